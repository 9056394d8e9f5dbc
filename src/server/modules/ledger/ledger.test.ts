import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { CATEGORY_INACTIVE, CATEGORY_NOT_FOUND, CATEGORY_OF_OTHER_TYPE, PAYMENT_RECORD_NOT_DELETABLE, PAYMENT_RECORD_NOT_EDITABLE, RECORD_NOT_FOUND, SUBCATEGORY_OF_OTHER_CATEGORY, type FinancialRecordList } from '@domain/ledger';
import { todayIn } from '@domain/dates';
import { STAFF } from '@domain/roles';
import { auditLog, categories, financialRecords, subcategories } from '../../db/schema/index';
import { readXlsx } from '../../http/xlsx';
import { makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { categoryId, makeRecord, recordInput } from '../../test/ledger-factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PERIOD_ORDER, REQUIRED_FIELDS, UNIT_NOT_FOUND } from '@domain/messages';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let unitId: number;
let otherUnitId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
  const companyId = (await makeCompany(ctx.db))!.id;
  unitId = (await makeUnit(ctx.db, companyId, { nome: 'Unidade Mooca' }))!.id;
  otherUnitId = (await makeUnit(ctx.db, companyId, { nome: 'Unidade Lapa' }))!.id;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const list = async (query: string, headers = admin): Promise<FinancialRecordList> => {
  const res = await call('GET', `/api/financial-records?${query}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const stored = async (id: number) => (await ctx.db.select().from(financialRecords).where(eq(financialRecords.id, id)))[0];
const allRecords = () => ctx.db.select().from(financialRecords).orderBy(financialRecords.id);

describe('refusals', () => {
  test.each([
    ['GET', '/api/financial-records'],
    ['GET', '/api/financial-records/export'],
    ['GET', '/api/financial-records/1'],
    ['POST', '/api/financial-records'],
    ['PATCH', '/api/financial-records/1'],
    ['DELETE', '/api/financial-records/1'],
  ] as const)('%s %s: 401 without a session, 403 for cliente and assistente, nothing stored', async (method, url) => {
    await makeRecord(ctx.db);
    const before = await allRecords();
    await expectRefusals(ctx, { method, url, payload: recordInput() }, STAFF);
    expect(await allRecords()).toEqual(before);
  });

  test.each([
    ['POST', '/api/financial-records'],
    ['PATCH', '/api/financial-records/1'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method, url }, admin);
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400, not a 500', async (id) => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      expect((await call(method, `/api/financial-records/${id}`, method === 'PATCH' ? recordInput() : undefined)).statusCode).toBe(400);
    }
  });

  test('an unknown record is a 404 with its message', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await call(method, '/api/financial-records/999999', method === 'PATCH' ? recordInput() : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: RECORD_NOT_FOUND });
    }
  });

  test.each([
    ['inicio=2031-13-01', 'Data inicial inválida'],
    ['fim=ontem', 'Data final inválida'],
    ['inicio=2031-05-10&fim=2031-05-09', PERIOD_ORDER],
    ['tipo=lucro', 'Tipo inválido'],
    ['categoryId=abc', 'Categoria inválida'],
    ['unitId=0', 'Unidade inválida'],
    ['pageSize=20', 'Tamanho de página inválido'],
    ['page=0', 'Página inválida'],
  ])('a bad filter (%s) is a 400 "%s"', async (query, message) => {
    const res = await call('GET', `/api/financial-records?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('create', () => {
  test('stores the row with its category found by name among those of its tipo, and audits it', async () => {
    const res = await call(
      'POST',
      '/api/financial-records',
      recordInput({ tipo: 'receita', categoria: 'Patrocínio', descricao: ' Patrocínio Padaria Pão Dourado ', valor: '4500,5', data: '2031-06-08', unitId: String(unitId) }),
      professor,
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      tipo: 'receita',
      categoria: 'Patrocínio',
      categoryId: await categoryId(ctx.db, 'Patrocínio', 'receita'),
      subcategoria: null,
      subcategoryId: null,
      descricao: 'Patrocínio Padaria Pão Dourado',
      valor: '4500.50',
      data: '2031-06-08',
      unit: { id: unitId, nome: 'Unidade Mooca' },
      origem: 'manual',
      monthlyPaymentId: null,
    });
    expect(await stored(body.id)).toMatchObject({ valor: '4500.50', unitId, categoria: 'Patrocínio' });
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'financial_records'), eq(auditLog.entityId, body.id)));
    expect(log).toMatchObject({ action: 'create' });
  });

  test.each([
    ['tipo', { tipo: '' }, REQUIRED_FIELDS],
    ['tipo', { tipo: undefined }, REQUIRED_FIELDS],
    ['tipo', { tipo: 'lucro' }, 'Tipo inválido'],
    ['categoria', { categoria: '' }, REQUIRED_FIELDS],
    ['categoria', { categoria: undefined }, REQUIRED_FIELDS],
    ['valor', { valor: '' }, REQUIRED_FIELDS],
    ['valor', { valor: undefined }, REQUIRED_FIELDS],
    ['valor', { valor: 'dez reais' }, 'Valor inválido'],
    ['valor', { valor: '-5' }, 'Valor inválido'],
    ['valor', { valor: '1.001' }, 'Valor inválido'],
    ['valor', { valor: 0 }, 'Valor deve ser maior que zero'],
    ['data', { data: '' }, REQUIRED_FIELDS],
    ['data', { data: '2031-02-30' }, REQUIRED_FIELDS],
    ['data', { data: '1900-01-01' }, 'Data deve ser a partir de 01/01/2000'],
    ['unitId', { unitId: 'x' }, 'Unidade inválida'],
  ])('%s %j → 400 "%s", nothing stored', async (field, override, message) => {
    const before = await allRecords();
    const res = await call('POST', '/api/financial-records', recordInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await allRecords()).toEqual(before);
  });

  test('the category must exist and be of the record tipo; the subcategory must be of the category', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ categoria: 'Viagens' }, 'categoria', CATEGORY_NOT_FOUND],
      [{ tipo: 'receita', categoria: 'Aluguel' }, 'categoria', CATEGORY_OF_OTHER_TYPE],
      [{ categoria: 'Aluguel', subcategoria: 'Bolas' }, 'subcategoria', SUBCATEGORY_OF_OTHER_CATEGORY],
      [{ categoria: 'Aluguel', subcategoria: 'Nada disso' }, 'subcategoria', 'Subcategoria não encontrada'],
      [{ unitId: 999999 }, 'unitId', UNIT_NOT_FOUND],
    ];
    await ctx.db.insert(subcategories).values({ nome: 'Bolas', categoryId: await categoryId(ctx.db, 'Material Esportivo', 'despesa') });
    const before = await allRecords();
    for (const [override, field, message] of cases) {
      const res = await call('POST', '/api/financial-records', recordInput(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect(await allRecords()).toEqual(before);

    const ok = await call('POST', '/api/financial-records', recordInput({ categoria: 'Material Esportivo', subcategoria: 'Bolas' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ categoria: 'Material Esportivo', subcategoria: 'Bolas' });
  });

  test('an inactive category is refused for a new row but kept by a row that already has it', async () => {
    const uniformes = await categoryId(ctx.db, 'Uniformes', 'receita');
    const record = await makeRecord(ctx.db, { tipo: 'receita', categoria: 'Uniformes' });
    await ctx.db.update(categories).set({ ativo: false }).where(eq(categories.id, uniformes));
    try {
      const refused = await call('POST', '/api/financial-records', recordInput({ tipo: 'receita', categoria: 'Uniformes' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ categoria: CATEGORY_INACTIVE });
      const kept = await call('PATCH', `/api/financial-records/${record!.id}`, recordInput({ tipo: 'receita', categoria: 'Uniformes', valor: '99.90' }));
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await stored(record!.id))!.valor).toBe('99.90');
    } finally {
      await ctx.db.update(categories).set({ ativo: true }).where(eq(categories.id, uniformes));
    }
  });
});

