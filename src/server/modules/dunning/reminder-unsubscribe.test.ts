import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { todayIn } from '@domain/dates';
import { UNSUBSCRIBE_LINK_NOT_FOUND } from '@domain/dunning';
import { feeName } from '@domain/instalments';
import { loadConfig } from '../../config';
import { auditLog, dunningEvents } from '../../db/schema/index';
import { createMailer } from '../../http/mailer';
import { jobHandlers } from '../../job-handlers';
import { runQueuedJobs } from '../../jobs/workers';
import { makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sweepReminders } from './dunning.service';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let teamId: number;
let outboxDir: string;
const today = todayIn('America/Sao_Paulo');
const config = { ...loadConfig({ NODE_ENV: 'test' }), publicUrl: 'http://plantel.test' };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador');
  teamId = (await makeTeam(ctx.db, (await makeUnit(ctx.db, (await makeCompany(ctx.db, { nomeFantasia: 'Escola Bola na Rede' }))!.id))!.id))!.id;
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-reminders-'));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

/** The reminders of the day swept and sent by the job, through the mailer production uses without SMTP_URL. */
async function sendTodaysReminders() {
  await sweepReminders(ctx.db, today);
  const mailer = createMailer({ smtpUrl: null, from: 'Plantel <nao-responda@plantel.local>', outboxDir, log: () => {} });
  await runQueuedJobs({ db: ctx.db, mailer, config, log: () => {} }, jobHandlers);
}

let guardians = 0;
/** A guardian with an instalment of R$ 187,45 due today, of a child named with accents. */
async function guardianWithReminderToday(email = `responsavel${++guardians}@familia.com.br`) {
  const athlete = await makeAthlete(ctx.db, { nomeCompleto: 'Lívia Araújo', responsavelNome: 'Marta Araújo', responsavelEmail: email });
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
  const instalment = await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 2, valor: '187.45', dataVencimento: today });
  return { email, instalment: instalment! };
}

/** The one message written to `to`: its raw text, its header fields unfolded, and what a mail client reads in it. */
async function messageTo(to: string) {
  const raws = fs.readdirSync(outboxDir).map((name) => fs.readFileSync(path.join(outboxDir, name), 'utf8'));
  const found = [];
  for (const raw of raws) {
    const parsed = await PostalMime.parse(raw);
    if (parsed.to?.some((address) => 'address' in address && address.address === to)) found.push({ raw, parsed });
  }
  expect(found).toHaveLength(1);
  const { raw, parsed } = found[0]!;
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n(?=[ \t])/g, '');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
  return { head, header, parsed };
}

/** The address the reminder to `to` gives for stopping them, and its path on the test app. */
async function unsubscribeAddress(to: string) {
  const { header } = await messageTo(to);
  const url = /^<(.+)>$/.exec(header('List-Unsubscribe') ?? '')?.[1] ?? '';
  return { url, path: url.replace(config.publicUrl, '') };
}

