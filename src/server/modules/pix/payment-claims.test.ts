import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { INSTALMENT_NOT_FOUND } from '@domain/messages';
import { CLAIM_DECIDED, CLAIM_NOT_OPEN, INVALID_COMPROVANTE } from '@domain/payment-claims';
import { FUTURE_PAYMENT_DATE } from '@domain/payment-date';
import { OFFER_CHANGED } from '@domain/pix';
import { auditLog, dunningEvents, financialRecords, instalments, paymentClaims } from '../../db/schema/index';
import { dataUrl, twoColourPng } from '../../test/images';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeInstalment, makePixSettings, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sweepReminders } from '../dunning/dunning.service';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let teamId: number;
const today = todayIn('America/Sao_Paulo');

/** A small real PDF: header, one empty page, end-of-file mark. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador');
  const companyId = (await makeCompany(ctx.db))!.id;
  teamId = (await makeTeam(ctx.db, (await makeUnit(ctx.db, companyId))!.id))!.id;
  await makePixSettings(ctx.db, { companyId });
});
afterAll(() => ctx.close());

let families = 0;
/** A family with one child and two fees of R$ 150,00, both due 3 days ago (a reminder day). */
async function family() {
  const account = await signedIn(ctx.db, 'cliente');
  const athlete = await makeAthlete(ctx.db, { nomeCompleto: `Rita Campos ${++families}`, responsavelEmail: `rita${families}@familia.com.br` });
  await linkGuardian(ctx.db, athlete!.id, account.user!.id);
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
  const fees = [];
  for (const numeroMensalidade of [1, 2]) fees.push((await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade, valor: '150.00', dataVencimento: addDays(today, -3) }))!.id);
  return { account, fees, athleteId: athlete!.id };
}

