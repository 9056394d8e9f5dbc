import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { todayIn } from '@domain/dates';
import { dunningEvents } from './db/schema/index';
import { DEFAULT_PASSWORD, makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, makeUser } from './test/factories';
import { createTestApp, type TestContext } from './test/test-app';

/**
 * Two Plantel processes on one PostgreSQL, as behind a load balancer: rate-limit counters
 * once lived in each process's memory, so two instances doubled them; a session revoked on one instance
 * kept working on the other for up to 5 s; every instance sweeps for payment reminders, which must
 * still go out once. CI runs this file on the machine's PostgreSQL too.
 */
let ctx: TestContext;
let a: RunningServer;
let b: RunningServer;
/** Both sweep for payment reminders every second, at any hour. */
const reminderEnv = { REMINDER_HOUR: '0', REMINDER_SWEEP_SECONDS: '1' };
const instance = () => startServer({ databaseUrl: ctx.databaseUrl, env: reminderEnv });
const restarted: RunningServer[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
  [a, b] = await Promise.all([instance(), instance()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose(), ...restarted.map((server) => server.dispose())]);
  await ctx?.close();
});

/**
 * A JSON call from a given loopback address (all of 127/8 is loopback): each test signs in from its
 * own, so the per-address sign-in limit of one does not spill into the other.
 */
function call(from: string, server: RunningServer, method: string, path: string, body?: unknown, token?: string) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const request = http.request(
      `${server.baseURL}${path}`,
      {
        method,
        localAddress: from,
        headers: { ...(payload && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

test('wrong passwords typed on both instances count against one limit', async () => {
  const user = await makeUser(ctx.db);
  const wrong = { email: user!.email, senha: 'senha-errada-123' };
  for (let i = 0; i < 25; i++) expect((await call('127.0.0.2', i % 2 ? b : a, 'POST', '/api/auth/login', wrong)).status).toBe(401);
  const answers = [await call('127.0.0.2', a, 'POST', '/api/auth/login', wrong), await call('127.0.0.2', b, 'POST', '/api/auth/login', wrong)];
  expect(answers.map((answer) => answer.status)).toEqual([429, 429]);
  expect(answers[1]!.body.message).toBe('Muitas tentativas de login. Aguarde alguns minutos e tente novamente.');
});

test('a session ended on one instance is refused by the other at once', async () => {
  const user = await makeUser(ctx.db, { email: 'duas.instancias@escola.com.br' });
  const signIn = await call('127.0.0.3', a, 'POST', '/api/auth/login', { email: user!.email, senha: DEFAULT_PASSWORD });
  expect(signIn.status).toBe(200);
  const token = signIn.body.sessionId as string;
  // Read twice on B, so B holds the session in its cache.
  expect((await call('127.0.0.3', b, 'GET', '/api/auth/me', undefined, token)).status).toBe(200);
  expect((await call('127.0.0.3', b, 'GET', '/api/auth/me', undefined, token)).status).toBe(200);

  expect((await call('127.0.0.3', a, 'POST', '/api/auth/logout', undefined, token)).status).toBe(200);
  const loggedOutAt = Date.now();
  let status = 200;
  while (status === 200 && Date.now() - loggedOutAt < 1000) status = (await call('127.0.0.3', b, 'GET', '/api/auth/me', undefined, token)).status;
  expect(status).toBe(401);
  // "At once": the other instance hears of it as the logout commits, not when its cache expires.
  expect(Date.now() - loggedOutAt).toBeLessThan(250);
});

/** Every message to `to` in the outboxes of these servers (the reminders go out from the instances' workers). */
function mailsTo(servers: RunningServer[], to: string) {
  return servers.flatMap((server) => {
    const dir = path.join(server.dataDir, 'outbox');
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes(`To: ${to}`)) : [];
  });
}

test('a payment reminder is e-mailed once, with both instances sweeping every second and one restarted in between', async () => {
  const to = 'mae.lembrete@familia.com.br';
  const team = await makeTeam(ctx.db, (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id))!.id);
  const athlete = await makeAthlete(ctx.db, { responsavelEmail: to });
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, team!.id);
  await makeInstalment(ctx.db, enrollment!.id, { valor: '150.00', dataVencimento: todayIn('America/Sao_Paulo') });

  const deadline = Date.now() + 20_000;
  while (mailsTo([a, b], to).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  expect(mailsTo([a, b], to)).toHaveLength(1);

  // A restart: A stops, a new instance takes its place and sweeps the same day again.
  await a.stop();
  const c = await instance();
  restarted.push(c);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(mailsTo([a, b, c], to)).toHaveLength(1);
  const events = await ctx.db.select().from(dunningEvents).where(eq(dunningEvents.destinatario, to));
  expect(events).toEqual([expect.objectContaining({ canal: 'email', diaLembrete: 0, status: 'enviado' })]);
}, 60_000);
