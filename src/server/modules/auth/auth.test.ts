import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, passwordResetTokens, sessions, users } from '../../db/schema/index';
import { DEFAULT_PASSWORD, makeUser, registrationInput, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let ipCounter = 0;
/** Each test speaks from its own address so the per-IP limits of one test don't leak into another. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;


const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextIp(), headers });

const login = (email: string, senha: string, remoteAddress = nextIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha }, remoteAddress });

/** The answer never carries the account (a taken e-mail gets the same one, so no answer reveals an account): what was stored does. */
const account = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0];

describe('registration', () => {
  // Runs first in this file's empty database.
  test('the first account becomes an active administrador, whatever tipo it asked for', async () => {
    const input = registrationInput({ tipo: 'cliente', cpf: '529.982.247-25' });
    const res = await post('/api/auth/register', input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Conta criada com sucesso! Faça login para continuar.' });
    const stored = await account(input.email);
    expect(stored).toMatchObject({ tipo: 'administrador', ativo: true, cpf: '52998224725' });
    expect(stored!.senha).toMatch(/^\$argon2id\$/);
  });

  test('a later professor is created inactive, awaiting approval, and cannot sign in', async () => {
    const input = registrationInput({ tipo: 'professor' });
    const res = await post('/api/auth/register', input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Conta criada! Ela será liberada após a aprovação de um administrador.' });
    expect(await account(input.email)).toMatchObject({ tipo: 'professor', ativo: false, aprovacao: 'pendente' });
    const signIn = await login(input.email, input.senha);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ message: 'Email ou senha inválidos' });
  });

  test('a later administrador also waits for approval', async () => {
    const input = registrationInput({ tipo: 'administrador' });
    expect((await post('/api/auth/register', input)).statusCode).toBe(201);
    expect(await account(input.email)).toMatchObject({ tipo: 'administrador', ativo: false });
  });

  test('a cliente is active at once and can sign in', async () => {
    const input = registrationInput({ tipo: 'cliente' });
    expect((await post('/api/auth/register', input)).statusCode).toBe(201);
    expect(await account(input.email)).toMatchObject({ tipo: 'cliente', ativo: true });
    expect((await login(input.email, input.senha)).statusCode).toBe(200);
  });

  test.each([
    ['nome', { nome: '' }, 'Nome é obrigatório'],
    ['nomeCompleto', { nomeCompleto: '   ' }, 'Nome completo é obrigatório'],
    ['email', { email: 'nao-e-email' }, 'Email inválido'],
    ['cpf', { cpf: '123' }, 'CPF deve ter 11 dígitos'],
    ['cpf', { cpf: '111.111.111-11' }, 'CPF inválido'],
    ['dataNascimento', { dataNascimento: '' }, 'Data de nascimento é obrigatória'],
    ['dataNascimento', { dataNascimento: '2020-02-30' }, 'Data de nascimento é obrigatória'],
    ['dataNascimento', { dataNascimento: '2999-01-01' }, 'Data de nascimento não pode ser no futuro.'],
    ['telefone', { telefone: '1199' }, 'Telefone inválido'],
    ['telefone', { telefone: '(11) 1234-5678' }, 'Telefone inválido'],
    ['senha', { senha: 'curta' }, 'Senha deve ter pelo menos 8 caracteres'],
    ['tipo', { tipo: 'superusuario' }, 'Tipo de usuário é obrigatório'],
  ])('%s: %j is refused with "%s"', async (field, override, message) => {
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await post('/api/auth/register', registrationInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  test.each(['12345678', 'Iloveyou', 'QWERTYUIOP'])('a password among the 10,000 most common (%s) is refused and nothing is stored', async (senha) => {
    const input = registrationInput({ senha });
    const res = await post('/api/auth/register', input);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
      errors: { senha: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.' },
    });
    expect(await ctx.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
  });

  test('unknown fields are dropped', async () => {
    const input = registrationInput({ ativo: true, tipo: 'professor', id: 999 });
    expect((await post('/api/auth/register', input)).statusCode).toBe(201);
    const stored = await account(input.email);
    expect(stored!.id).not.toBe(999);
    expect(stored!.ativo).toBe(false);
  });
});

describe('sign-in and session', () => {
  test('login answers the user and a sessionId accepted as bearer and as cookie', async () => {
    const user = await makeUser(ctx.db, { tipo: 'professor' });
    const res = await login(user!.email, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { sessionId, user: answered } = res.json();
    expect(answered).toMatchObject({ id: user!.id, tipo: 'professor', email: user!.email });
    const cookie = res.cookies.find((c) => c.name === 'sessionId');
    expect(cookie).toMatchObject({ value: sessionId, httpOnly: true, sameSite: 'Lax', path: '/' });

    const bearer = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${sessionId}` } });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json()).toMatchObject({ id: user!.id, tipo: 'professor' });
    const viaCookie = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sessionId } });
    expect(viaCookie.json().id).toBe(user!.id);

    const [stored] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(stored!.id).not.toBe(sessionId);
    expect(stored!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  test('wrong password and unknown email get the same 401', async () => {
    const user = await makeUser(ctx.db);
    const wrong = await login(user!.email, 'senha-errada');
    const unknown = await login('ninguem@escola.com.br', 'senha-errada');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Email ou senha inválidos' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  test('login validation messages', async () => {
    const noPassword = await post('/api/auth/login', { email: 'a@b.com', senha: '' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({ message: 'Senha é obrigatória', errors: { senha: 'Senha é obrigatória' } });
    const badEmail = await post('/api/auth/login', { email: 'x', senha: 'abc' });
    expect(badEmail.json().errors.email).toBe('Email inválido');
  });

  test('/api/auth/me without a session is 401 Não autenticado', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Não autenticado' });
  });

  test('logout ends the session', async () => {
    const { headers } = await signedIn(ctx.db, 'cliente');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
  });

  test('a session idle for more than 30 days, or past its absolute limit, no longer works', async () => {
    const idle = await signedIn(ctx.db, 'cliente');
    await ctx.db.update(sessions).set({ lastSeenAt: sql`now() - interval '31 days'` }).where(eq(sessions.userId, idle.user!.id));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: idle.headers })).statusCode).toBe(401);

    const old = await signedIn(ctx.db, 'cliente');
    await ctx.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.userId, old.user!.id));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: old.headers })).statusCode).toBe(401);
  });

  test('an inactivated user is signed out at once', async () => {
    const { user, headers } = await signedIn(ctx.db, 'professor');
    await ctx.db.update(users).set({ ativo: false, status: 'inativo' }).where(eq(users.id, user!.id));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
  });

  test('sign-ins are written to the audit log', async () => {
    const user = await makeUser(ctx.db);
    await login(user!.email, DEFAULT_PASSWORD);
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.userId, user!.id));
    expect(rows.map((r) => r.action)).toContain('login');
  });

  test('login is limited to 25 attempts per 5 minutes per IP, with a Portuguese 429', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 25; i++) expect((await login(`ip${i}@x.com`, 'errada', ip)).statusCode).toBe(401);
    const blocked = await login('ip-final@x.com', 'errada', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Muitas tentativas de login. Aguarde alguns minutos e tente novamente.');
  });

  test('login is limited to 25 attempts per hour per account, from any address', async () => {
    const user = await makeUser(ctx.db);
    for (let i = 0; i < 25; i++) await login(user!.email, 'errada');
    const blocked = await login(user!.email, DEFAULT_PASSWORD);
    expect(blocked.statusCode).toBe(429);
  });
});

describe('password reset', () => {
  const tokenFrom = (text: string) => /resetToken=([\w-]+)/.exec(text)![1];

  test('the request answers the same whether or not the email exists, and mails only a real user', async () => {
    const user = await makeUser(ctx.db);
    await ctx.deliverMail();
    const sentBefore = ctx.outbox.length;
    const unknown = await post('/api/auth/password-reset/request', { email: 'nao-existe@escola.com.br' });
    const known = await post('/api/auth/password-reset/request', { email: user!.email }, { 'user-agent': 'Navegador de Teste' });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: 'Se o email existir, você receberá um link para redefinir a senha.' });
    await ctx.deliverMail();
    expect(ctx.outbox.length).toBe(sentBefore + 1);
    const mail = ctx.outbox.at(-1)!;
    expect(mail.to).toBe(user!.email);
    expect(mail.text).toContain('http://plantel.test/?resetToken=');

    const [row] = await ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user!.id));
    expect(row!.tokenHash).not.toBe(tokenFrom(mail.text));
    expect(row!.requestedUserAgent).toBe('Navegador de Teste');
    expect(row!.requestedIp).toMatch(/^10\.0\./);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(3_600_000, -3);
  });

  test('validate, confirm, single use, and every session ended', async () => {
    const { user, headers } = await signedIn(ctx.db, 'professor');
    await post('/api/auth/password-reset/request', { email: user!.email });
    await ctx.deliverMail();
    const token = tokenFrom(ctx.outbox.at(-1)!.text);

    expect((await post('/api/auth/password-reset/validate', { token })).json()).toEqual({ valid: true });
    expect((await post('/api/auth/password-reset/validate', { token: 'outro' })).json()).toEqual({ valid: false });

    const mismatch = await post('/api/auth/password-reset/confirm', { token, newPassword: 'nova-senha-123', confirmPassword: 'outra' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.confirmPassword).toBe('Senhas não conferem');

    const ok = await post('/api/auth/password-reset/confirm', { token, newPassword: 'nova-senha-123', confirmPassword: 'nova-senha-123' });
    expect(ok.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
    expect((await login(user!.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(user!.email, 'nova-senha-123')).statusCode).toBe(200);

    const again = await post('/api/auth/password-reset/confirm', { token, newPassword: 'outra-senha-1', confirmPassword: 'outra-senha-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'O token informado é inválido ou expirado.' });
    expect((await post('/api/auth/password-reset/validate', { token })).json()).toEqual({ valid: false });
  });

  test('a reset voids every other reset link of the user: an older mail cannot reset the password again', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    for (const email of [user!.email, user!.email, other!.email]) await post('/api/auth/password-reset/request', { email });
    await ctx.deliverMail();
    const [first, second, othersToken] = ctx.outbox.filter((mail) => [user!.email, other!.email].includes(mail.to)).map((mail) => tokenFrom(mail.text));

    const ok = await post('/api/auth/password-reset/confirm', { token: second, newPassword: 'nova-senha-123', confirmPassword: 'nova-senha-123' });
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/password-reset/validate', { token: first })).json()).toEqual({ valid: false });
    const late = await post('/api/auth/password-reset/confirm', { token: first, newPassword: 'outra-senha-456', confirmPassword: 'outra-senha-456' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'O token informado é inválido ou expirado.' });
    expect((await login(user!.email, 'nova-senha-123')).statusCode).toBe(200);
    expect((await post('/api/auth/password-reset/validate', { token: othersToken })).json()).toEqual({ valid: true });
  });

  test('a common new password is refused and the token stays usable', async () => {
    const user = await makeUser(ctx.db);
    await post('/api/auth/password-reset/request', { email: user!.email });
    await ctx.deliverMail();
    const token = tokenFrom(ctx.outbox.at(-1)!.text);
    const res = await post('/api/auth/password-reset/confirm', { token, newPassword: 'password1', confirmPassword: 'password1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ newPassword: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.' });
    expect((await login(user!.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await post('/api/auth/password-reset/validate', { token })).json()).toEqual({ valid: true });
  });

  test('a token older than one hour is invalid', async () => {
    const user = await makeUser(ctx.db);
    await post('/api/auth/password-reset/request', { email: user!.email });
    await ctx.deliverMail();
    const token = tokenFrom(ctx.outbox.at(-1)!.text);
    await ctx.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResetTokens.userId, user!.id));
    expect((await post('/api/auth/password-reset/validate', { token })).json()).toEqual({ valid: false });
  });

  test('reset messages', async () => {
    expect((await post('/api/auth/password-reset/validate', { token: '' })).json().errors.token).toBe('Token é obrigatório');
    const res = await post('/api/auth/password-reset/confirm', { token: 'x', newPassword: 'curta', confirmPassword: '' });
    expect(res.json().errors).toMatchObject({
      newPassword: 'Senha deve ter pelo menos 8 caracteres',
      confirmPassword: 'Confirme a nova senha',
    });
  });

  test('requests are limited to 5 per 30 minutes per email', async () => {
    const user = await makeUser(ctx.db);
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/password-reset/request', { email: user!.email })).statusCode).toBe(200);
    const blocked = await post('/api/auth/password-reset/request', { email: user!.email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toContain('Aguarde 30 minutos');
  });
});

describe('bad input never gives a 500', () => {
  test.each([
    '/api/auth/register',
    '/api/auth/login',
    '/api/auth/password-reset/request',
    '/api/auth/password-reset/validate',
    '/api/auth/password-reset/confirm',
  ])('POST %s', async (url) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method: 'POST', url });
  });

  test('a body over 1 MB is refused with 413', async () => {
    const res = await post('/api/auth/login', { email: 'a@b.com', senha: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Requisição muito grande' });
  });
});