const receives = async (email: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/reminder-opt-outs?email=${encodeURIComponent(email)}`, headers: admin.headers })).json().receber as boolean;

const oneClick = (url: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

describe('the reminder e-mail', () => {
  test('is an RFC 5322 message: a Message-ID, the subject as RFC 2047 encoded-words, List-Unsubscribe with one-click POST (RFC 8058), text and HTML with the link', async () => {
    const { email } = await guardianWithReminderToday();
    await sendTodaysReminders();

    const { head, header, parsed } = await messageTo(email);
    expect(header('Message-ID')).toMatch(/^<[^@\s]+@plantel\.local>$/);
    expect(head).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(header('Subject')).toMatch(/^=\?UTF-8\?[QB]\?/);
    const fee = feeName(today);
    expect(parsed.subject).toBe(`Escola Bola na Rede: ${fee} de Lívia Araújo, R$ 187,45, vence hoje`);
    // The school is who the family sees sending it, from the address the mail server sends as.
    expect(parsed.from).toEqual(expect.objectContaining({ name: 'Escola Bola na Rede', address: 'nao-responda@plantel.local' }));

    const url = /^<(.+)>$/.exec(header('List-Unsubscribe') ?? '')?.[1];
    expect(url).toMatch(/^http:\/\/plantel\.test\/api\/reminders\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    expect(parsed.text?.split('\n')[0]).toBe(`Escola Bola na Rede lembra a ${fee.toLowerCase()} de Lívia Araújo.`);
    expect(parsed.text).toContain(`A ${fee.toLowerCase()} de Lívia Araújo, de R$ 187,45, vence hoje.`);
    expect(parsed.text).toContain(url);
    expect(parsed.text).not.toContain('peça à secretaria');
    expect(parsed.html).toContain('Lívia Araújo');
    expect(parsed.html).toContain(`href="${url}"`);
  });

  test('a retry after a mail failure sends the same address to stop them; another reminder has its own', async () => {
    const { email } = await guardianWithReminderToday();
    await sweepReminders(ctx.db, today);
    const [event] = await ctx.db.select().from(dunningEvents).where(eq(dunningEvents.destinatario, email));
    const failing = { send: () => Promise.reject(new Error('SMTP fora do ar')) };
    await runQueuedJobs({ db: ctx.db, mailer: failing, config, log: () => {} }, jobHandlers);
    const [failed] = await ctx.db.select().from(dunningEvents).where(eq(dunningEvents.id, event!.id));
    expect(failed!.status).toBe('falhou');
    const mailer = createMailer({ smtpUrl: null, from: 'Plantel <nao-responda@plantel.local>', outboxDir, log: () => {} });
    await runQueuedJobs({ db: ctx.db, mailer, config, log: () => {} }, jobHandlers, { retriesDue: true });

    const { url } = await unsubscribeAddress(email);
    expect(url).toContain(failed!.tokenDescadastro);
    const others = await ctx.db.select({ token: dunningEvents.tokenDescadastro }).from(dunningEvents);
    expect(others.filter((row) => row.token === failed!.tokenDescadastro)).toHaveLength(1);
  });
});

describe('stopping the reminders from the e-mail, without signing in', () => {
  test('the one-click POST turns off that address: no reminder on the next day, in the audit log without the token', async () => {
    const { email } = await guardianWithReminderToday();
    await sendTodaysReminders();
    const { path: link } = await unsubscribeAddress(email);
    expect(await receives(email)).toBe(true);

    const res = await oneClick(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(await receives(email)).toBe(false);
    expect((await oneClick(link)).statusCode).toBe(200);

    const { instalment } = await guardianWithReminderToday(email);
    await sweepReminders(ctx.db, today);
    expect(await ctx.db.select().from(dunningEvents).where(eq(dunningEvents.monthlyPaymentId, instalment.id))).toEqual([]);

    const logged = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'reminder_opt_outs'), eq(auditLog.action, 'unsubscribe')));
    expect(logged).toEqual([expect.objectContaining({ userId: null, changes: { email, receber: false } })]);
  });

  test('a multipart/form-data one-click POST (RFC 8058 prefers it) works the same', async () => {
    const { email } = await guardianWithReminderToday();
    await sendTodaysReminders();
    const { path: link } = await unsubscribeAddress(email);
    const boundary = 'plantel-boundary';
    const res = await ctx.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await receives(email)).toBe(false);
  });

  test('the link opened in a browser shows a page that asks first; its button posts to the same address', async () => {
    const { email } = await guardianWithReminderToday();
    await sendTodaysReminders();
    const { path: link } = await unsubscribeAddress(email);

    const page = await ctx.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(email);
    expect(page.body).toMatch(/<form method="post">[\s\S]*<button type="submit">Não quero mais receber os lembretes<\/button>/);
    // Opening the page (or a mail scanner following the link) changes nothing.
    expect(await receives(email)).toBe(true);

    const done = await oneClick(link);
    expect(done.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(done.body).toContain('não receberá mais os lembretes de mensalidade');
    expect(done.body).toContain('Minha família');
    expect((await ctx.app.inject({ method: 'GET', url: link })).body).toContain('já não recebe');
  });

  test('an unknown, malformed or truncated token is a 404 page with the reason; nothing is turned off', async () => {
    const { email } = await guardianWithReminderToday();
    await sendTodaysReminders();
    const { path: link } = await unsubscribeAddress(email);
    for (const url of [`/api/reminders/unsubscribe/${'A'.repeat(43)}`, '/api/reminders/unsubscribe/abc', link.slice(0, -1)]) {
      for (const res of [await ctx.app.inject({ method: 'GET', url }), await oneClick(url)]) {
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain(UNSUBSCRIBE_LINK_NOT_FOUND);
      }
    }
    expect(await receives(email)).toBe(true);
  });
});
