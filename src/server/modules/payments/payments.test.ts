import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { FAMILY_AND_STAFF, STAFF } from '@domain/roles';
import { auditLog, categories, financialRecords, instalments } from '../../db/schema/index';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';
import { NOT_PAID } from './payments.service';
import { ALREADY_PAID, CANCELLED_CANNOT_BE_PAID } from '@domain/messages';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let professor: Awaited<ReturnType<typeof signedIn>>;
let unitId: number;
let teamId: number;
const today = todayIn('America/Sao_Paulo');

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador', { nome: 'Marta' });
  professor = await signedIn(ctx.db, 'professor');
  unitId = (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id, { nome: 'Unidade Tatuapé' }))!.id;
  teamId = (await makeTeam(ctx.db, unitId, { nome: 'Judô Sub-9' }))!.id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PATCH', url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const payment = (overrides: Record<string, unknown> = {}) => ({
  dataPagamento: today,
  metodoPagamento: 'pix',
  valorDesconto: 0,
  observacoes: '',
  ...overrides,
});

/** The second instalment (R$ 180,00, due in 5 days) of a fresh athlete's enrolment. */
async function openInstalment(athleteOverrides: Parameters<typeof makeAthlete>[1] = {}, overrides: Parameters<typeof makeInstalment>[2] = {}) {
  const athlete = await makeAthlete(ctx.db, athleteOverrides);
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
  const instalment = await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 2, dataVencimento: addDays(today, 5), ...overrides });
  return { athlete, enrollment, instalment };
}

const storedInstalment = async (id: number) => (await ctx.db.select().from(instalments).where(eq(instalments.id, id)))[0];
const ledgerOf = (id: number) => ctx.db.select().from(financialRecords).where(eq(financialRecords.monthlyPaymentId, id));

describe('refusals', () => {
  test.each([
    ['GET', '/api/monthly-payments/1', FAMILY_AND_STAFF],
    ['PATCH', '/api/monthly-payments/1/process', STAFF],
    ['PATCH', '/api/monthly-payments/1/cancel', STAFF],
  ] as const)('%s %s: 401 without a session, 403 for the other roles, nothing stored', async (method, url, allowed) => {
    await openInstalment();
    const before = await ctx.db.select().from(instalments);
    await expectRefusals(ctx, { method, url, payload: payment() }, allowed);
    expect(await ctx.db.select().from(instalments)).toEqual(before);
    expect(await ctx.db.select().from(financialRecords)).toEqual([]);
  });

  test('malformed bodies never give a 500', async () => {
    const { instalment } = await openInstalment();
    await expectNoServerErrorForMalformedBodies(ctx, { method: 'PATCH', url: `/api/monthly-payments/${instalment!.id}/process` }, admin.headers);
    expect((await storedInstalment(instalment!.id))!.status).toBe('pendente');
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400, not a 500', async (id) => {
    expect((await call('GET', `/api/monthly-payments/${id}`)).statusCode).toBe(400);
    expect((await call('PATCH', `/api/monthly-payments/${id}/process`, payment())).statusCode).toBe(400);
    expect((await call('PATCH', `/api/monthly-payments/${id}/cancel`)).statusCode).toBe(400);
  });

  test('an unknown instalment is a 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/monthly-payments/999999'],
      ['PATCH', '/api/monthly-payments/999999/process'],
      ['PATCH', '/api/monthly-payments/999999/cancel'],
    ] as const) {
      const res = await call(method, url, method === 'PATCH' ? payment() : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Parcela não encontrada' });
    }
  });
});

