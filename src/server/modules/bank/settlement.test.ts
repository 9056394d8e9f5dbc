import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REFUND_NOT_BANK_PIX } from '@domain/bank';
import { addDays, todayIn } from '@domain/dates';
import { loadConfig } from '../../config';
import { bankCharges, bankConnections, bankRefunds, bankStatementLines, financialRecords, instalments } from '../../db/schema/index';
import { makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import type { StandInBankName } from '../../test/psp/banks';
import { makeLocalCa } from '../../test/psp/certificates';
import { bankEnv, connectionTo } from '../../test/psp/plantel-side';
import { startPspStandIn, type PspStandIn } from '../../test/psp/stand-in';
import { createTestApp, type TestContext } from '../../test/test-app';
import { instalmentTxid } from '../pix/pix.service';
import { syncBanks } from './bank-sync';

/**
 * The settlement loop against the PSP stand-in, for the standard and two banks that deviate from it
 * (docs/pix.md "O banco da escola"): a cobv per open instalment, the Pix paid found by the job and
 * settled once with its ledger row, a static code's Pix too, a Pix without txid proposed, and a bank
 * down for a while losing nothing.
 */
const ca = makeLocalCa();
const env = bankEnv(ca);
const config = { ...loadConfig({ NODE_ENV: 'test', ...env }) };
const today = todayIn(config.timeZone);

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await createTestApp({ env });
  admin = await signedIn(ctx.db, 'administrador');
});
afterAll(() => ctx.close());