const claim = (headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/family/payment-claims', headers, payload });
const home = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/family/home', headers })).json().criancas[0].parcelasAbertas as { id: number; conferencia: unknown }[];
const decide = (id: number, action: 'confirm' | 'refuse', payload: object, headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/payment-claims/${id}/${action}`, headers, payload });

describe('Já paguei', () => {
  test('the fee shows Em conferência, leaves Pagar tudo, gets no reminder, and staff see it with the comprovante, re-encoded', async () => {
    const { account, fees } = await family();
    const [claimed, other] = fees;
    const answer = await claim(account.headers, { parcelas: [claimed], dataPagamento: today, comprovante: dataUrl('image/png', await twoColourPng(40, 20)) });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ status: 'em_conferencia', valor: '150.00', temComprovante: true, motivo: null, itens: [{ instalmentId: claimed, aberta: true }] });

    expect((await home(account.headers)).map((fee) => [fee.id, fee.conferencia])).toEqual([
      [claimed, { status: 'em_conferencia', motivo: null }],
      [other, null],
    ]);
    const payAll = await ctx.app.inject({ method: 'POST', url: '/api/family/pix-charges', headers: account.headers, payload: { parcelas: [claimed, other] } });
    expect(payAll.statusCode).toBe(409);
    expect(payAll.json().message).toBe(OFFER_CHANGED);
    const again = await claim(account.headers, { parcelas: [claimed, other], dataPagamento: today });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLAIM_NOT_OPEN);

    await sweepReminders(ctx.db, today);
    const reminded = await ctx.db.select({ id: dunningEvents.monthlyPaymentId }).from(dunningEvents).where(inArray(dunningEvents.monthlyPaymentId, fees));
    expect(reminded.map((row) => row.id)).toEqual([other]);

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/payment-claims', headers: admin.headers })).json();
    const listed = list.items.find((item: { id: number }) => item.id === answer.json().id);
    expect(listed).toMatchObject({ status: 'em_conferencia', solicitante: { id: account.user!.id }, itens: [{ instalmentId: claimed }] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pending-counts', headers: admin.headers })).json().pagamentosInformados).toBe(list.total);

    const file = await ctx.app.inject({ method: 'GET', url: `/api/payment-claims/${listed.id}/comprovante`, headers: admin.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="comprovante-${listed.id}.jpg"`);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
  });

  test('a PDF comprovante is kept; a file that only claims to be a PDF or an image is refused, and nothing is stored', async () => {
    const { account, fees } = await family();
    const fake = await claim(account.headers, { parcelas: [fees[0]], dataPagamento: today, comprovante: dataUrl('application/pdf', Buffer.from('<html><script>alert(1)</script></html>')) });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ message: INVALID_COMPROVANTE, errors: { comprovante: INVALID_COMPROVANTE } });
    const notImage = await claim(account.headers, { parcelas: [fees[0]], dataPagamento: today, comprovante: dataUrl('image/png', Buffer.from('<svg onload="alert(1)"/>')) });
    expect(notImage.statusCode).toBe(400);
    expect(await ctx.db.select().from(paymentClaims).where(eq(paymentClaims.requestedByUserId, account.user!.id))).toEqual([]);

    const pdf = await claim(account.headers, { parcelas: [fees[0]], dataPagamento: addDays(today, -1), comprovante: dataUrl('application/pdf', PDF) });
    expect(pdf.statusCode).toBe(201);
    const file = await ctx.app.inject({ method: 'GET', url: `/api/payment-claims/${pdf.json().id}/comprovante`, headers: admin.headers });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  test('another family’s fee is not found; a future date is refused; without a comprovante is fine', async () => {
    const { fees } = await family();
    const stranger = await signedIn(ctx.db, 'cliente');
    const notMine = await claim(stranger.headers, { parcelas: [fees[0]], dataPagamento: today });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe(INSTALMENT_NOT_FOUND);

    const { account, fees: own } = await family();
    const future = await claim(account.headers, { parcelas: own, dataPagamento: addDays(today, 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(FUTURE_PAYMENT_DATE);
    const bare = await claim(account.headers, { parcelas: own, dataPagamento: today });
    expect(bare.json()).toMatchObject({ valor: '300.00', temComprovante: false });
    const noFile = await ctx.app.inject({ method: 'GET', url: `/api/payment-claims/${bare.json().id}/comprovante`, headers: admin.headers });
    expect(noFile.statusCode).toBe(404);
  });
});

describe('staff decide', () => {
  test('confirming pays the fees still owed by PIX on the day given, with the ledger row, audited; a second decision is refused', async () => {
    const { account, fees } = await family();
    const [paidByHand, owed] = fees;
    const { id } = (await claim(account.headers, { parcelas: fees, dataPagamento: today })).json();
    // The school's bank settled one of them meanwhile.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/monthly-payments/${paidByHand}/process`,
      headers: admin.headers,
      payload: { dataPagamento: today, metodoPagamento: 'pix', valorDesconto: 0, observacoes: '' },
    });

    const professor = await signedIn(ctx.db, 'professor');
    const confirmed = await decide(id, 'confirm', { dataPagamento: addDays(today, -1) }, professor.headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmada', itens: [{ aberta: false }, { aberta: false }] });
    const [row] = await ctx.db.select().from(instalments).where(eq(instalments.id, owed!));
    expect(row).toMatchObject({ status: 'pago', metodoPagamento: 'pix', dataPagamento: addDays(today, -1), valorPago: '150.00' });
    expect(await ctx.db.select().from(financialRecords).where(inArray(financialRecords.monthlyPaymentId, fees))).toHaveLength(2);
    const trail = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'payment_claims'), eq(auditLog.entityId, id)));
    expect(trail.map((entry) => [entry.action, entry.userId])).toEqual([
      ['create', account.user!.id],
      ['confirm', professor.user!.id],
    ]);
    expect(trail[1]!.changes).toEqual({ dataPagamento: addDays(today, -1), parcelasPagas: [owed] });

    const twice = await decide(id, 'refuse', { motivo: 'engano' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CLAIM_DECIDED);
    expect(await home(account.headers)).toEqual([]);
  });

  test('refusing needs a reason, which the family reads; the fee can be paid and claimed again', async () => {
    const { account, fees } = await family();
    const { id } = (await claim(account.headers, { parcelas: [fees[0]], dataPagamento: today })).json();
    const blank = await decide(id, 'refuse', { motivo: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Informe o motivo');

    const refused = await decide(id, 'refuse', { motivo: 'Não encontramos o PIX no extrato de hoje' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'recusada', motivo: 'Não encontramos o PIX no extrato de hoje' });
    expect((await home(account.headers))[0]!.conferencia).toEqual({ status: 'recusada', motivo: 'Não encontramos o PIX no extrato de hoje' });
    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'payment_claims'), eq(auditLog.entityId, id), eq(auditLog.action, 'refuse')));
    expect(entry).toMatchObject({ userId: admin.user!.id, changes: { motivo: 'Não encontramos o PIX no extrato de hoje' } });

    expect((await ctx.app.inject({ method: 'POST', url: '/api/family/pix-charges', headers: account.headers, payload: { parcelas: fees } })).statusCode).toBe(200);
    expect((await claim(account.headers, { parcelas: [fees[0]], dataPagamento: today })).statusCode).toBe(201);
  });

  test('an assistente sees nothing of the claims, nor their count', async () => {
    const assistente = await signedIn(ctx.db, 'assistente');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/payment-claims', headers: assistente.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pending-counts', headers: assistente.headers })).json().pagamentosInformados).toBeNull();
  });
});