describe('totals and filters', () => {
  /** Rows of their own month, so the other tests' rows never fall in the period. */
  async function seedMonth(month: string, rows: [tipo: 'receita' | 'despesa', valor: string, day: string, extra?: Record<string, unknown>][]) {
    for (const [tipo, valor, day, extra] of rows) {
      const res = await call(
        'POST',
        '/api/financial-records',
        recordInput({ tipo, categoria: tipo === 'receita' ? 'Eventos' : 'Manutenção', valor, data: `${month}-${day}`, ...extra }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
  }

  test('totals and saldo are exact to the cent: 0.10 + 0.20 is 0.30, and a negative saldo keeps its cents', async () => {
    await seedMonth('2032-01', [
      ['receita', '0.10', '03'],
      ['receita', '0.20', '04'],
      ['despesa', '0.30', '05'],
    ]);
    const january = await list('inicio=2032-01-01&fim=2032-01-31');
    expect(january.totals).toEqual({ receitas: '0.30', despesas: '0.30', saldo: '0.00' });
    expect(january.total).toBe(3);

    await seedMonth('2032-02', [
      ['receita', '1234.56', '01'],
      ['receita', '0.01', '02'],
      ['despesa', '99999999.99', '03'],
      ['despesa', '0.07', '04'],
    ]);
    const february = await list('inicio=2032-02-01&fim=2032-02-29');
    expect(february.totals).toEqual({ receitas: '1234.57', despesas: '100000000.06', saldo: '-99998765.49' });
    const both = await list('inicio=2032-01-01&fim=2032-02-29&tipo=receita');
    expect(both.totals).toEqual({ receitas: '1234.87', despesas: '0.00', saldo: '1234.87' });
  });

  test('the period includes its first and last day, and without dates it is the current month in America/Sao_Paulo', async () => {
    await seedMonth('2033-02', [
      ['receita', '1.00', '01'],
      ['receita', '2.00', '28'],
    ]);
    await seedMonth('2033-01', [['receita', '4.00', '31']]);
    await seedMonth('2033-03', [['receita', '8.00', '01']]);
    expect((await list('inicio=2033-02-01&fim=2033-02-28')).totals.receitas).toBe('3.00');
    expect((await list('inicio=2033-01-31&fim=2033-03-01')).totals.receitas).toBe('15.00');
    expect((await list('inicio=2033-02-28&fim=2033-12-31')).totals.receitas).toBe('10.00');

    vi.useFakeTimers({ toFake: ['Date'] });
    // 02:59 UTC on 1 March is still 23:59 on 28 February in São Paulo (UTC−3).
    vi.setSystemTime(new Date('2033-03-01T02:59:00Z'));
    const lastEvening = await list('');
    expect(lastEvening.periodo).toEqual({ inicio: '2033-02-01', fim: '2033-02-28' });
    expect(lastEvening.totals.receitas).toBe('3.00');
    vi.setSystemTime(new Date('2033-03-01T03:00:00Z'));
    const midnight = await list('');
    expect(midnight.periodo).toEqual({ inicio: '2033-03-01', fim: '2033-03-31' });
    expect(midnight.totals.receitas).toBe('8.00');
  });

  test('filters by tipo, category, unit and text (accents and case ignored); pages newest first', async () => {
    await seedMonth('2034-04', [
      ['receita', '10.00', '01', { descricao: 'Festa de São João', unitId }],
      ['receita', '20.00', '02', { descricao: 'Rifa', unitId: otherUnitId }],
      ['despesa', '30.00', '03', { descricao: 'Conserto do alambrado', unitId }],
      ['despesa', '40.00', '03', { categoria: 'Impostos', descricao: 'DAS' }],
    ]);
    const period = 'inicio=2034-04-01&fim=2034-04-30';
    const descriptions = async (query: string) => (await list(`${period}&${query}`)).items.map((r) => r.descricao);

    expect(await descriptions('')).toEqual(['DAS', 'Conserto do alambrado', 'Rifa', 'Festa de São João']);
    expect(await descriptions('tipo=despesa')).toEqual(['DAS', 'Conserto do alambrado']);
    expect(await descriptions(`categoryId=${await categoryId(ctx.db, 'Impostos', 'despesa')}`)).toEqual(['DAS']);
    expect(await descriptions(`unitId=${unitId}`)).toEqual(['Conserto do alambrado', 'Festa de São João']);
    expect(await descriptions('busca=SAO JOAO')).toEqual(['Festa de São João']);
    expect(await descriptions('busca=manutenção')).toEqual(['Conserto do alambrado']);
    expect((await list(`${period}&busca=joao`)).totals).toEqual({ receitas: '10.00', despesas: '0.00', saldo: '10.00' });

    const page = await list(`${period}&pageSize=10&page=1`);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    const second = await list(`${period}&tipo=despesa&pageSize=10&page=2`);
    expect(second.items).toEqual([]);
    expect(second.total).toBe(2);
  });
});

describe('update and delete', () => {
  test('PATCH replaces the fields; changing tipo needs a category of the new tipo', async () => {
    const record = await makeRecord(ctx.db, { descricao: 'Conta de luz' });
    const wrong = await call('PATCH', `/api/financial-records/${record!.id}`, recordInput({ tipo: 'receita', categoria: 'Aluguel' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ categoria: CATEGORY_OF_OTHER_TYPE });

    const res = await call(
      'PATCH',
      `/api/financial-records/${record!.id}`,
      recordInput({ tipo: 'receita', categoria: 'Eventos', descricao: '', valor: 12.5, data: '2031-07-01', unitId: otherUnitId }),
      professor,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tipo: 'receita', categoria: 'Eventos', descricao: null, valor: '12.50', unit: { id: otherUnitId, nome: 'Unidade Lapa' } });
    expect(await stored(record!.id)).toMatchObject({ tipo: 'receita', categoryId: await categoryId(ctx.db, 'Eventos', 'receita'), unitId: otherUnitId });
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'financial_records'), eq(auditLog.entityId, record!.id)));
    expect(log).toMatchObject({ action: 'update', changes: { antes: { descricao: 'Conta de luz', tipo: 'despesa' } } });
  });

  test('DELETE removes a typed row and audits what it held', async () => {
    const record = await makeRecord(ctx.db, { descricao: 'Compra de cones', valor: '89.90' });
    const res = await call('DELETE', `/api/financial-records/${record!.id}`, undefined, professor);
    expect(res.statusCode).toBe(204);
    expect(await stored(record!.id)).toBeUndefined();
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'financial_records'), eq(auditLog.action, 'delete'), eq(auditLog.entityId, record!.id)));
    expect(log!.changes).toMatchObject({ descricao: 'Compra de cones', valor: '89.90' });
    expect((await call('GET', `/api/financial-records/${record!.id}`)).statusCode).toBe(404);
  });
});

