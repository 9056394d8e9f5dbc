import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { instalmentDueDate, RENEWAL_WINDOW_DAYS } from '@domain/instalments';
import { ADMIN, FAMILY_AND_STAFF, STAFF } from '@domain/roles';
import { auditLog, enrollments, instalments, paymentValueHistory, teamChangeHistory } from '../../db/schema/index';
import {
  enrollmentInput,
  makeAthlete,
  linkGuardian,
  makeCompany,
  makeEnrollment,
  makeInstalment,
  makeTeam,
  makeUnit,
  signedIn,
} from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ENROLLMENT_INACTIVE } from './enrollments.service';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let unitId: number;
let teamId: number;
const today = todayIn('America/Sao_Paulo');
const horizon = addDays(today, RENEWAL_WINDOW_DAYS);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
  unitId = (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id, { nome: 'Unidade Moema' }))!.id;
  teamId = (await makeTeam(ctx.db, unitId, { nome: 'Futebol Sub-11 Tarde' }))!.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const instalmentsOf = (enrollmentId: number) =>
  ctx.db.select().from(instalments).where(eq(instalments.enrollmentId, enrollmentId)).orderBy(asc(instalments.numeroMensalidade));

/**
 * An enrolment of a fresh athlete with a paid instalment, an overdue one, one due today and one
 * due in 30 days (the renewal window keeps it from renewing on its own).
 */
async function enrolmentWithHistory(athleteOverrides: Parameters<typeof makeAthlete>[1] = {}) {
  const athlete = await makeAthlete(ctx.db, athleteOverrides);
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId, { dataVencimento: addDays(today, -60) });
  const paid = { status: 'pago' as const, valorPago: '180.00', dataPagamento: addDays(today, -60), metodoPagamento: 'pix' as const };
  await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 1, dataVencimento: addDays(today, -60), ...paid });
  await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 2, dataVencimento: addDays(today, -30) });
  await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 3, dataVencimento: today });
  await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 4, dataVencimento: addDays(today, 31) });
  return { athlete, enrollment };
}

describe('refusals', () => {
  test.each([
    ['GET', '/api/enrollments', FAMILY_AND_STAFF],
    ['GET', '/api/enrollments/1', FAMILY_AND_STAFF],
    ['POST', '/api/enrollments', STAFF],
    ['PATCH', '/api/enrollments/1', ADMIN],
    ['PATCH', '/api/enrollments/1/deactivate', ADMIN],
    ['PATCH', '/api/enrollments/1/reactivate', ADMIN],
    ['GET', '/api/enrollments/1/team-changes', FAMILY_AND_STAFF],
    ['GET', '/api/enrollments/1/payment-changes', FAMILY_AND_STAFF],
  ] as const)('%s %s: 401 without a session, 403 for the other roles, nothing stored', async (method, url, allowed) => {
    const athlete = await makeAthlete(ctx.db);
    const before = await ctx.db.select().from(enrollments);
    await expectRefusals(ctx, { method, url, payload: enrollmentInput(athlete!.id, teamId) }, allowed);
    expect(await ctx.db.select().from(enrollments)).toEqual(before);
  });

  test.each([
    ['POST', '/api/enrollments'],
    ['PATCH', '/api/enrollments/1'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method, url }, admin);
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400, not a 500', async (id) => {
    for (const url of [`/api/enrollments/${id}`, `/api/enrollments/${id}/team-changes`]) {
      expect((await call('GET', url)).statusCode, url).toBe(400);
    }
    expect((await call('PATCH', `/api/enrollments/${id}/deactivate`)).statusCode).toBe(400);
  });

  test.each([
    '/api/enrollments?status=cancelada',
    '/api/enrollments?teamId=abc',
    '/api/enrollments?pageSize=1000',
  ])('a bad filter is a 400: %s', async (url) => {
    const res = await call('GET', url);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  test('an unknown enrolment is 404 on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/enrollments/999999'],
      ['PATCH', '/api/enrollments/999999/deactivate'],
      ['PATCH', '/api/enrollments/999999/reactivate'],
      ['GET', '/api/enrollments/999999/team-changes'],
      ['GET', '/api/enrollments/999999/payment-changes'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Matrícula não encontrada' });
    }
    const edit = await call('PATCH', '/api/enrollments/999999', { teamId, valorMensalidade: '100' });
    expect(edit.statusCode).toBe(404);
  });
});