describe('process', () => {
  test('marks the instalment paid and records one receita of the amount paid, in the Mensalidades category', async () => {
    const { athlete, enrollment, instalment } = await openInstalment({ nomeCompleto: 'Rafaela Duarte' });
    const res = await call(
      'PATCH',
      `/api/monthly-payments/${instalment!.id}/process`,
      payment({ dataPagamento: addDays(today, -1), metodoPagamento: 'cartao_debito', valorDesconto: '15,50', observacoes: ' Pagou no balcão ' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: instalment!.id,
      numeroMensalidade: 2,
      status: 'pago',
      situacao: 'pago',
      valor: '180.00',
      valorDesconto: '15.50',
      valorPago: '164.50',
      dataPagamento: addDays(today, -1),
      metodoPagamento: 'cartao_debito',
      observacoes: 'Pagou no balcão',
      processedByUserId: admin.user!.id,
      processedBy: { id: admin.user!.id, nome: 'Marta' },
      enrollment: { id: enrollment!.id, athlete: { id: athlete!.id, nomeCompleto: 'Rafaela Duarte' }, team: { nome: 'Judô Sub-9', unit: { id: unitId } } },
    });
    expect(await storedInstalment(instalment!.id)).toMatchObject({ status: 'pago', valorPago: '164.50', processedByUserId: admin.user!.id });

    const [instalmentsCategory] = await ctx.db
      .select()
      .from(categories)
      .where(and(eq(categories.nome, 'Mensalidades'), eq(categories.tipo, 'receita')));
    expect(await ledgerOf(instalment!.id)).toEqual([
      expect.objectContaining({
        tipo: 'receita',
        categoria: 'Mensalidades',
        categoryId: instalmentsCategory!.id,
        subcategoria: null,
        descricao: 'Mensalidade 2 - Rafaela Duarte',
        valor: '164.50',
        data: addDays(today, -1),
        unitId,
        enrollmentId: enrollment!.id,
        monthlyPaymentId: instalment!.id,
      }),
    ]);
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'monthly_payments'), eq(auditLog.entityId, instalment!.id)));
    expect(log).toMatchObject({ action: 'process', userId: admin.user!.id, changes: expect.objectContaining({ valorPago: '164.50' }) });
  });

  test('a professor may process; a discount of the whole value records a zero receita; an overdue instalment can be paid', async () => {
    const { instalment } = await openInstalment({}, { dataVencimento: addDays(today, -20) });
    const res = await call('PATCH', `/api/monthly-payments/${instalment!.id}/process`, payment({ valorDesconto: 180 }), professor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valorPago: '0.00', processedByUserId: professor.user!.id });
    expect((await ledgerOf(instalment!.id)).map((r) => r.valor)).toEqual(['0.00']);
  });

  test('paying a paid instalment is a 409 and records nothing more', async () => {
    const { instalment } = await openInstalment();
    expect((await call('PATCH', `/api/monthly-payments/${instalment!.id}/process`, payment())).statusCode).toBe(200);
    const again = await call('PATCH', `/api/monthly-payments/${instalment!.id}/process`, payment({ metodoPagamento: 'dinheiro' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_PAID });
    expect((await storedInstalment(instalment!.id))!.metodoPagamento).toBe('pix');
    expect(await ledgerOf(instalment!.id)).toHaveLength(1);
  });

  test('a cancelled instalment cannot be paid (409)', async () => {
    const { instalment } = await openInstalment({}, { status: 'cancelado' });
    const res = await call('PATCH', `/api/monthly-payments/${instalment!.id}/process`, payment());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CANCELLED_CANNOT_BE_PAID });
    expect(await ledgerOf(instalment!.id)).toEqual([]);
  });

  test('two simultaneous payments of one instalment: one 200, one 409, one receita', async () => {
    for (let round = 0; round < 5; round++) {
      const { instalment } = await openInstalment();
      const url = `/api/monthly-payments/${instalment!.id}/process`;
      const results = await Promise.all([
        call('PATCH', url, payment({ metodoPagamento: 'pix' })),
        call('PATCH', url, payment({ metodoPagamento: 'dinheiro' }), professor.headers),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({ message: ALREADY_PAID });
      expect(await ledgerOf(instalment!.id)).toHaveLength(1);
      const winner = results.find((r) => r.statusCode === 200)!.json();
      expect((await storedInstalment(instalment!.id))!.metodoPagamento).toBe(winner.metodoPagamento);
    }
  });

  test.each([
    ['dataPagamento', { dataPagamento: '' }, 'Data do pagamento é obrigatória'],
    ['dataPagamento', { dataPagamento: undefined }, 'Data do pagamento é obrigatória'],
    ['dataPagamento', { dataPagamento: '2026-13-01' }, 'Data do pagamento é obrigatória'],
    ['metodoPagamento', { metodoPagamento: '' }, 'Método de pagamento é obrigatório'],
    ['metodoPagamento', { metodoPagamento: undefined }, 'Método de pagamento é obrigatório'],
    ['metodoPagamento', { metodoPagamento: 'boleto' }, 'Método de pagamento inválido'],
    ['valorDesconto', { valorDesconto: -1 }, 'Desconto inválido'],
    ['valorDesconto', { valorDesconto: 'dez' }, 'Desconto inválido'],
    ['valorDesconto', { valorDesconto: '1.001' }, 'Desconto inválido'],
    ['valorDesconto', { valorDesconto: '180.01' }, 'Desconto não pode ser maior que o valor da parcela'],
    ['dataPagamento', { dataPagamento: addDays(today, 1) }, 'Data do pagamento não pode ser futura'],
    ['dataPagamento', { dataPagamento: '1900-01-01' }, 'Data do pagamento deve ser a partir de 01/01/2000'],
  ])('%s %j → "%s", nothing stored', async (field, override, message) => {
    const { instalment } = await openInstalment();
    const res = await call('PATCH', `/api/monthly-payments/${instalment!.id}/process`, payment(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
    expect(await storedInstalment(instalment!.id)).toEqual(instalment);
    expect(await ledgerOf(instalment!.id)).toEqual([]);
  });

  test('valorDesconto and observacoes are optional', async () => {
    const { instalment } = await openInstalment();
    const res = await call('PATCH', `/api/monthly-payments/${instalment!.id}/process`, { dataPagamento: today, metodoPagamento: 'dinheiro' });
    expect(res.json()).toMatchObject({ valorDesconto: '0.00', valorPago: '180.00', observacoes: null });
  });

  test('the Mensalidades category is created if the school removed it', async () => {
    await ctx.db.delete(categories).where(eq(categories.nome, 'Mensalidades'));
    const { instalment } = await openInstalment();
    expect((await call('PATCH', `/api/monthly-payments/${instalment!.id}/process`, payment())).statusCode).toBe(200);
    const [created] = await ctx.db.select().from(categories).where(eq(categories.nome, 'Mensalidades'));
    expect(created).toMatchObject({ tipo: 'receita' });
    expect((await ledgerOf(instalment!.id))[0]!.categoryId).toBe(created!.id);
  });
});

describe('cancel', () => {
  test('reopens the instalment and removes its receita', async () => {
    const { instalment } = await openInstalment();
    await call('PATCH', `/api/monthly-payments/${instalment!.id}/process`, payment({ valorDesconto: 20, observacoes: 'Adiantado' }));
    const res = await call('PATCH', `/api/monthly-payments/${instalment!.id}/cancel`, undefined, professor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: instalment!.id, status: 'pendente', situacao: 'pendente', valorPago: null, processedBy: null });
    expect(await storedInstalment(instalment!.id)).toMatchObject({
      status: 'pendente',
      dataPagamento: null,
      metodoPagamento: null,
      valorPago: null,
      valorDesconto: '0.00',
      processedByUserId: null,
      observacoes: null,
      valor: '180.00',
    });
    expect(await ledgerOf(instalment!.id)).toEqual([]);
    const logs = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'monthly_payments'), eq(auditLog.entityId, instalment!.id)));
    expect(logs.map((l) => l.action)).toEqual(['process', 'cancel']);
    expect(logs[1]!.changes).toMatchObject({ pagamentoCancelado: { valorPago: '160.00', metodoPagamento: 'pix', observacoes: 'Adiantado' } });

    // Reopened, it can be paid again.
    expect((await call('PATCH', `/api/monthly-payments/${instalment!.id}/process`, payment())).statusCode).toBe(200);
    expect(await ledgerOf(instalment!.id)).toHaveLength(1);
  });

  test('an overdue instalment reopens as overdue', async () => {
    const { instalment } = await openInstalment({}, { dataVencimento: addDays(today, -3) });
    await call('PATCH', `/api/monthly-payments/${instalment!.id}/process`, payment());
    const res = await call('PATCH', `/api/monthly-payments/${instalment!.id}/cancel`);
    expect(res.json()).toMatchObject({ status: 'pendente', situacao: 'atrasado' });
  });

  test('cancelling an unpaid instalment is a 409', async () => {
    for (const status of ['pendente', 'cancelado'] as const) {
      const { instalment } = await openInstalment({}, { status });
      const res = await call('PATCH', `/api/monthly-payments/${instalment!.id}/cancel`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: NOT_PAID });
      expect(await storedInstalment(instalment!.id)).toEqual(instalment);
    }
  });
});

