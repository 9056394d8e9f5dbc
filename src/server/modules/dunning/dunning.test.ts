import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { NOTHING_OVERDUE } from '@domain/dunning';
import { feeName } from '@domain/instalments';
import { dunningEvents, instalments } from '../../db/schema/index';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeInstalment, makePixSettings, makeTeam, makeUnit, makeUser, signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sweepReminders } from './dunning.service';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let companyId: number;
let teamId: number;
const today = todayIn('America/Sao_Paulo');

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador', { nome: 'Marta', nomeCompleto: 'Marta Secretária' });
  companyId = (await makeCompany(ctx.db, { nomeFantasia: 'Craque do Amanhã Escola', telefone: '1126731234', email: 'secretaria@craque.com.br' }))!.id;
  teamId = (await makeTeam(ctx.db, (await makeUnit(ctx.db, companyId))!.id))!.id;
  await makePixSettings(ctx.db, { companyId });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

let emailCounter = 0;
/** An athlete whose guardian has an e-mail, with one open instalment of R$ 187,45 due `daysToDue` from today. */
async function instalmentDueIn(daysToDue: number, overrides: Parameters<typeof makeAthlete>[1] = {}) {
  const responsavelEmail = `mae${++emailCounter}@familia.com.br`;
  const athlete = await makeAthlete(ctx.db, { nomeCompleto: `Atleta ${emailCounter}`, responsavelEmail, responsavelTelefone: '11987651111', ...overrides });
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
  const instalment = await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 2, valor: '187.45', dataVencimento: addDays(today, daysToDue) });
  return { athlete: athlete!, enrollment: enrollment!, instalment: instalment!, responsavelEmail };
}

const mailsTo = (address: string) => ctx.outbox.filter((mail) => mail.to === address);