describe('create', () => {
  test.each([
    ['mensal', 1],
    ['trimestral', 3],
    ['semestral', 6],
    ['anual', 12],
  ] as const)('a %s enrolment stores its first term: %i instalments, numbered, monthly, fee minus discount', async (tipoPlano, count) => {
    const athlete = await makeAthlete(ctx.db, { nomeCompleto: `Atleta Plano ${tipoPlano}` });
    const dataVencimento = addDays(today, 40);
    const res = await call('POST', '/api/enrollments', enrollmentInput(athlete!.id, teamId, { tipoPlano, dataVencimento, valorMensalidade: 199.9, desconto: '20' }), professor);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      athleteId: athlete!.id,
      teamId,
      tipoMatricula: 'regular',
      tipoPlano,
      valorMensalidade: '199.90',
      desconto: '20.00',
      status: 'ativa',
      dataMatricula: today,
      dataVencimento,
      dataInativacao: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      athlete: { id: athlete!.id, nomeCompleto: athlete!.nomeCompleto, cpf: athlete!.cpf },
      team: { id: teamId, nome: 'Futebol Sub-11 Tarde', unit: { id: unitId, nome: 'Unidade Moema' } },
    });
    const stored = await instalmentsOf(body.id);
    expect(stored.map((i) => [i.numeroMensalidade, i.dataVencimento, i.valor, i.status, i.valorPago])).toEqual(
      Array.from({ length: count }, (_, i) => [i + 1, instalmentDueDate(dataVencimento, i + 1), '179.90', 'pendente', null]),
    );
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(log).toMatchObject({ action: 'create', entity: 'enrollments', changes: expect.objectContaining({ parcelasCriadas: count }) });
  });

  test('a first instalment due within 30 days renews at once; the day of the month is kept', async () => {
    const athlete = await makeAthlete(ctx.db);
    const res = await call('POST', '/api/enrollments', enrollmentInput(athlete!.id, teamId, { dataVencimento: today }));
    expect(res.statusCode).toBe(201);
    const stored = await instalmentsOf(res.json().id);
    // Renewed while the last one is due within 30 days: two instalments, or three after a short month.
    const expected = [today];
    while (expected[expected.length - 1]! <= horizon) expected.push(instalmentDueDate(today, expected.length + 1));
    expect(stored.map((i) => i.dataVencimento)).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(2);
  });

  test('a first due date in the past catches up to 30 days ahead: the past instalments are owed', async () => {
    const athlete = await makeAthlete(ctx.db);
    const dataVencimento = addDays(today, -100);
    const res = await call('POST', '/api/enrollments', enrollmentInput(athlete!.id, teamId, { dataVencimento, tipoPlano: 'trimestral' }));
    const stored = await instalmentsOf(res.json().id);
    expect(stored.length % 3).toBe(0);
    stored.forEach((i, n) => expect(i).toMatchObject({ numeroMensalidade: n + 1, dataVencimento: instalmentDueDate(dataVencimento, n + 1), status: 'pendente' }));
    expect(stored[stored.length - 1]!.dataVencimento > horizon).toBe(true);
    expect(stored[stored.length - 4]!.dataVencimento <= horizon).toBe(true);
  });

  test.each([
    ['athleteId', { athleteId: '' }, 'Atleta é obrigatório'],
    ['athleteId', { athleteId: undefined }, 'Atleta é obrigatório'],
    ['teamId', { teamId: '' }, 'Turma é obrigatória'],
    ['teamId', { teamId: null }, 'Turma é obrigatória'],
    ['tipoMatricula', { tipoMatricula: '' }, 'Tipo de matrícula é obrigatório'],
    ['tipoMatricula', { tipoMatricula: undefined }, 'Tipo de matrícula é obrigatório'],
    ['tipoMatricula', { tipoMatricula: 'vip' }, 'Tipo de matrícula inválido'],
    ['valorMensalidade', { valorMensalidade: '' }, 'Valor da mensalidade é obrigatório'],
    ['valorMensalidade', { valorMensalidade: undefined }, 'Valor da mensalidade é obrigatório'],
    ['valorMensalidade', { valorMensalidade: 'cem' }, 'Valor da mensalidade inválido'],
    ['valorMensalidade', { valorMensalidade: '150.555' }, 'Valor da mensalidade inválido'],
    ['valorMensalidade', { valorMensalidade: -150 }, 'Valor da mensalidade inválido'],
    ['valorMensalidade', { valorMensalidade: 0 }, 'Valor da mensalidade deve ser maior que zero'],
    ['tipoPlano', { tipoPlano: '' }, 'Tipo de plano é obrigatório'],
    ['tipoPlano', { tipoPlano: 'bienal' }, 'Tipo de plano inválido'],
    ['dataVencimento', { dataVencimento: '' }, 'Data de vencimento é obrigatória'],
    ['dataVencimento', { dataVencimento: '2026-02-30' }, 'Data de vencimento é obrigatória'],
    ['dataVencimento', { dataVencimento: '10/03/2026' }, 'Data de vencimento é obrigatória'],
    ['desconto', { desconto: 'abc' }, 'Desconto inválido'],
    ['desconto', { desconto: -5 }, 'Desconto inválido'],
    ['desconto', { valorMensalidade: '100.00', desconto: '100.01' }, 'Desconto não pode ser maior que o valor da mensalidade'],
  ])('%s %j → "%s"', async (field, override, message) => {
    const athlete = await makeAthlete(ctx.db);
    const before = await ctx.db.select().from(enrollments);
    const res = await call('POST', '/api/enrollments', enrollmentInput(athlete!.id, teamId, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
    expect(await ctx.db.select().from(enrollments)).toEqual(before);
  });

  test('desconto is optional (0.00) and may equal the fee; a comma is a decimal point', async () => {
    const athlete = await makeAthlete(ctx.db);
    const { desconto: _omitted, ...input } = enrollmentInput(athlete!.id, teamId, { valorMensalidade: '150,50' });
    const res = await call('POST', '/api/enrollments', input);
    expect(res.json()).toMatchObject({ valorMensalidade: '150.50', desconto: '0.00' });
    const other = await makeAthlete(ctx.db);
    const free = await call('POST', '/api/enrollments', enrollmentInput(other!.id, teamId, { valorMensalidade: '90', desconto: 90 }));
    expect(free.statusCode).toBe(201);
    expect((await instalmentsOf(free.json().id))[0]!.valor).toBe('0.00');
  });

  test('the athlete must exist and be active, the team too; the first due date within a year of today', async () => {
    const athlete = await makeAthlete(ctx.db);
    const inactiveAthlete = await makeAthlete(ctx.db, { status: 'inativo' });
    const inactiveTeam = await makeTeam(ctx.db, unitId, { status: 'inativo' });
    const cases = [
      [enrollmentInput(999999, teamId), { athleteId: 'Atleta não encontrado' }],
      [enrollmentInput(inactiveAthlete!.id, teamId), { athleteId: 'Atleta inativo' }],
      [enrollmentInput(athlete!.id, 999999), { teamId: 'Turma não encontrada' }],
      [enrollmentInput(athlete!.id, inactiveTeam!.id), { teamId: 'Turma inativa' }],
      [enrollmentInput(athlete!.id, teamId, { dataVencimento: addDays(today, -400) }), { dataVencimento: 'Data de vencimento deve estar a no máximo um ano de hoje' }],
      [enrollmentInput(athlete!.id, teamId, { dataVencimento: addDays(today, 400) }), { dataVencimento: 'Data de vencimento deve estar a no máximo um ano de hoje' }],
    ] as const;
    for (const [input, errors] of cases) {
      const res = await call('POST', '/api/enrollments', input);
      expect(res.statusCode, JSON.stringify(errors)).toBe(400);
      expect(res.json()).toEqual({ message: Object.values(errors)[0], errors });
    }
    expect(await ctx.db.select().from(enrollments).where(eq(enrollments.athleteId, athlete!.id))).toEqual([]);
  });

  test('a second active enrolment of the athlete in the same team is a 409; another team is fine', async () => {
    const athlete = await makeAthlete(ctx.db);
    expect((await call('POST', '/api/enrollments', enrollmentInput(athlete!.id, teamId))).statusCode).toBe(201);
    const again = await call('POST', '/api/enrollments', enrollmentInput(athlete!.id, teamId));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Este atleta já possui uma matrícula ativa nesta turma' });
    const otherTeam = await makeTeam(ctx.db, unitId);
    expect((await call('POST', '/api/enrollments', enrollmentInput(athlete!.id, otherTeam!.id))).statusCode).toBe(201);
  });
});