describe('rows recorded by instalment payments', () => {
  test('show their origin, refuse edit and delete with a 409, and go away when the payment is cancelled', async () => {
    const team = await makeTeam(ctx.db, unitId);
    const athlete = await makeAthlete(ctx.db, { nomeCompleto: 'Bruna Teixeira' });
    const enrollment = await makeEnrollment(ctx.db, athlete!.id, team!.id);
    const instalment = await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 3, valor: '180.00' });
    const today = todayIn('America/Sao_Paulo');
    const paid = await call('PATCH', `/api/monthly-payments/${instalment!.id}/process`, { dataPagamento: today, metodoPagamento: 'pix', valorDesconto: '0.10' });
    expect(paid.statusCode, paid.body).toBe(200);

    const page = await list(`inicio=${today}&fim=${today}&busca=Bruna`);
    expect(page.items).toHaveLength(1);
    const [row] = page.items;
    expect(row).toMatchObject({
      tipo: 'receita',
      categoria: 'Mensalidades',
      categoryId: await categoryId(ctx.db, 'Mensalidades', 'receita'),
      valor: '179.90',
      descricao: 'Mensalidade 3 - Bruna Teixeira',
      origem: 'pagamento',
      enrollmentId: enrollment!.id,
      monthlyPaymentId: instalment!.id,
      unit: { id: unitId, nome: 'Unidade Mooca' },
    });
    expect(page.totals.receitas).toBe('179.90');

    const before = await stored(row!.id);
    const edit = await call('PATCH', `/api/financial-records/${row!.id}`, recordInput({ tipo: 'receita', categoria: 'Mensalidades', valor: '1.00' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: PAYMENT_RECORD_NOT_EDITABLE });
    const remove = await call('DELETE', `/api/financial-records/${row!.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: PAYMENT_RECORD_NOT_DELETABLE });
    expect(await stored(row!.id)).toEqual(before);

    expect((await call('PATCH', `/api/monthly-payments/${instalment!.id}/cancel`)).statusCode).toBe(200);
    expect(await stored(row!.id)).toBeUndefined();
  });
});

describe('monthly totals kept by the triggers', () => {
  test('after inserts, updates and deletes they equal the sums of the rows, month by month', async () => {
    const a = await makeRecord(ctx.db, { tipo: 'receita', categoria: 'Eventos', valor: '10.10', data: '2035-01-31' });
    await makeRecord(ctx.db, { tipo: 'receita', categoria: 'Eventos', valor: '0.20', data: '2035-01-01' });
    const c = await makeRecord(ctx.db, { valor: '5.05', data: '2035-02-15' });
    await ctx.db.update(financialRecords).set({ data: '2035-02-01', valor: '10.11' }).where(eq(financialRecords.id, a!.id));
    await ctx.db.delete(financialRecords).where(eq(financialRecords.id, c!.id));

    const fromTotals = await ctx.db.execute(
      sql`select mes::text, tipo, valor::text, quantidade from ledger_monthly_totals where quantidade <> 0 order by mes, tipo`,
    );
    const fromRows = await ctx.db.execute(
      sql`select date_trunc('month', data)::date::text as mes, tipo, sum(valor)::numeric(16, 2)::text as valor, count(*)::int as quantidade
          from financial_records group by 1, 2 order by 1, 2`,
    );
    expect(fromTotals.rows).toEqual(fromRows.rows);
    expect(fromTotals.rows.filter((r) => String(r.mes).startsWith('2035'))).toEqual([
      { mes: '2035-01-01', tipo: 'receita', valor: '0.20', quantidade: 1 },
      { mes: '2035-02-01', tipo: 'receita', valor: '10.11', quantidade: 1 },
    ]);
  });
});

describe('export', () => {
  const period = 'inicio=2036-03-01&fim=2036-03-31';

  beforeAll(async () => {
    await makeRecord(ctx.db, { tipo: 'receita', categoria: 'Eventos', valor: '1234.56', data: '2036-03-02', descricao: 'Festa; "junina"', unitId });
    await makeRecord(ctx.db, { valor: '0.10', data: '2036-03-15', descricao: '=HYPERLINK("x")' });
    await makeRecord(ctx.db, { valor: '7.00', data: '2036-04-01', descricao: 'Fora do período' });
  });

  test('CSV: UTF-8 BOM, ";" between fields, pt-BR numbers and dates, only the filtered rows, newest first', async () => {
    const res = await call('GET', `/api/financial-records/export?${period}&formato=csv`, undefined, professor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="controle_financeiro_${todayIn('America/Sao_Paulo')}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      '\uFEFFData;Tipo;Categoria;Subcategoria;Descrição;Unidade;Valor;Origem\r\n' +
        // A formula is kept as text: a quote before it, and the field quoted for its own quotes.
        `15/03/2036;Despesa;Aluguel;;"'=HYPERLINK(""x"")";;0,10;Lançamento manual\r\n` +
        '02/03/2036;Receita;Eventos;;"Festa; ""junina""";Unidade Mooca;1.234,56;Lançamento manual\r\n',
    );
  });

  test('XLSX: the same rows, dates as dates and amounts as numbers', async () => {
    const res = await call('GET', `/api/financial-records/export?${period}&formato=xlsx&tipo=receita`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="controle_financeiro_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = await readXlsx(res.rawPayload);
    const sheet = workbook.getWorksheet('Lançamentos')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Data', 'Tipo', 'Categoria', 'Subcategoria', 'Descrição', 'Unidade', 'Valor', 'Origem']);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toEqual(new Date('2036-03-02T00:00:00Z'));
    expect(row.getCell(5).value).toBe('Festa; "junina"');
    expect(row.getCell(7).value).toBe(1234.56);
    expect(row.getCell(7).numFmt).toBe('#,##0.00');
  });

  test('an unknown format is a 400', async () => {
    const res = await call('GET', `/api/financial-records/export?formato=pdf`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Formato inválido');
  });
});
