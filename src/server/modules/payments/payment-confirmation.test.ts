import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { bankStatementLines, pixChargeItems, pixCharges } from '../../db/schema/index';
import type { Mail } from '../../http/mailer';
import { makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { processPayment } from './payments.service';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let teamId: number;
const today = todayIn('America/Sao_Paulo');
const dueDate = '2026-03-10';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador');
  const company = await makeCompany(ctx.db, { nomeFantasia: 'Escola Bola na Rede', telefone: '1126731234', email: 'secretaria@bolanarede.com.br' });
  teamId = (await makeTeam(ctx.db, (await makeUnit(ctx.db, company!.id, { telefone: null, email: null }))!.id))!.id;
});
afterAll(() => ctx.close());

let counter = 0;
/** An open R$ 180,00 instalment due 10/03/2026 of a new athlete whose guardian on record, Ana Pereira, has her own e-mail. */
async function openFee(overrides: Parameters<typeof makeAthlete>[1] = {}) {
  const email = `ana${++counter}@familia.com.br`;
  const athlete = await makeAthlete(ctx.db, { nomeCompleto: `Lucas ${counter}`, responsavelNome: 'Ana Pereira', responsavelCpf: '52998224725', responsavelEmail: email, ...overrides });
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
  const instalment = await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 3, valor: '180.00', dataVencimento: dueDate });
  return { athlete: athlete!, instalment: instalment!, email };
}

const mailsTo = (address: string) => ctx.outbox.filter((mail) => mail.to === address);

/** The one "Pagamento confirmado" a guardian got, and the receipt number it names. */
function theConfirmation(address: string) {
  const mails = mailsTo(address);
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  // No PDF made per payment (payment-confirmation.ts): the e-mail says where the receipt is.
  expect(mail.attachments ?? []).toEqual([]);
  const numero = /O recibo Nº (\d{6}) está no Início do Plantel, em Últimos pagamentos:/.exec(mail.text)?.[1];
  expect(numero).toBeDefined();
  expect(mail.text).toContain('http');
  return { mail, numero: numero! };
}

/** What every "Pagamento confirmado" carries: the school as the sender and the first line, its contact, the fee by its month. */
function expectFromTheSchool(mail: Mail, athlete: string) {
  expect(mail.senderName).toBe('Escola Bola na Rede');
  expect(mail.replyTo).toBe('secretaria@bolanarede.com.br');
  expect(mail.subject).toBe(`Escola Bola na Rede: pagamento confirmado — Mensalidade de março/2026 de ${athlete}`);
  expect(mail.text.split('\n')[0]).toBe(`Escola Bola na Rede confirma o pagamento da mensalidade de março/2026 de ${athlete}.`);
  expect(mail.text).toContain('Dúvidas? Fale com a escola: (11) 2673-1234 · secretaria@bolanarede.com.br.');
  expect(mail.html).toContain('Escola Bola na Rede confirma o pagamento');
}