describe('edit', () => {
  test('records team and fee changes, and re-values only the instalments not yet paid and not yet due', async () => {
    const { enrollment } = await enrolmentWithHistory();
    const newTeam = await makeTeam(ctx.db, unitId, { nome: 'Futebol Sub-13 Noite' });
    const res = await call('PATCH', `/api/enrollments/${enrollment!.id}`, { teamId: String(newTeam!.id), valorMensalidade: '220', desconto: '10.5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ teamId: newTeam!.id, valorMensalidade: '220.00', desconto: '10.50', team: { nome: 'Futebol Sub-13 Noite' } });

    expect((await instalmentsOf(enrollment!.id)).map((i) => [i.numeroMensalidade, i.valor])).toEqual([
      [1, '180.00'],
      [2, '180.00'],
      [3, '209.50'],
      [4, '209.50'],
    ]);
    const teamChanges = await call('GET', `/api/enrollments/${enrollment!.id}/team-changes`, undefined, professor);
    expect(teamChanges.json()).toEqual([
      {
        id: expect.any(Number),
        changeDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        oldTeamId: teamId,
        newTeamId: newTeam!.id,
        oldTeam: { id: teamId, nome: 'Futebol Sub-11 Tarde' },
        newTeam: { id: newTeam!.id, nome: 'Futebol Sub-13 Noite' },
      },
    ]);
    const valueChanges = await call('GET', `/api/enrollments/${enrollment!.id}/payment-changes`, undefined, professor);
    expect(valueChanges.json()).toEqual([
      { id: expect.any(Number), changeDate: expect.any(String), oldValue: '180.00', newValue: '220.00', oldDiscount: '0.00', newDiscount: '10.50' },
    ]);
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, enrollment!.id));
    expect(log).toMatchObject({ action: 'update', entity: 'enrollments', changes: expect.objectContaining({ parcelasReajustadas: 2 }) });
  });

  test('a discount-only change is a value change with the fee and discount before and after; saving the same values records nothing', async () => {
    const { enrollment } = await enrolmentWithHistory();
    await call('PATCH', `/api/enrollments/${enrollment!.id}`, { teamId, valorMensalidade: '180.00' });
    expect(await ctx.db.select().from(paymentValueHistory).where(eq(paymentValueHistory.enrollmentId, enrollment!.id))).toEqual([]);

    await call('PATCH', `/api/enrollments/${enrollment!.id}`, { teamId, valorMensalidade: 180, desconto: '30' });
    expect((await instalmentsOf(enrollment!.id)).map((i) => i.valor)).toEqual(['180.00', '180.00', '150.00', '150.00']);
    expect(await ctx.db.select().from(teamChangeHistory).where(eq(teamChangeHistory.enrollmentId, enrollment!.id))).toEqual([]);
    const changes = await call('GET', `/api/enrollments/${enrollment!.id}/payment-changes`, undefined, professor);
    expect(changes.json()).toEqual([
      { id: expect.any(Number), changeDate: expect.any(String), oldValue: '180.00', newValue: '180.00', oldDiscount: '0.00', newDiscount: '30.00' },
    ]);
  });

  test('a value change recorded before discounts were kept answers null discounts', async () => {
    const { enrollment } = await enrolmentWithHistory();
    await ctx.db.insert(paymentValueHistory).values({ enrollmentId: enrollment!.id, oldValue: '150.00', newValue: '180.00' });
    expect((await call('GET', `/api/enrollments/${enrollment!.id}/payment-changes`)).json()).toEqual([
      { id: expect.any(Number), changeDate: expect.any(String), oldValue: '150.00', newValue: '180.00', oldDiscount: null, newDiscount: null },
    ]);
  });

  test.each([
    ['teamId', { teamId: '' }, 'Turma é obrigatória'],
    ['valorMensalidade', { valorMensalidade: '' }, 'Valor da mensalidade é obrigatório'],
    ['valorMensalidade', { valorMensalidade: '0.00' }, 'Valor da mensalidade deve ser maior que zero'],
    ['desconto', { desconto: '-1' }, 'Desconto inválido'],
    ['desconto', { desconto: '500' }, 'Desconto não pode ser maior que o valor da mensalidade'],
  ])('%s %j → "%s"', async (field, override, message) => {
    const { enrollment } = await enrolmentWithHistory();
    const res = await call('PATCH', `/api/enrollments/${enrollment!.id}`, { teamId, valorMensalidade: '200.00', desconto: '0', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
    const [stored] = await ctx.db.select().from(enrollments).where(eq(enrollments.id, enrollment!.id));
    expect(stored!.valorMensalidade).toBe('180.00');
  });

  test('moving to an unknown or inactive team is refused; an inactive enrolment cannot be edited (409)', async () => {
    const { enrollment } = await enrolmentWithHistory();
    const inactiveTeam = await makeTeam(ctx.db, unitId, { status: 'inativo' });
    const unknown = await call('PATCH', `/api/enrollments/${enrollment!.id}`, { teamId: 999999, valorMensalidade: '180' });
    expect(unknown.json()).toEqual({ message: 'Turma não encontrada', errors: { teamId: 'Turma não encontrada' } });
    const inactive = await call('PATCH', `/api/enrollments/${enrollment!.id}`, { teamId: inactiveTeam!.id, valorMensalidade: '180' });
    expect(inactive.json()).toEqual({ message: 'Turma inativa', errors: { teamId: 'Turma inativa' } });

    const old = await makeEnrollment(ctx.db, (await makeAthlete(ctx.db))!.id, teamId, { status: 'inativa' });
    const refused = await call('PATCH', `/api/enrollments/${old!.id}`, { teamId, valorMensalidade: '300' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ENROLLMENT_INACTIVE });
  });
});

describe('deactivate and reactivate', () => {
  test('deactivating cancels the open instalments not yet due and keeps the overdue one owed; reactivating reopens them', async () => {
    const { enrollment } = await enrolmentWithHistory();
    const res = await call('PATCH', `/api/enrollments/${enrollment!.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ inactivatedPayments: 2, enrollment: { id: enrollment!.id, status: 'inativa', dataInativacao: today } });
    expect((await instalmentsOf(enrollment!.id)).map((i) => i.status)).toEqual(['pago', 'pendente', 'cancelado', 'cancelado']);
    expect((await call('PATCH', `/api/enrollments/${enrollment!.id}/deactivate`)).json()).toEqual({ message: 'Esta matrícula já está inativa' });

    const back = await call('PATCH', `/api/enrollments/${enrollment!.id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ reactivatedPayments: 2, enrollment: { status: 'ativa', dataInativacao: null } });
    expect((await instalmentsOf(enrollment!.id)).map((i) => i.status)).toEqual(['pago', 'pendente', 'pendente', 'pendente']);
    const again = await call('PATCH', `/api/enrollments/${enrollment!.id}/reactivate`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Esta matrícula já está ativa' });
    const actions = await ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, enrollment!.id));
    expect(actions.map((a) => a.action)).toEqual(['deactivate', 'reactivate']);
  });

  test('a reactivated enrolment is renewed, and the months it was inactive are stored cancelled, not charged', async () => {
    const athlete = await makeAthlete(ctx.db);
    const dataVencimento = addDays(today, -95);
    const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId, { dataVencimento, status: 'inativa', dataInativacao: addDays(today, -80) });
    await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 1, dataVencimento });
    await call('PATCH', `/api/enrollments/${enrollment!.id}/reactivate`);
    const stored = await instalmentsOf(enrollment!.id);
    stored.forEach((i, n) => {
      expect(i.numeroMensalidade).toBe(n + 1);
      expect(i.dataVencimento).toBe(instalmentDueDate(dataVencimento, n + 1));
      expect(i.status, i.dataVencimento).toBe(n === 0 ? 'pendente' : i.dataVencimento < today ? 'cancelado' : 'pendente');
    });
    expect(stored.filter((i) => i.status === 'cancelado').length).toBeGreaterThanOrEqual(2);
    expect(stored[stored.length - 1]!.dataVencimento > horizon).toBe(true);
  });

  test('reactivation is refused while the athlete or the team is inactive', async () => {
    const athlete = await makeAthlete(ctx.db, { status: 'inativo' });
    const cancelled = await makeEnrollment(ctx.db, athlete!.id, teamId, { status: 'cancelada' });
    const res = await call('PATCH', `/api/enrollments/${cancelled!.id}/reactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não é possível reativar a matrícula: o atleta está inativo. Reative o atleta primeiro.' });

    const closedTeam = await makeTeam(ctx.db, unitId, { nome: 'Vôlei Adulto', status: 'inativo' });
    const inTeam = await makeEnrollment(ctx.db, (await makeAthlete(ctx.db))!.id, closedTeam!.id, { status: 'inativa' });
    const refused = await call('PATCH', `/api/enrollments/${inTeam!.id}/reactivate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('a turma Vôlei Adulto está inativa');
    const [stored] = await ctx.db.select().from(enrollments).where(eq(enrollments.id, inTeam!.id));
    expect(stored!.status).toBe('inativa');
  });
});

