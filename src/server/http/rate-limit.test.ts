import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEFAULT_PASSWORD, makeUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Sign-in limits: 25 wrong passwords from anywhere once locked the real owner out for an hour,
 * 503s during an outage counted as tries, and the counters lived in the process.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const TOO_MANY = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
let address = 0;
/** Each guess from another address, as a spread-out attacker: only the account's counter can stop them. */
const login = (email: string, senha: string, headers: Record<string, string> = {}, remoteAddress = `198.51.100.${(address++ % 200) + 1}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha }, headers, remoteAddress });

/** 25 tries an hour per account, `made` of them already spent (a sign-in counts too). */
async function lockOut(email: string, made = 0) {
  for (let i = made; i < 25; i++) expect((await login(email, 'senha-errada-123')).statusCode).toBe(401);
  const locked = await login(email, 'senha-errada-123');
  expect(locked.statusCode).toBe(429);
  expect(locked.json().message).toBe(TOO_MANY);
}

test('the owner gets in from a browser that signed in before, while strangers stay locked out', async () => {
  const user = await makeUser(ctx.db);
  const first = await login(user!.email, DEFAULT_PASSWORD);
  expect(first.statusCode).toBe(200);
  const device = first.cookies.find((cookie) => cookie.name === 'plantelDevice');
  expect(device).toMatchObject({ httpOnly: true, path: '/api/auth' });

  await lockOut(user!.email, 1);
  expect((await login(user!.email, DEFAULT_PASSWORD)).statusCode).toBe(429);
  const owner = await login(user!.email, DEFAULT_PASSWORD, { cookie: `plantelDevice=${device!.value}` });
  expect(owner.statusCode).toBe(200);
  // Another account's browser cookie opens nothing.
  const other = await makeUser(ctx.db);
  await lockOut(other!.email);
  expect((await login(other!.email, DEFAULT_PASSWORD, { cookie: `plantelDevice=${device!.value}` })).statusCode).toBe(429);
});

test('a successful password reset lets the owner in again', async () => {
  const user = await makeUser(ctx.db);
  await lockOut(user!.email);
  await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user!.email } });
  await ctx.deliverMail();
  const token = /resetToken=([\w-]+)/.exec(ctx.outbox.at(-1)!.text)![1];
  const reset = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, newPassword: 'outra-senha-forte-9', confirmPassword: 'outra-senha-forte-9' },
  });
  expect(reset.statusCode).toBe(200);
  expect((await login(user!.email, 'outra-senha-forte-9')).statusCode).toBe(200);
});

test('answers of 5xx (the database failing) are not counted as tries', async () => {
  const user = await makeUser(ctx.db);
  await ctx.db.execute(sql`create function refuse_session() returns trigger language plpgsql as $$ begin raise exception 'indisponível'; end $$`);
  await ctx.db.execute(sql`create trigger refuse_sessions before insert on sessions for each row execute function refuse_session()`);
  try {
    for (let i = 0; i < 30; i++) expect((await login(user!.email, DEFAULT_PASSWORD, {}, '203.0.113.9')).statusCode).toBe(500);
  } finally {
    await ctx.db.execute(sql`drop trigger refuse_sessions on sessions`);
  }
  expect((await login(user!.email, DEFAULT_PASSWORD, {}, '203.0.113.9')).statusCode).toBe(200);
});

test('the counters outlive the process: a new app on the same database still refuses', async () => {
  const user = await makeUser(ctx.db);
  await lockOut(user!.email);
  const restarted = await buildApp({
    db: ctx.db,
    config: { ...loadConfig({ NODE_ENV: 'test' }), publicUrl: 'http://plantel.test' },
    mailer: { send: async () => {} },
    webDir: null,
  });
  try {
    const res = await restarted.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user!.email, senha: DEFAULT_PASSWORD }, remoteAddress: '192.0.2.1' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  } finally {
    await restarted.close();
  }
});
