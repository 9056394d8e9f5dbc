import { firstRow } from '../../db/rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { dateBR } from '@domain/format';
import { FAMILY_AND_STAFF } from '@domain/roles';
import { enrollments, instalments } from '../../db/schema/index';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
const today = todayIn('America/Sao_Paulo');

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
});
afterAll(() => ctx.close());

const call = (method: 'GET', url: string, payload?: unknown, headers = admin) => ctx.app.inject({ method, url, payload: payload as object, headers });

describe('refusals', () => {
  test.each([
    ['GET', '/api/enrollments-with-payments', FAMILY_AND_STAFF],
    ['GET', '/api/enrollments-with-payments/export', FAMILY_AND_STAFF],
    ['GET', '/api/enrollments-with-payments/1', FAMILY_AND_STAFF],
    ['GET', '/api/enrollments-with-payments/athlete/1', FAMILY_AND_STAFF],
  ] as const)('%s %s: 401 without a session, 403 for the other roles, nothing stored', async (method, url, allowed) => {
    const before = await ctx.db.select().from(enrollments);
    await expectRefusals(ctx, { method, url }, allowed);
    expect(await ctx.db.select().from(enrollments)).toEqual(before);
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400, not a 500', async (id) => {
    expect((await call('GET', `/api/enrollments-with-payments/${id}`)).statusCode).toBe(400);
  });

  test.each([
    '/api/enrollments-with-payments?pageSize=20',
    '/api/enrollments-with-payments?situacao=pago',
    '/api/enrollments-with-payments?ordem=up',
    '/api/enrollments-with-payments?somenteVencidas=talvez',
    '/api/enrollments-with-payments?unitId=-3',
    '/api/enrollments-with-payments?page=0',
    '/api/enrollments-with-payments/export?situacao=pago',
  ])('a bad filter is a 400: %s', async (url) => {
    const res = await call('GET', url);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  test('an unknown enrolment is 404', async () => {
    const res = await call('GET', '/api/enrollments-with-payments/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Matrícula não encontrada' });
  });
});

describe('Gestão Financeira', () => {
  let financeUnitId: number;
  let family: Awaited<ReturnType<typeof signedIn>>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    family = await signedIn(ctx.db, 'cliente');
    financeUnitId = (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id, { nome: 'Unidade Pinheiros' }))!.id;
    const team = await makeTeam(ctx.db, financeUnitId, { nome: 'Basquete Sub-15' });
    const enrol = async (nomeCompleto: string, instalments: ['pago' | 'pendente' | 'cancelado', number][], overrides = {}) => {
      const athlete = await makeAthlete(ctx.db, { nomeCompleto, ...overrides });
      const enrollment = await makeEnrollment(ctx.db, athlete!.id, team!.id, { tipoPlano: 'trimestral' });
      for (const [n, [status, days]] of instalments.entries()) {
        await makeInstalment(ctx.db, enrollment!.id, {
          numeroMensalidade: n + 1,
          dataVencimento: addDays(today, days),
          status,
          ...(status === 'pago' ? { valorPago: '170.00', valorDesconto: '10.00', dataPagamento: addDays(today, days), metodoPagamento: 'pix' } : {}),
        });
      }
      ids[nomeCompleto] = enrollment!.id;
      return athlete;
    };
    await enrol('Otávio em dia', [['pago', -40], ['pago', -10], ['pendente', 20]]);
    const livia = await enrol('Lívia atrasada', [['pago', -40], ['pendente', -10], ['pendente', 0], ['cancelado', 30]], { foto: 'data:image/jpeg;base64,AAAA' });
    await linkGuardian(ctx.db, livia!.id, family.user!.id);
    await enrol('Zeca sem parcelas', []);
    await enrol('Ana só vencidas', [['pendente', -40], ['pendente', -1]]);
  });

  const list = async (query: string, headers = admin) => {
    const res = await call('GET', `/api/enrollments-with-payments?unitId=${financeUnitId}&${query}`, undefined, headers);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const names = async (query: string) => (await list(query)).items.map((i: { athlete: { nomeCompleto: string } }) => i.athlete.nomeCompleto);

  test('each row: enrolment, athlete with photo URL, team, unit and paid / overdue / pending counts', async () => {
    const body = await list('');
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(body.items.map((i: { athlete: { nomeCompleto: string } }) => i.athlete.nomeCompleto)).toEqual([
      'Ana só vencidas',
      'Lívia atrasada',
      'Otávio em dia',
      'Zeca sem parcelas',
    ]);
    const livia = body.items[1];
    expect(livia).toEqual({
      id: ids['Lívia atrasada'],
      tipoPlano: 'trimestral',
      valorMensalidade: '180.00',
      status: 'ativa',
      athlete: { id: expect.any(Number), nomeCompleto: 'Lívia atrasada', fotoUrl: expect.stringMatching(/^\/api\/athletes\/\d+\/photo\?v=\d+$/) },
      team: { id: expect.any(Number), nome: 'Basquete Sub-15' },
      unit: { id: financeUnitId, nome: 'Unidade Pinheiros' },
      resumo: { pagas: 1, vencidas: 1, pendentes: 1 },
    });
    expect(body.items[0]).toMatchObject({ athlete: { fotoUrl: null }, resumo: { pagas: 0, vencidas: 2, pendentes: 0 } });
    expect(body.items[3].resumo).toEqual({ pagas: 0, vencidas: 0, pendentes: 0 });
  });

  test('filters by situation, overdue only, athlete name and unit; sorts both ways; pages', async () => {
    // Each situation means what its label says: a paid instalment no longer puts Lívia 'em dia'.
    expect(await names('situacao=em_dia')).toEqual(['Otávio em dia', 'Zeca sem parcelas']);
    expect(await names('situacao=em_aberto')).toEqual(['Ana só vencidas', 'Lívia atrasada', 'Otávio em dia']);
    expect(await names('situacao=vencida')).toEqual(['Ana só vencidas', 'Lívia atrasada']);
    expect(await names('somenteVencidas=true')).toEqual(['Ana só vencidas', 'Lívia atrasada']);
    expect(await names('somenteVencidas=true&situacao=em_dia')).toEqual([]);
    const old = await call('GET', `/api/enrollments-with-payments?situacao=pago`);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe('Situação inválida');
    expect(await names('somenteVencidas=false')).toHaveLength(4);
    expect(await names('busca=LIVIA')).toEqual(['Lívia atrasada']);
    expect(await names('ordem=desc')).toEqual(['Zeca sem parcelas', 'Otávio em dia', 'Lívia atrasada', 'Ana só vencidas']);
    const page = await list('pageSize=10&page=1&somenteVencidas=1');
    expect(page).toMatchObject({ total: 2, pageSize: 10 });
    // Across every unit the total is counted from the overdue instalments alone: the same enrolments.
    const response = await call('GET', '/api/enrollments-with-payments?somenteVencidas=true&pageSize=50');
    expect(response.statusCode, response.body).toBe(200);
    const network = response.json();
    const { overdue } = firstRow(
      (
        await ctx.db.execute<{ overdue: number }>(
      sql`select count(*)::int as overdue from enrollments e where exists (select 1 from monthly_payments m
            where m.enrollment_id = e.id and m.status not in ('pago', 'cancelado') and m.data_vencimento < ${today})`,
        )
      ).rows,
      'count overdue',
    );
    expect(network.total).toBe(overdue);
    expect(network.items).toHaveLength(Math.min(overdue, 50));
    expect(network.items.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining([ids['Ana só vencidas'], ids['Lívia atrasada']]));
    const everywhere = (await call('GET', '/api/enrollments-with-payments?busca=atrasada')).json();
    expect(everywhere.items.map((i: { unit: { nome: string } }) => i.unit.nome)).toEqual(['Unidade Pinheiros']);
    expect((await list('page=2')).items).toEqual([]);
  });

  test('one query for the page however many rows it holds (never a query per row)', async () => {
    const count = async (query: string) => {
      const spy = vi.spyOn(ctx.db.$client, 'query');
      await list(query);
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      return calls;
    };
    expect(await count('pageSize=10&busca=atrasada')).toBe(await count('pageSize=10'));
  });

  test('a cliente sees only their family\'s rows; another family\'s enrolment is 404', async () => {
    const body = await list('', family.headers);
    expect(body.total).toBe(1);
    expect(body.items[0].athlete.nomeCompleto).toBe('Lívia atrasada');
    const other = await call('GET', `/api/enrollments-with-payments/${ids['Otávio em dia']}`, undefined, family.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Matrícula não encontrada' });
  });

  test('one enrolment: instalments in order with their situation, and the three totals', async () => {
    const res = await call('GET', `/api/enrollments-with-payments/${ids['Lívia atrasada']}`, undefined, family.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: ids['Lívia atrasada'],
      tipoMatricula: 'regular',
      tipoPlano: 'trimestral',
      valorMensalidade: '180.00',
      desconto: '0.00',
      status: 'ativa',
      athlete: { nomeCompleto: 'Lívia atrasada' },
      team: { nome: 'Basquete Sub-15', unit: { id: financeUnitId, nome: 'Unidade Pinheiros' } },
      totals: {
        emAberto: { valor: '360.00', quantidade: 2 },
        pago: { valor: '170.00', quantidade: 1 },
        geral: { valor: '530.00', quantidade: 3 },
      },
    });
    expect(body.monthlyPayments.map((p: { numeroMensalidade: number; status: string; situacao: string }) => [p.numeroMensalidade, p.status, p.situacao])).toEqual([
      [1, 'pago', 'pago'],
      [2, 'pendente', 'atrasado'],
      [3, 'pendente', 'pendente'],
      [4, 'cancelado', 'cancelado'],
    ]);
    expect(body.monthlyPayments[0]).toMatchObject({ valor: '180.00', valorDesconto: '10.00', valorPago: '170.00', metodoPagamento: 'pix' });
  });

  test('the CSV export: every instalment of the filtered list, in its order, with its situation today', async () => {
    const res = await call('GET', `/api/enrollments-with-payments/export?unitId=${financeUnitId}&somenteVencidas=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="relatorio_financeiro_${today}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const day = (days: number) => dateBR(addDays(today, days));
    const where = 'Basquete Sub-15;Unidade Pinheiros';
    // Otávio and Zeca have nothing overdue: the filter leaves them out, as the list does.
    expect(res.body).toBe(
      '\uFEFFAtleta;Turma;Unidade;Valor;Vencimento;Status;Data Pagamento\r\n' +
        `Ana só vencidas;${where};R$ 180,00;${day(-40)};Vencida;\r\n` +
        `Ana só vencidas;${where};R$ 180,00;${day(-1)};Vencida;\r\n` +
        `Lívia atrasada;${where};R$ 170,00;${day(-40)};Paga;${day(-40)}\r\n` +
        `Lívia atrasada;${where};R$ 180,00;${day(-10)};Vencida;\r\n` +
        `Lívia atrasada;${where};R$ 180,00;${day(0)};Pendente;\r\n` +
        `Lívia atrasada;${where};R$ 180,00;${day(30)};Cancelada;\r\n`,
    );
    const descending = await call('GET', `/api/enrollments-with-payments/export?unitId=${financeUnitId}&somenteVencidas=true&ordem=desc`);
    expect(descending.body.split('\r\n')[1]).toMatch(/^Lívia atrasada;/);
  });

  test("the CSV export keeps a formula as text, and a cliente's holds only their family's rows", async () => {
    const formulaUnit = (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id, { nome: '@SOMA(A1:A9)' }))!.id;
    const athlete = await makeAthlete(ctx.db, { nomeCompleto: '=HYPERLINK("x")' });
    const enrollment = await makeEnrollment(ctx.db, athlete!.id, (await makeTeam(ctx.db, formulaUnit, { nome: 'Vôlei; Manhã' }))!.id);
    await makeInstalment(ctx.db, enrollment!.id, { dataVencimento: addDays(today, -5), valor: '1234.50' });
    const res = await call('GET', `/api/enrollments-with-payments/export?unitId=${formulaUnit}`);
    expect(res.body.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""x"")";"Vôlei; Manhã";'@SOMA(A1:A9);R$ 1.234,50;${dateBR(addDays(today, -5))};Vencida;`,
    );

    const own = await call('GET', '/api/enrollments-with-payments/export', undefined, family.headers);
    expect(own.statusCode).toBe(200);
    const athletes = new Set(own.body.trim().split('\r\n').slice(1).map((line) => line.split(';')[0]));
    expect([...athletes]).toEqual(['Lívia atrasada']);
  });

  test('an enrolment without instalments has zero totals', async () => {
    const body = (await call('GET', `/api/enrollments-with-payments/${ids['Zeca sem parcelas']}`)).json();
    expect(body.monthlyPayments).toEqual([]);
    expect(body.totals).toEqual({
      emAberto: { valor: '0.00', quantidade: 0 },
      pago: { valor: '0.00', quantidade: 0 },
      geral: { valor: '0.00', quantidade: 0 },
    });
  });
});