describe('list', () => {
  let searchTeamId: number;
  let family: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    family = await signedIn(ctx.db, 'cliente');
    searchTeamId = (await makeTeam(ctx.db, unitId, { nome: 'Natação Golfinhos' }))!.id;
    const enrol = async (nomeCompleto: string, overrides: Parameters<typeof makeAthlete>[1] = {}, status: 'ativa' | 'inativa' | 'cancelada' = 'ativa') => {
      const athlete = await makeAthlete(ctx.db, { nomeCompleto, ...overrides });
      return makeEnrollment(ctx.db, athlete!.id, searchTeamId, { status });
    };
    const erica = await enrol('Érica Gonçalves', { cpf: '52998224725' });
    await linkGuardian(ctx.db, erica!.athleteId, family.user!.id);
    await enrol('bruno Alves');
    await enrol('Ângela Prado', {}, 'inativa');
    await enrol('Caio Ramos', {}, 'cancelada');
  });

  const names = async (query: string, headers = admin) => {
    const res = await call('GET', `/api/enrollments?teamId=${searchTeamId}&${query}`, undefined, headers);
    expect(res.statusCode).toBe(200);
    return res.json().items.map((e: { athlete: { nomeCompleto: string } }) => e.athlete.nomeCompleto);
  };

  test('sorted by athlete name as a Brazilian reads it, with athlete, team and unit', async () => {
    expect(await names('')).toEqual(['Ângela Prado', 'bruno Alves', 'Caio Ramos', 'Érica Gonçalves']);
    const res = await call('GET', `/api/enrollments?teamId=${searchTeamId}`, undefined, professor);
    expect(res.json()).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(res.json().items[0]).toMatchObject({
      athlete: { nomeCompleto: 'Ângela Prado', cpf: expect.any(String) },
      team: { id: searchTeamId, nome: 'Natação Golfinhos', unit: { id: unitId, nome: 'Unidade Moema' } },
    });
  });

  test('search by athlete name (accents and case ignored), CPF or team name; status; paging', async () => {
    expect(await names('busca=ERICA')).toEqual(['Érica Gonçalves']);
    expect(await names('busca=529.982')).toEqual(['Érica Gonçalves']);
    // Letters with the digits ('Sub-15') name a team, not a piece of Érica's CPF (…82247…).
    expect(await names('busca=Golfinhos-22')).toEqual([]);
    expect(await names('busca=b')).toHaveLength(4);
    const byTeam = (await call('GET', '/api/enrollments?busca=natacao golf')).json();
    expect(byTeam.total).toBe(4);
    expect(await names('status=ativa')).toEqual(['bruno Alves', 'Érica Gonçalves']);
    expect(await names('status=inativa')).toEqual(['Ângela Prado', 'Caio Ramos']);
    const page2 = (await call('GET', `/api/enrollments?teamId=${searchTeamId}&pageSize=3&page=2`)).json();
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((e: { athlete: { nomeCompleto: string } }) => e.athlete.nomeCompleto)).toEqual(['Érica Gonçalves']);
  });

  test('a cliente sees only their family\'s enrolments; another family\'s is 404 everywhere', async () => {
    expect(await names('', family.headers)).toEqual(['Érica Gonçalves']);
    expect((await call('GET', '/api/enrollments', undefined, family.headers)).json().total).toBe(1);
    const { enrollment } = await enrolmentWithHistory();
    for (const url of [
      `/api/enrollments/${enrollment!.id}`,
      `/api/enrollments/${enrollment!.id}/team-changes`,
      `/api/enrollments/${enrollment!.id}/payment-changes`,
    ]) {
      const res = await call('GET', url, undefined, family.headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Matrícula não encontrada' });
    }
    const own = (await call('GET', `/api/enrollments?teamId=${searchTeamId}`, undefined, family.headers)).json().items[0];
    expect((await call('GET', `/api/enrollments/${own.id}`, undefined, family.headers)).json()).toMatchObject({ id: own.id });
    expect((await call('GET', `/api/enrollments/${own.id}/team-changes`, undefined, family.headers)).json()).toEqual([]);
  });
});