describe('Pagamento confirmado', () => {
  test('staff take the payment (Processar): one e-mail from the school, naming the receipt the family finds on Início', async () => {
    const { athlete, instalment, email } = await openFee();
    const paid = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/monthly-payments/${instalment.id}/process`,
      payload: { dataPagamento: today, metodoPagamento: 'dinheiro', valorDesconto: '0.00', observacoes: '' },
      headers: admin.headers,
    });
    expect(paid.statusCode).toBe(200);
    expect(mailsTo(email)).toEqual([]); // queued, not sent inside the request
    await ctx.deliverMail();
    await ctx.deliverMail();

    const { mail, numero } = theConfirmation(email);
    expectFromTheSchool(mail, athlete.nomeCompleto);
    expect(mail.text).toContain(`Recebemos R$ 180,00 em ${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)} (Dinheiro). O recibo Nº ${numero} está no Início`);
    const receipt = await ctx.app.inject({ method: 'GET', url: `/api/monthly-payments/${instalment.id}/receipt`, headers: admin.headers });
    expect(receipt.headers['content-disposition']).toContain(`recibo-${numero}.pdf`);
  });

  test("a family's charge settled: one e-mail per fee it paid, each with that fee's receipt", async () => {
    const family = await signedIn(ctx.db, 'cliente');
    const first = await openFee();
    const second = await openFee();
    const [charge] = await ctx.db.insert(pixCharges).values({ txid: 'PLANTELFTESTECONFIRMACAO01', valor: '360.00', requestedByUserId: family.user!.id }).returning();
    await ctx.db.insert(pixChargeItems).values([
      { chargeId: charge!.id, monthlyPaymentId: first.instalment.id, valor: '180.00' },
      { chargeId: charge!.id, monthlyPaymentId: second.instalment.id, valor: '180.00' },
    ]);
    const settled = await ctx.app.inject({ method: 'POST', url: `/api/pix-charges/${charge!.id}/settle`, payload: { dataPagamento: today }, headers: admin.headers });
    expect(settled.statusCode).toBe(200);
    await ctx.deliverMail();

    const one = theConfirmation(first.email);
    const other = theConfirmation(second.email);
    expectFromTheSchool(one.mail, first.athlete.nomeCompleto);
    expectFromTheSchool(other.mail, second.athlete.nomeCompleto);
    expect(one.mail.text).toContain('(PIX)');
    expect(one.numero).not.toBe(other.numero);
  });

  test('a credit of the bank statement confirmed (reconciliation): one e-mail with the receipt', async () => {
    const { athlete, instalment, email } = await openFee();
    const [line] = await ctx.db
      .insert(bankStatementLines)
      .values({ conta: '341 / 0187 / 45678-9', fitid: 'CONFIRMACAO-1', data: addDays(today, -1), valor: '180.00', descricao: 'PIX RECEBIDO ANA PEREIRA' })
      .returning();
    const confirmed = await ctx.app.inject({ method: 'POST', url: `/api/bank-statements/lines/${line!.id}/confirm`, payload: { instalmentId: instalment.id }, headers: admin.headers });
    expect(confirmed.statusCode).toBe(200);
    await ctx.deliverMail();

    const { mail } = theConfirmation(email);
    expectFromTheSchool(mail, athlete.nomeCompleto);
    expect(mail.text).toContain('(PIX)');
  });

  test('a payment rolled back sends nothing; one cancelled before the e-mail left sends nothing either', async () => {
    const rolledBack = await openFee();
    await expect(
      ctx.db.transaction(async (tx) => {
        await processPayment(tx, null, rolledBack.instalment.id, { dataPagamento: today, metodoPagamento: 'pix', valorDesconto: '0.00', observacoes: null }, today);
        throw new Error('recusado depois');
      }),
    ).rejects.toThrow('recusado depois');

    const cancelled = await openFee();
    const process = { dataPagamento: today, metodoPagamento: 'pix', valorDesconto: '0.00', observacoes: '' };
    await ctx.app.inject({ method: 'PATCH', url: `/api/monthly-payments/${cancelled.instalment.id}/process`, payload: process, headers: admin.headers });
    await ctx.app.inject({ method: 'PATCH', url: `/api/monthly-payments/${cancelled.instalment.id}/cancel`, headers: admin.headers });
    await ctx.deliverMail();
    expect(mailsTo(rolledBack.email)).toEqual([]);
    expect(mailsTo(cancelled.email)).toEqual([]);

    // Taken again: the new payment's e-mail, with its own receipt, goes out once.
    await ctx.app.inject({ method: 'PATCH', url: `/api/monthly-payments/${cancelled.instalment.id}/process`, payload: process, headers: admin.headers });
    await ctx.deliverMail();
    theConfirmation(cancelled.email);
  });

  test('a mail server outage: the e-mail goes out on the retry, once', async () => {
    const { instalment, email } = await openFee();
    ctx.smtp.down = true;
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/monthly-payments/${instalment.id}/process`,
      payload: { dataPagamento: today, metodoPagamento: 'pix', valorDesconto: '0.00', observacoes: '' },
      headers: admin.headers,
    });
    await ctx.deliverMail();
    expect(mailsTo(email)).toEqual([]);
    ctx.smtp.down = false;
    await ctx.deliverMail({ retriesDue: true });
    await ctx.deliverMail({ retriesDue: true });
    theConfirmation(email);
  });
});