describe('an athlete\'s enrolments with instalment counts', () => {
  let teamId: number;
  beforeAll(async () => {
    const unit = await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id);
    teamId = (await makeTeam(ctx.db, unit!.id, { nome: 'Futsal Sub-11 Manhã' }))!.id;
  });

  test('counts paid, overdue and pending (overdue computed from the due date)', async () => {
    const athlete = await makeAthlete(ctx.db);
    const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
    const instalment = (n: number, dataVencimento: string, status: 'pendente' | 'pago' = 'pendente') => ({
      enrollmentId: enrollment!.id, numeroMensalidade: n, valor: '180.00', dataVencimento, status,
    });
    await ctx.db.insert(instalments).values([
      instalment(1, addDays(today, -60), 'pago'),
      instalment(2, addDays(today, -30)),
      instalment(3, today),
      instalment(4, addDays(today, 30)),
    ]);
    const res = await call('GET', `/api/enrollments-with-payments/athlete/${athlete!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: enrollment!.id,
        team: expect.objectContaining({ nome: 'Futsal Sub-11 Manhã', unit: expect.objectContaining({ nome: expect.any(String) }) }),
        resumo: { pagas: 1, vencidas: 1, pendentes: 2 },
      }),
    ]);
  });

  test('an athlete with no enrolment gives an empty list; another family\'s athlete is 404', async () => {
    const athlete = await makeAthlete(ctx.db);
    expect((await call('GET', `/api/enrollments-with-payments/athlete/${athlete!.id}`)).json()).toEqual([]);
    const family = await signedIn(ctx.db, 'cliente');
    expect((await call('GET', `/api/enrollments-with-payments/athlete/${athlete!.id}`, undefined, family.headers)).statusCode).toBe(404);
  });
});
