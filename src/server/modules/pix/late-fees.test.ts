import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { amountDue, JUROS_ABOVE_LIMIT, MULTA_ABOVE_LIMIT } from '@domain/late-fees';
import { LATE_FEES_CATEGORY, LATE_FEES_CATEGORY_PROTECTED } from '@domain/ledger';
import { loadConfig } from '../../config';
import { bankCharges, categories, financialRecords, instalments } from '../../db/schema/index';
import { makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { makeLocalCa } from '../../test/psp/certificates';
import { bankEnv, connectionTo } from '../../test/psp/plantel-side';
import { startPspStandIn, type PspStandIn } from '../../test/psp/stand-in';
import { createTestApp, type TestContext } from '../../test/test-app';
import { syncBanks } from '../bank/bank-sync';

/**
 * Multa e juros (docs/pix.md "Multa e juros"): the school's policy per company with a unit's own
 * overriding it, the amount due it adds to an overdue instalment on every screen and charge, the
 * payment that books the fees under their own category, and the bank's cobv that carries them.
 */
const ca = makeLocalCa();
const env = bankEnv(ca);
const config = loadConfig({ NODE_ENV: 'test', ...env });
const today = todayIn(config.timeZone);
const policy = { multaPercentual: '2.00', jurosMensalPercentual: '1.00' };

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let professor: Awaited<ReturnType<typeof signedIn>>;
let companyId: number;
let unitId: number;
let teamId: number;

beforeAll(async () => {
  ctx = await createTestApp({ env });
  admin = await signedIn(ctx.db, 'administrador');
  professor = await signedIn(ctx.db, 'professor');
  companyId = (await makeCompany(ctx.db))!.id;
  unitId = (await makeUnit(ctx.db, companyId))!.id;
  teamId = (await makeTeam(ctx.db, unitId))!.id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'PATCH' | 'POST', url: string, payload?: object, headers = admin.headers) =>
  ctx.app.inject({ method, url, payload, headers });

async function openInstalment(dataVencimento: string, valor = '180.00', team = teamId) {
  const athlete = await makeAthlete(ctx.db, { responsavelTelefone: '11987654321' });
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, team);
  const instalment = await makeInstalment(ctx.db, enrollment!.id, { valor, dataVencimento });
  return { enrollmentId: enrollment!.id, instalment: instalment! };
}

const ledgerOf = (id: number) => ctx.db.select().from(financialRecords).where(eq(financialRecords.monthlyPaymentId, id)).orderBy(financialRecords.id);

describe('the policy', () => {
  test('is kept per company, a unit may have its own, and removing it brings the company’s back', async () => {
    const saved = await call('PUT', `/api/companies/${companyId}/late-fee-settings`, { multaPercentual: '2', jurosMensalPercentual: '1,0' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(policy);
    expect((await call('GET', `/api/companies/${companyId}/late-fee-settings`)).json()).toEqual(policy);
    expect((await call('GET', `/api/units/${unitId}/late-fee-settings`)).json()).toBeNull();
    expect((await call('GET', `/api/units/${unitId}/late-fee-settings/effective`)).json()).toEqual({ ...policy, origem: 'empresa' });

    expect((await call('PUT', `/api/units/${unitId}/late-fee-settings`, { multaPercentual: 1, jurosMensalPercentual: '0.5' })).statusCode).toBe(200);
    expect((await call('GET', `/api/units/${unitId}/late-fee-settings/effective`)).json()).toEqual({
      multaPercentual: '1.00',
      jurosMensalPercentual: '0.50',
      origem: 'unidade',
    });

    expect((await call('DELETE', `/api/units/${unitId}/late-fee-settings`)).statusCode).toBe(204);
    expect((await call('GET', `/api/units/${unitId}/late-fee-settings/effective`)).json()).toEqual({ ...policy, origem: 'empresa' });
  });

  test('refuses more than the law allows, and anyone but an administrador', async () => {
    const refused = await call('PUT', `/api/companies/${companyId}/late-fee-settings`, { multaPercentual: '10', jurosMensalPercentual: '2' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ multaPercentual: MULTA_ABOVE_LIMIT, jurosMensalPercentual: JUROS_ABOVE_LIMIT });
    expect((await call('PUT', `/api/companies/${companyId}/late-fee-settings`, policy, professor.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/companies/${companyId}/late-fee-settings`, undefined, professor.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/companies/999999/late-fee-settings`)).statusCode).toBe(404);
  });
});

describe('an overdue instalment', () => {
  beforeAll(async () => {
    expect((await call('PUT', `/api/companies/${companyId}/late-fee-settings`, policy)).statusCode).toBe(200);
  });

  test('shows what it costs today, and its PIX charges that', async () => {
    const due = addDays(today, -20);
    const { enrollmentId, instalment } = await openInstalment(due);
    const { instalment: notDue } = await openInstalment(addDays(today, 5));
    const expected = amountDue('180.00', due, today, policy);
    expect(expected.acrescimo).not.toBe('0.00');

    const finance = (await call('GET', `/api/enrollments-with-payments/${enrollmentId}`)).json();
    expect(finance.multaJuros).toEqual(policy);
    expect(finance.monthlyPayments[0]).toMatchObject({ valor: '180.00', atraso: { total: expected.total, acrescimo: expected.acrescimo } });

    expect((await call('PUT', `/api/companies/${companyId}/pix-settings`, { chave: '12345678000195', nomeRecebedor: 'Escola', cidade: 'São Paulo' })).statusCode).toBe(200);
    const pix = (await call('GET', `/api/monthly-payments/${instalment.id}/pix`)).json();
    expect(pix).toMatchObject({ valor: expected.total, acrescimo: expected.acrescimo });
    // The BR Code's amount (field 54) is the amount due, not the instalment's value.
    expect(pix.payload).toContain(`54${String(expected.total.length).padStart(2, '0')}${expected.total}`);
    expect((await call('GET', `/api/monthly-payments/${notDue.id}/pix`)).json()).toMatchObject({ valor: '180.00', acrescimo: '0.00' });

    const whatsapp = (await call('POST', `/api/monthly-payments/${instalment.id}/whatsapp`)).json();
    expect(whatsapp.mensagem).toContain(`R$ ${expected.total.replace('.', ',')} com multa e juros`);
  });

  test('Processar books the fees typed in their own ledger row and category; cancelling removes both', async () => {
    const { instalment } = await openInstalment(addDays(today, -20));
    const processed = await call('PATCH', `/api/monthly-payments/${instalment.id}/process`, {
      dataPagamento: today,
      metodoPagamento: 'dinheiro',
      valorDesconto: '0',
      valorAcrescimo: '5,00',
    });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ valorAcrescimo: '5.00', valorPago: '185.00' });
    const [category] = await ctx.db.select().from(categories).where(and(eq(categories.nome, LATE_FEES_CATEGORY), eq(categories.tipo, 'receita')));
    expect(await ledgerOf(instalment.id)).toEqual([
      expect.objectContaining({ categoria: 'Mensalidades', valor: '180.00', lateFees: false }),
      expect.objectContaining({ categoria: 'Multa e juros', categoryId: category!.id, valor: '5.00', lateFees: true }),
    ]);

    expect((await call('PATCH', `/api/monthly-payments/${instalment.id}/cancel`)).statusCode).toBe(200);
    expect(await ledgerOf(instalment.id)).toEqual([]);
  });

  test('left out, the fees are what the policy charges on the payment date; paid in time, none', async () => {
    const due = addDays(today, -20);
    const { instalment } = await openInstalment(due);
    const paidOn = addDays(today, -3);
    const expected = amountDue('180.00', due, paidOn, policy);
    const processed = await call('PATCH', `/api/monthly-payments/${instalment.id}/process`, { dataPagamento: paidOn, metodoPagamento: 'pix' });
    expect(processed.json()).toMatchObject({ valorAcrescimo: expected.acrescimo, valorPago: expected.total });
    expect((await ledgerOf(instalment.id)).map((row) => row.valor)).toEqual(['180.00', expected.acrescimo]);

    const { instalment: inTime } = await openInstalment(addDays(today, 3));
    expect((await call('PATCH', `/api/monthly-payments/${inTime.id}/process`, { dataPagamento: today, metodoPagamento: 'pix' })).json()).toMatchObject({
      valorAcrescimo: '0.00',
      valorPago: '180.00',
    });
    expect(await ledgerOf(inTime.id)).toEqual([expect.objectContaining({ categoria: 'Mensalidades', valor: '180.00' })]);
  });

  test('the Multa e juros category can be neither removed nor inactivated', async () => {
    const [category] = await ctx.db.select().from(categories).where(and(eq(categories.nome, LATE_FEES_CATEGORY), eq(categories.tipo, 'receita')));
    const removed = await call('DELETE', `/api/categories/${category!.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(LATE_FEES_CATEGORY_PROTECTED);
  });
});

describe('the bank’s cobv', () => {
  let psp: PspStandIn;
  let bankTeamId: number;
  beforeAll(async () => {
    psp = await startPspStandIn({ ca, bank: 'padrao' });
    const bankCompanyId = (await makeCompany(ctx.db))!.id;
    bankTeamId = (await makeTeam(ctx.db, (await makeUnit(ctx.db, bankCompanyId))!.id))!.id;
    const { cert, key } = ca.issueClient('Escola de Teste');
    expect((await call('PUT', `/api/companies/${bankCompanyId}/bank-connection`, connectionTo(psp, 'padrao', { formato: 'pem', certificado: cert, chavePrivada: key }))).statusCode).toBe(200);
    expect((await call('PUT', `/api/companies/${bankCompanyId}/late-fee-settings`, policy)).statusCode).toBe(200);
  });
  afterAll(() => psp.close());

  test('carries the school’s multa (percentage) and juros (% a month, calendar days), valid by the standard', async () => {
    const { instalment } = await openInstalment(addDays(today, 5), '150.00', bankTeamId);
    await syncBanks(ctx.db, config);
    const [charge] = await ctx.db.select().from(bankCharges).where(eq(bankCharges.monthlyPaymentId, instalment.id));
    expect(psp.charges.get(charge!.txid)?.body).toMatchObject({
      valor: { original: '150.00', multa: { modalidade: 2, valorPerc: '2.00' }, juros: { modalidade: 3, valorPerc: '1.00' } },
    });
    expect((await ctx.db.select().from(instalments).where(eq(instalments.id, instalment.id)))[0]!.status).toBe('pendente');
  });
});