describe('régua de cobrança', () => {
  test('the default days are 3 before, the day, 3 and 10 after; an administrador changes them, sorted, no repeats', async () => {
    expect((await call('GET', '/api/reminder-settings')).json()).toEqual({ dias: [-3, 0, 3, 10] });
    expect((await call('PUT', '/api/reminder-settings', { dias: [5, -2, 0] })).json()).toEqual({ dias: [-2, 0, 5] });
    const refused = await call('PUT', '/api/reminder-settings', { dias: [1, 1] });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('Cada dia só pode aparecer uma vez');
    await call('PUT', '/api/reminder-settings', { dias: [-3, 0, 3, 10] });
  });

  test('exactly one e-mail per instalment and reminder day, with two instances sweeping together and a restart after', async () => {
    const soon = await instalmentDueIn(3);
    const late = await instalmentDueIn(-10);
    const notToday = await instalmentDueIn(4);
    // Two instances sweep at once; then one restarts and sweeps again.
    await Promise.all([sweepReminders(ctx.db, today), sweepReminders(ctx.db, today)]);
    await sweepReminders(ctx.db, today);
    await ctx.deliverMail();

    const [mail, ...more] = mailsTo(soon.responsavelEmail);
    expect(more).toEqual([]);
    const fee = feeName(soon.instalment.dataVencimento);
    expect(mail!.subject).toContain('R$ 187,45');
    expect(mail!.text).toContain(`A ${fee.toLowerCase()} de ${soon.athlete.nomeCompleto}, de R$ 187,45, vence em`);
    const payload = mail!.text.split('\n').find((line) => line.startsWith('000201'))!;
    expect(isValidPixPayload(payload)).toBe(true);
    // The BR Code carries the fee's name too (its alphabet has no accents): the bank app shows it.
    expect(getPixPayloadInfo(payload)).toMatchObject({ amount: 187.45, key: '11222333000181', description: fee.normalize('NFD').replace(/\p{Diacritic}/gu, '') });
    expect(mailsTo(late.responsavelEmail)).toHaveLength(1);
    expect(mailsTo(notToday.responsavelEmail)).toHaveLength(0);

    const history = (await call('GET', `/api/enrollments/${soon.enrollment.id}/dunning`)).json();
    expect(history).toEqual([expect.objectContaining({ canal: 'email', diaLembrete: -3, status: 'enviado', destinatario: soon.responsavelEmail, numeroParcela: 2 })]);
  });

  test('the school sends it: its name as the sender, in the subject and the first line, replies to its e-mail, its contact at the end', async () => {
    const due = await instalmentDueIn(0);
    await sweepReminders(ctx.db, today);
    await ctx.deliverMail();
    const [mail] = mailsTo(due.responsavelEmail);
    const fee = feeName(due.instalment.dataVencimento);
    expect(mail!.senderName).toBe('Craque do Amanhã Escola');
    expect(mail!.replyTo).toBe('secretaria@craque.com.br');
    expect(mail!.subject).toBe(`Craque do Amanhã Escola: ${fee} de ${due.athlete.nomeCompleto}, R$ 187,45, vence hoje`);
    expect(mail!.text.split('\n')[0]).toBe(`Craque do Amanhã Escola lembra a ${fee.toLowerCase()} de ${due.athlete.nomeCompleto}.`);
    expect(mail!.text).toContain('Dúvidas? Fale com a escola: (11) 2673-1234 · secretaria@craque.com.br.');
    expect(mail!.html).toContain('<p><strong>Craque do Amanhã Escola lembra a');
  });

  test('an instalment paid before the e-mail leaves is not reminded; a guardian who opted out gets nothing', async () => {
    const paid = await instalmentDueIn(0);
    const optedOut = await instalmentDueIn(0);
    expect((await call('PUT', '/api/reminder-opt-outs', { email: optedOut.responsavelEmail.toUpperCase(), receber: false })).json()).toEqual({
      email: optedOut.responsavelEmail,
      receber: false,
    });
    await sweepReminders(ctx.db, today);
    await call('PATCH', `/api/monthly-payments/${paid.instalment.id}/process`, { dataPagamento: today, metodoPagamento: 'pix', valorDesconto: 0, observacoes: '' });
    await ctx.deliverMail();
    // Only the payment's "Pagamento confirmado" reaches the family, no reminder.
    expect(mailsTo(paid.responsavelEmail).map((mail) => mail.subject)).toEqual([expect.stringContaining('pagamento confirmado')]);
    const [event] = await ctx.db.select().from(dunningEvents).where(eq(dunningEvents.monthlyPaymentId, paid.instalment.id));
    expect(event).toMatchObject({ status: 'falhou', detalhe: 'Não enviado: a parcela foi paga ou cancelada antes.' });
    expect(mailsTo(optedOut.responsavelEmail)).toHaveLength(0);
    expect(await ctx.db.select().from(dunningEvents).where(eq(dunningEvents.monthlyPaymentId, optedOut.instalment.id))).toEqual([]);
  });

  test('a mail server outage is written in the history and the reminder goes out on the retry', async () => {
    const due = await instalmentDueIn(10 * -1);
    await sweepReminders(ctx.db, addDays(today, 0));
    ctx.smtp.down = true;
    await ctx.deliverMail();
    const [failed] = await ctx.db.select().from(dunningEvents).where(eq(dunningEvents.monthlyPaymentId, due.instalment.id));
    expect(failed).toMatchObject({ status: 'falhou', detalhe: 'SMTP fora do ar' });
    ctx.smtp.down = false;
    await ctx.deliverMail({ retriesDue: true });
    expect(mailsTo(due.responsavelEmail)).toHaveLength(1);
    const [sent] = await ctx.db.select().from(dunningEvents).where(eq(dunningEvents.monthlyPaymentId, due.instalment.id));
    expect(sent).toMatchObject({ status: 'enviado', detalhe: null });
  });

  test('a family switches its own e-mail reminders off and on, the e-mail of its guardian links too', async () => {
    const family = await signedIn(ctx.db, 'cliente');
    const { athlete, instalment } = await instalmentDueIn(0);
    await linkGuardian(ctx.db, athlete.id, family.user!.id, { email: 'Outro.Email@familia.com.br', principal: true });
    expect((await call('GET', '/api/family/reminders', undefined, family.headers)).json()).toMatchObject({ receber: true });
    await call('PUT', '/api/family/reminders', { receber: false }, family.headers);
    expect((await call('GET', `/api/reminder-opt-outs?email=${family.user!.email}`)).json()).toMatchObject({ receber: false });
    expect((await call('GET', '/api/reminder-opt-outs?email=outro.email@familia.com.br')).json()).toMatchObject({ receber: false });
    await sweepReminders(ctx.db, today);
    expect(await ctx.db.select().from(dunningEvents).where(eq(dunningEvents.monthlyPaymentId, instalment.id))).toEqual([]);
    await call('PUT', '/api/family/reminders', { receber: true }, family.headers);
    expect((await call('GET', '/api/family/reminders', undefined, family.headers)).json()).toMatchObject({ receber: true });
  });
});