describe('one instalment, and a cliente\'s scope', () => {
  test('a cliente reads their family\'s instalment; another family\'s is a 404', async () => {
    const family = await signedIn(ctx.db, 'cliente');
    const own = await openInstalment({ nomeCompleto: 'Téo Martins' }, { dataVencimento: addDays(today, -1) });
    await linkGuardian(ctx.db, own.enrollment!.athleteId, family.user!.id);
    const res = await call('GET', `/api/monthly-payments/${own.instalment!.id}`, undefined, family.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: own.instalment!.id,
      enrollmentId: own.enrollment!.id,
      numeroMensalidade: 2,
      valor: '180.00',
      valorDesconto: '0.00',
      valorAcrescimo: '0.00',
      valorPago: null,
      dataVencimento: addDays(today, -1),
      dataPagamento: null,
      metodoPagamento: null,
      observacoes: null,
      status: 'pendente',
      situacao: 'atrasado',
      // The school charges no multa e juros here.
      atraso: null,
      processedByUserId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      enrollment: {
        id: own.enrollment!.id,
        tipoPlano: 'mensal',
        athlete: { id: own.athlete!.id, nomeCompleto: 'Téo Martins' },
        team: { id: teamId, nome: 'Judô Sub-9', unit: { id: unitId, nome: 'Unidade Tatuapé' } },
      },
      processedBy: null,
      multaJuros: null,
    });

    const other = await openInstalment();
    const refused = await call('GET', `/api/monthly-payments/${other.instalment!.id}`, undefined, family.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Parcela não encontrada' });
    expect((await call('GET', `/api/enrollments-with-payments/${other.enrollment!.id}`, undefined, family.headers)).statusCode).toBe(404);
  });
});