describe.each(['padrao', 'bb', 'sicoob'] as const)('with the %s profile', (bank: StandInBankName) => {
  let psp: PspStandIn;
  let teamId: number;
  beforeAll(async () => {
    psp = await startPspStandIn({ ca, bank });
    const companyId = (await makeCompany(ctx.db))!.id;
    const unitId = (await makeUnit(ctx.db, companyId))!.id;
    teamId = (await makeTeam(ctx.db, unitId))!.id;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/bank-connection`,
      headers: admin.headers,
      payload: connectionTo(psp, bank, { formato: 'pem', ...(({ cert, key }) => ({ certificado: cert, chavePrivada: key }))(ca.issueClient('Escola de Teste')) }),
    });
    expect(saved.statusCode).toBe(200);
    const pixSettings = { chave: '12345678000195', nomeRecebedor: 'Escola de Teste', cidade: 'São Paulo' };
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/companies/${companyId}/pix-settings`, headers: admin.headers, payload: pixSettings })).statusCode).toBe(200);
  });
  afterAll(() => psp.close());

  async function openInstalment(valor = '180.00', dueIn = 5) {
    const athlete = await makeAthlete(ctx.db);
    const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
    return (await makeInstalment(ctx.db, enrollment!.id, { valor, dataVencimento: addDays(today, dueIn) }))!;
  }
  const instalment = async (id: number) => (await ctx.db.select().from(instalments).where(eq(instalments.id, id)))[0]!;
  const ledgerRows = (id: number) => ctx.db.select().from(financialRecords).where(eq(financialRecords.monthlyPaymentId, id));
  const activeCharge = async (id: number) =>
    (await ctx.db.select().from(bankCharges).where(and(eq(bankCharges.monthlyPaymentId, id), eq(bankCharges.status, 'ativa'))))[0];

  test('a cobv is made for an open instalment, the Pix paid is settled once with its ledger row', async () => {
    const open = await openInstalment();
    await syncBanks(ctx.db, config);
    const charge = await activeCharge(open.id);
    expect(charge).toMatchObject({ valor: '180.00', copiaECola: expect.stringMatching(/^000201/) });
    // The family's PIX is now the bank's charge, not the static code.
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/monthly-payments/${open.id}/pix`, headers: admin.headers });
    expect(shown.json()).toMatchObject({ txid: charge!.txid, payload: charge!.copiaECola, valor: '180.00' });
    expect(psp.charges.get(charge!.txid)?.body).toMatchObject({ valor: { original: '180.00' }, calendario: { dataDeVencimento: open.dataVencimento } });

    const paid = await psp.pay(charge!.txid);
    await syncBanks(ctx.db, config);
    expect(await instalment(open.id)).toMatchObject({ status: 'pago', metodoPagamento: 'pix', valorPago: '180.00', endToEndId: paid.endToEndId });
    expect(await ledgerRows(open.id)).toEqual([expect.objectContaining({ tipo: 'receita', valor: '180.00' })]);

    // Read again in the next window's overlap: nothing more.
    await syncBanks(ctx.db, config, new Date(Date.now() + 60_000));
    expect(await ledgerRows(open.id)).toHaveLength(1);
    expect(await ctx.db.select().from(bankStatementLines).where(eq(bankStatementLines.fitid, paid.endToEndId))).toEqual([
      expect.objectContaining({ status: 'conciliada', monthlyPaymentId: open.id }),
    ]);
    expect((await ctx.db.select().from(bankCharges).where(eq(bankCharges.txid, charge!.txid)))[0]!.status).toBe('paga');
    expect(psp.nonConforming).toEqual([]);
  });

  test("a static code's Pix with its txid is settled; one without txid becomes a proposal", async () => {
    const open = await openInstalment('95.50', 60);
    await psp.receive({ valor: '95.50', txid: instalmentTxid(open.id) });
    const stranger = await psp.receive({ valor: '95.50', pagador: { nome: 'Fulano de Tal', cpf: '12345678909' } });
    await syncBanks(ctx.db, config, new Date(Date.now() + 120_000));
    expect(await instalment(open.id)).toMatchObject({ status: 'pago', metodoPagamento: 'pix' });
    expect(await ctx.db.select().from(bankStatementLines).where(eq(bankStatementLines.fitid, stranger.endToEndId))).toEqual([
      expect.objectContaining({ status: 'pendente', valor: '95.50', monthlyPaymentId: null, descricao: 'Pix Fulano de Tal · CPF ***.456.789-**' }),
    ]);
  });

  test('the webhook settles a Pix at once, reading it back from the bank; the poll that reads it again changes nothing more', async () => {
    const open = await openInstalment('120.00', 4);
    await syncBanks(ctx.db, config, new Date(Date.now() + 150_000));
    const paid = await psp.pay((await activeCharge(open.id))!.txid);
    const [connection] = await ctx.db.select().from(bankConnections).where(eq(bankConnections.perfil, bank));
    const notify = (pix: object[], token = connection!.webhookToken) => ctx.app.inject({ method: 'POST', url: `/api/bank-webhooks/${token}/pix`, payload: { pix } });

    expect((await notify([paid])).json()).toEqual({ recebidos: 1 });
    expect(await instalment(open.id)).toMatchObject({ status: 'pago', endToEndId: paid.endToEndId });
    expect((await notify([paid])).json()).toEqual({ recebidos: 0 });
    await syncBanks(ctx.db, config, new Date(Date.now() + 170_000));
    expect(await ledgerRows(open.id)).toHaveLength(1);

    // A call that names a Pix the bank does not know settles nothing; an unknown address is not found.
    const forged = await notify([{ ...paid, endToEndId: `E${'9'.repeat(31)}` }]);
    expect(forged.statusCode).toBe(502);
    expect((await notify([paid], 'desconhecido')).statusCode).toBe(404);
  });

  test('a bank down for a while loses nothing: the job says so, backs off, and settles once it is back', async () => {
    const open = await openInstalment('210.00', 3);
    await syncBanks(ctx.db, config, new Date(Date.now() + 180_000));
    const charge = await activeCharge(open.id);
    psp.down(true);
    const paid = await psp.pay(charge!.txid);
    await syncBanks(ctx.db, config, new Date(Date.now() + 240_000));
    const [connection] = await ctx.db.select().from(bankConnections).where(eq(bankConnections.perfil, bank));
    // Each bank's own error shape, read: the standard's Problema, Banco do Brasil's erros[].
    expect(connection).toMatchObject({ falhasSeguidas: 1, ultimoErro: expect.stringMatching(/^O banco está fora do ar \(HTTP 503\): .*Serviço indisponível$/) });
    psp.down(false);
    await syncBanks(ctx.db, config, new Date(Date.now() + 6 * 60_000));
    expect(await instalment(open.id)).toMatchObject({ status: 'pago', endToEndId: paid.endToEndId });
    expect((await ctx.db.select().from(bankConnections).where(eq(bankConnections.perfil, bank)))[0]).toMatchObject({ falhasSeguidas: 0, ultimoErro: null });
  });

  const refund = (id: number, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/monthly-payments/${id}/pix-refunds`, headers: admin.headers, payload });
  const refundsAtBank = (e2eid: string) => psp.calls.filter((call) => call.method === 'PUT' && call.path.includes(`/pix/${e2eid}/devolucao/`) && call.status < 300);

  /** An instalment the bank settled; `at` keeps each test's turns after the earlier tests' (the poll reads 10 minutes back). */
  async function paidByBank(valor: string, at: number) {
    const open = await openInstalment(valor, 2);
    await syncBanks(ctx.db, config, new Date(Date.now() + at));
    const paid = await psp.pay((await activeCharge(open.id))!.txid);
    await syncBanks(ctx.db, config, new Date(Date.now() + at + 30_000));
    expect(await instalment(open.id)).toMatchObject({ status: 'pago', endToEndId: paid.endToEndId });
    return { open, paid };
  }

  test('a refund gives part of the Pix back and lowers the receita; refunding the rest reopens the fee', async () => {
    const { open, paid } = await paidByBank('180.00', 7 * 60_000);

    const part = await refund(open.id, { valor: '50,00', motivo: 'Desconto de irmão esquecido' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ viaBanco: true, devolvivel: '130.00', devolucoes: [{ valor: '50.00', status: 'em_processamento', motivo: 'Desconto de irmão esquecido' }] });
    expect(await instalment(open.id)).toMatchObject({ status: 'pago', valorPago: '130.00' });
    expect(await ledgerRows(open.id)).toEqual([expect.objectContaining({ tipo: 'receita', valor: '130.00' })]);
    expect(refundsAtBank(paid.endToEndId)).toHaveLength(1);

    const tooMuch = await refund(open.id, { valor: '130,01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('O valor passa do que ainda pode ser devolvido desta parcela (R$ 130,00)');

    expect((await refund(open.id, { valor: '130,00' })).json()).toMatchObject({ viaBanco: false, devolvivel: '0.00' });
    expect(await instalment(open.id)).toMatchObject({ status: 'pendente', valorPago: null, endToEndId: null });
    expect(await ledgerRows(open.id)).toEqual([]);
    expect(refundsAtBank(paid.endToEndId)).toHaveLength(2);
    expect(psp.nonConforming).toEqual([]);
  });

  test('a refund the bank did not answer stays asked for, and the next turn gets it done once', async () => {
    const { open, paid } = await paidByBank('75.00', 8 * 60_000);
    psp.down(true);
    const lost = await refund(open.id, { valor: '75,00' });
    psp.down(false);
    expect(lost.statusCode).toBe(502);
    expect(lost.json().message).toMatch(/^O banco está fora do ar \(HTTP 503\).*A devolução fica pendente e será pedida de novo automaticamente\.$/);
    expect(await instalment(open.id)).toMatchObject({ status: 'pago' });
    // Spoken for: nothing more can be asked back meanwhile.
    expect((await refund(open.id, { valor: '0,01' })).statusCode).toBe(400);

    await syncBanks(ctx.db, config, new Date(Date.now() + 9 * 60_000));
    await syncBanks(ctx.db, config, new Date(Date.now() + 9.5 * 60_000));
    expect(await instalment(open.id)).toMatchObject({ status: 'pendente' });
    expect(refundsAtBank(paid.endToEndId)).toHaveLength(1);
  });

  test('a refund just asked for is left to its request: a turn at that moment does not ask the bank again', async () => {
    // After the last test's turns (9.5 min) and within the poll's 10 minutes back.
    const at = 9.75 * 60_000;
    const { open, paid } = await paidByBank('95.00', at);
    psp.down(true);
    expect((await refund(open.id, { valor: '95,00' })).statusCode).toBe(502);
    psp.down(false);
    // On the turns' clock, which runs ahead of the wall's here, the refund was asked at +40 s.
    const asked = Date.now() + at + 40_000;
    await ctx.db.update(bankRefunds).set({ updatedAt: new Date(asked) }).where(eq(bankRefunds.monthlyPaymentId, open.id));

    await syncBanks(ctx.db, config, new Date(asked + 5_000));
    expect(refundsAtBank(paid.endToEndId)).toHaveLength(0);
    expect(await instalment(open.id)).toMatchObject({ status: 'pago' });

    await syncBanks(ctx.db, config, new Date(asked + 90_000));
    expect(refundsAtBank(paid.endToEndId)).toHaveLength(1);
    expect(await instalment(open.id)).toMatchObject({ status: 'pendente' });
  });

  test('a fee paid otherwise is refunded at the bank app, not here', async () => {
    const open = await openInstalment('60.00', 1);
    const cash = await ctx.app.inject({ method: 'PATCH', url: `/api/monthly-payments/${open.id}/process`, headers: admin.headers, payload: { dataPagamento: today, metodoPagamento: 'dinheiro' } });
    expect(cash.statusCode).toBe(200);
    const refused = await refund(open.id, { valor: '60,00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REFUND_NOT_BANK_PIX);
  });
});