describe('Cobrar no WhatsApp', () => {
  test('an instalment: a wa.me link to the guardian with a polite message, the amount and the PIX code; recorded as opened by whom', async () => {
    const { instalment, enrollment, athlete } = await instalmentDueIn(-2);
    const answer = await call('POST', `/api/monthly-payments/${instalment.id}/whatsapp`);
    expect(answer.statusCode).toBe(200);
    const { url, mensagem } = answer.json();
    expect(url.startsWith('https://wa.me/5511987651111?text=')).toBe(true);
    expect(decodeURIComponent(url.split('?text=')[1])).toBe(mensagem);
    expect(mensagem).toContain(`Olá, ${athlete.responsavelNome}! Tudo bem?`);
    expect(mensagem).toContain(`${feeName(instalment.dataVencimento).toLowerCase()} de ${athlete.nomeCompleto}, de R$ 187,45`);
    const payload = mensagem.split('\n').find((line: string) => line.startsWith('000201'));
    expect(getPixPayloadInfo(payload)).toMatchObject({ amount: 187.45 });

    const history = (await call('GET', `/api/enrollments/${enrollment.id}/dunning`)).json();
    expect(history[0]).toMatchObject({ canal: 'whatsapp', status: 'aberto', por: 'Marta Secretária', destinatario: '11987651111' });
  });

  test('a family, from one enrolment: every overdue instalment of the athlete and of the siblings linked to the same guardian, the total and one PIX', async () => {
    const { enrollment, athlete } = await instalmentDueIn(-40);
    await makeInstalment(ctx.db, enrollment.id, { numeroMensalidade: 3, valor: '187.45', dataVencimento: addDays(today, -10) });
    await makeInstalment(ctx.db, enrollment.id, { numeroMensalidade: 4, valor: '187.45', dataVencimento: addDays(today, 20) });
    // The sibling's record was typed with another guardian CPF: the link, not the CPF, makes the family.
    const sibling = await makeAthlete(ctx.db, { nomeCompleto: 'Irmã Caçula' });
    const guardian = await makeUser(ctx.db, { tipo: 'cliente' });
    await linkGuardian(ctx.db, athlete.id, guardian!.id, { nome: athlete.responsavelNome, telefone: '11987651111' });
    await linkGuardian(ctx.db, sibling!.id, guardian!.id, { nome: athlete.responsavelNome, principal: false });
    const siblingEnrollment = await makeEnrollment(ctx.db, sibling!.id, teamId);
    await makeInstalment(ctx.db, siblingEnrollment!.id, { numeroMensalidade: 1, valor: '99.90', dataVencimento: addDays(today, -5) });

    const { mensagem } = (await call('POST', `/api/enrollments/${enrollment.id}/whatsapp`)).json();
    expect(mensagem).toContain(`Olá, ${athlete.responsavelNome}! Tudo bem?`);
    expect(mensagem).toContain('Notamos 3 parcelas em aberto da mensalidade dos seus filhos:');
    expect(mensagem).toContain(`${athlete.nomeCompleto}\n• ${feeName(addDays(today, -40))}, vencida em`);
    expect(mensagem).toContain(`Irmã Caçula\n• ${feeName(addDays(today, -5))}, vencida em`);
    expect(mensagem).toContain('Total: R$ 474,80.');
    expect(mensagem).not.toContain(feeName(addDays(today, 20)));
    const payload = mensagem.split('\n').find((line: string) => line.startsWith('000201'));
    expect(getPixPayloadInfo(payload)).toMatchObject({ amount: 474.8, txid: expect.stringMatching(/^PLANTELF/) });
    expect((await call('GET', `/api/enrollments/${enrollment.id}/dunning`)).json()).toHaveLength(2);
    expect((await call('GET', `/api/enrollments/${siblingEnrollment!.id}/dunning`)).json()).toEqual([expect.objectContaining({ canal: 'whatsapp', status: 'aberto' })]);
  });

  test("a child registered with another family's guardian CPF is no sibling: neither message shows the other's child or debts", async () => {
    const family = await instalmentDueIn(-20, { nomeCompleto: 'Filho Da Família' });
    const guardian = await makeUser(ctx.db, { tipo: 'cliente' });
    await linkGuardian(ctx.db, family.athlete.id, guardian!.id, { nome: family.athlete.responsavelNome, telefone: '11987651111' });
    const stranger = await instalmentDueIn(-15, {
      nomeCompleto: 'Criança Do Cadastro Rápido',
      responsavelCpf: family.athlete.responsavelCpf,
      responsavelNome: 'Outra Pessoa',
      responsavelTelefone: '11955554444',
    });
    await makeInstalment(ctx.db, stranger.enrollment.id, { numeroMensalidade: 3, valor: '63.21', dataVencimento: addDays(today, -5) });

    const familyMessage = (await call('POST', `/api/enrollments/${family.enrollment.id}/whatsapp`)).json().mensagem;
    expect(familyMessage).toContain('Notamos uma parcela em aberto da mensalidade de Filho Da Família:');
    expect(familyMessage).toContain('Total: R$ 187,45.');
    expect(familyMessage).not.toContain('Criança Do Cadastro Rápido');

    const strangerAnswer = (await call('POST', `/api/enrollments/${stranger.enrollment.id}/whatsapp`)).json();
    expect(strangerAnswer.url.startsWith('https://wa.me/5511955554444?text=')).toBe(true);
    expect(strangerAnswer.mensagem).toContain('Olá, Outra Pessoa! Tudo bem?');
    expect(strangerAnswer.mensagem).toContain('Notamos 2 parcelas em aberto da mensalidade de Criança Do Cadastro Rápido:');
    expect(strangerAnswer.mensagem).toContain('Total: R$ 250,66.');
    expect(strangerAnswer.mensagem).not.toContain('Filho Da Família');
  });

  test("a family charge and the family's Pagar tudo at once, its children paid to two receivers: neither fails", async () => {
    const account = await signedIn(ctx.db, 'cliente');
    const mooca = (await makeUnit(ctx.db, companyId, { nome: 'Unidade Mooca' }))!.id;
    await call('PUT', `/api/units/${mooca}/pix-settings`, { chave: 'mooca@craque.com.br', nomeRecebedor: 'Craque Mooca', cidade: 'São Paulo' });
    const moocaTeamId = (await makeTeam(ctx.db, mooca))!.id;
    const child = async (nomeCompleto: string, team: number) => {
      const athlete = await makeAthlete(ctx.db, { nomeCompleto });
      await linkGuardian(ctx.db, athlete!.id, account.user!.id, { telefone: '11987651111' });
      const enrollment = await makeEnrollment(ctx.db, athlete!.id, team);
      const ids: number[] = [];
      for (const n of [1, 2, 3]) ids.push((await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: n, valor: '100.00', dataVencimento: addDays(today, -10 * (4 - n)) }))!.id);
      return { enrollment: enrollment!, ids };
    };
    // Zeca's instalments, made first, have the lower ids, but Ana comes first in the message: her
    // receiver's charge is made first, while Pagar tudo locks the family's instalments by id.
    const zeca = await child('Zeca Lima', moocaTeamId);
    const ana = await child('Ana Lima', teamId);
    const { mensagem } = (await call('POST', `/api/enrollments/${ana.enrollment.id}/whatsapp`)).json();
    expect(mensagem.indexOf('Para Craque do Amanhã:')).toBeLessThan(mensagem.indexOf('Para Craque Mooca:'));

    // Both at once, in the order that deadlocked: a payment holds Ana's first instalment for a
    // moment; the WhatsApp charge waits for it, then Pagar tudo does. Unless both lock the family's
    // instalments in one order, one then holds Ana's and waits for Zeca's while the other holds
    // Zeca's and waits for Ana's, and PostgreSQL aborts one (a 500).
    const waiting = async (count: number) => {
      for (;;) {
        const { rows } = await ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0]!.n >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    for (let round = 0; round < 3; round++) {
      let holding = () => {};
      let release = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const payment = ctx.db.transaction(async (tx) => {
        await tx.select({ id: instalments.id }).from(instalments).where(eq(instalments.id, ana.ids[0]!)).for('update');
        holding();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await held;
      const whatsapp = call('POST', `/api/enrollments/${ana.enrollment.id}/whatsapp`);
      await waiting(1);
      const pagarTudo = call('POST', '/api/family/pix-charges', { parcelas: [...zeca.ids, ...ana.ids] }, account.headers);
      await waiting(2);
      release();
      await payment;
      const answers = await Promise.all([whatsapp, pagarTudo]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
  });

  test('nothing overdue or a paid instalment is refused with the reason', async () => {
    const { enrollment } = await instalmentDueIn(15);
    const refused = await call('POST', `/api/enrollments/${enrollment.id}/whatsapp`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NOTHING_OVERDUE);
  });
});

describe('families the reminders cannot reach', () => {
  test('staff see each athlete with a fee owed whose guardian has no e-mail or no phone, and what is missing', async () => {
    const neither = await instalmentDueIn(5, { nomeCompleto: 'Aaron Sem Contato', responsavelEmail: null, responsavelTelefone: '' });
    const noPhone = await instalmentDueIn(5, { nomeCompleto: 'Abel Sem Telefone', responsavelTelefone: '' });
    const reachable = await instalmentDueIn(5, { nomeCompleto: 'Abigail Com Tudo' });
    const nothingOwed = await makeAthlete(ctx.db, { nomeCompleto: 'Ada Nada Devendo', responsavelEmail: null, responsavelTelefone: '' });
    const professor = await signedIn(ctx.db, 'professor');

    const answer = await call('GET', '/api/reminders/unreachable', undefined, professor.headers);
    expect(answer.statusCode).toBe(200);
    const { items, total, page, pageSize } = answer.json();
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 20 });
    expect(total).toBe(items.length);
    const byId = new Map(items.map((item: { athleteId: number }) => [item.athleteId, item]));
    expect(byId.get(neither.athlete.id)).toEqual({
      athleteId: neither.athlete.id,
      nomeCompleto: 'Aaron Sem Contato',
      responsavelNome: neither.athlete.responsavelNome,
      semEmail: true,
      semTelefone: true,
    });
    expect(byId.get(noPhone.athlete.id)).toMatchObject({ semEmail: false, semTelefone: true });
    expect(byId.has(reachable.athlete.id)).toBe(false);
    expect(byId.has(nothingOwed!.id)).toBe(false);

    // Once paid, the family owes nothing: off the list.
    await call('PATCH', `/api/monthly-payments/${neither.instalment.id}/process`, { dataPagamento: today, metodoPagamento: 'dinheiro', valorDesconto: 0, observacoes: '' });
    const after = (await call('GET', '/api/reminders/unreachable')).json();
    expect(after.items.map((item: { athleteId: number }) => item.athleteId)).not.toContain(neither.athlete.id);
  });
});
