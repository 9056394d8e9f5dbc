import { firstRow } from '../../db/rows';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { verify } from '@node-rs/argon2';
import { and, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN } from '@domain/roles';
import { createSession } from '../../auth/sessions';
import { ACCOUNT_INACTIVATED } from '../../http/errors';
import { auditLog, sessions, users } from '../../db/schema/index';
import { DEFAULT_PASSWORD, makeUser, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  CANNOT_INACTIVATE_LAST_ADMIN,
  CANNOT_INACTIVATE_SELF,
  CANNOT_RESET_CLIENT_PASSWORD,
  INACTIVATION_LOCK_KEY,
} from './users.service';

const NEW_PASSWORD = 'senha-do-novo-usuario-1';
const RESET_PASSWORD = 'senha-resetada-2';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
/** Every answer this file received, checked at the end for passwords and hashes. */
const answers: { route: string; status: number; body: string }[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const inject = ctx.app.inject.bind(ctx.app) as (options: InjectOptions) => ReturnType<TestContext['app']['inject']>;
  ctx.app.inject = (async (options: InjectOptions) => {
    const res = await inject(options);
    answers.push({ route: `${options.method} ${options.url}`, status: res.statusCode, body: res.body });
    return res;
  }) as TestContext['app']['inject'];
  admin = await signedIn(ctx.db, 'administrador');
});
afterAll(() => ctx.close());

let ipCounter = 0;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, payload: payload as object, headers, remoteAddress: `10.9.0.${++ipCounter % 250}` });

const login = (email: string, senha: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha }, remoteAddress: `10.8.0.${++ipCounter % 250}` });

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

let sequence = 0;
const systemUserInput = (overrides: Record<string, unknown> = {}) => ({
  nomeCompleto: `Renata Albuquerque ${++sequence}`,
  email: `renata.${sequence}.${Date.now()}@escola.com.br`,
  cpf: generateCpf(),
  senha: NEW_PASSWORD,
  tipo: 'professor',
  ...overrides,
});

const stored = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const sessionCount = async (userId: number) =>
  (await ctx.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;
const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]!.n;
const auditOf = (id: number, action: string) =>
  ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, id), eq(auditLog.action, action)));

describe('refusals', () => {
  test.each([
    ['GET', '/api/system-users'],
    ['POST', '/api/system-users'],
    ['PATCH', '/api/system-users/:id/inactivate'],
    ['PATCH', '/api/system-users/:id/reactivate'],
    ['PATCH', '/api/system-users/:id/reset-password'],
  ] as const)('%s %s: 401 without a session, 403 for professor, assistente and cliente; nothing changes', async (method, path) => {
    const target = await makeUser(ctx.db, { tipo: 'professor' });
    const token = await createSession(ctx.db, target!.id, null, null);
    const before = await userCount();
    await expectRefusals(
      ctx,
      { method, url: path.replace(':id', String(target!.id)), payload: { ...systemUserInput(), novaSenha: RESET_PASSWORD } },
      ADMIN,
    );
    // expectRefusals signs in one user per refused role.
    expect(await userCount()).toBe(before + 3);
    expect(await stored(target!.id)).toEqual(target);
    expect((await me(token)).statusCode).toBe(200);
  });

  test.each([
    ['POST', '/api/system-users'],
    ['PATCH', '/api/system-users/:id/reset-password'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, path) => {
    const target = await makeUser(ctx.db, { tipo: 'assistente' });
    await expectNoServerErrorForMalformedBodies(ctx, { method, url: path.replace(':id', String(target!.id)) }, admin.headers);
    expect(await stored(target!.id)).toEqual(target);
  });

  test.each(['inactivate', 'reactivate', 'reset-password'])('%s: a bad id is a 400, an unknown one a 404', async (action) => {
    const body = { novaSenha: RESET_PASSWORD };
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await call('PATCH', `/api/system-users/${id}/${action}`, body)).statusCode, id).toBe(400);
    }
    const missing = await call('PATCH', `/api/system-users/999999/${action}`, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Usuário não encontrado' });
  });
});

describe('list', () => {
  test('every user with the System user fields only, sorted by name as a Brazilian reads it', async () => {
    const zelia = await makeUser(ctx.db, { nomeCompleto: 'zélia Campos', tipo: 'cliente' });
    const erica = await makeUser(ctx.db, { nomeCompleto: 'Érica Nogueira', tipo: 'assistente', ativo: false, status: 'inativo' });
    const eduardo = await makeUser(ctx.db, { nome: 'Eduardo', nomeCompleto: null, tipo: 'professor' });
    const res = await call('GET', '/api/system-users');
    expect(res.statusCode).toBe(200);
    const list: { id: number; nomeCompleto: string }[] = res.json();
    expect(list).toHaveLength(await userCount());
    for (const user of list) {
      expect(Object.keys(user).sort()).toEqual(['aprovacao', 'ativo', 'atletaId', 'cpf', 'createdAt', 'email', 'id', 'nomeCompleto', 'tipo']);
    }
    expect(list.find((u) => u.id === erica!.id)).toEqual({
      id: erica!.id,
      nomeCompleto: 'Érica Nogueira',
      email: erica!.email,
      cpf: erica!.cpf,
      atletaId: null,
      tipo: 'assistente',
      ativo: false,
      aprovacao: null,
      createdAt: erica!.createdAt.toISOString(),
    });
    // Without a full name, the short one stands in.
    expect(list.find((u) => u.id === eduardo!.id)?.nomeCompleto).toBe('Eduardo');
    const position = (id: number) => list.findIndex((u) => u.id === id);
    expect(position(eduardo!.id)).toBeLessThan(position(erica!.id));
    expect(position(erica!.id)).toBeLessThan(position(zelia!.id));
  });
});

describe('create', () => {
  test('stores an active account with nome, CPF digits and an argon2id hash, audited without the password', async () => {
    const input = systemUserInput({ nomeCompleto: '  Renata   Albuquerque Lins ', cpf: '529.982.247-25', tipo: 'assistente' });
    const res = await call('POST', '/api/system-users', input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      nomeCompleto: 'Renata   Albuquerque Lins',
      email: input.email,
      cpf: '52998224725',
      atletaId: null,
      tipo: 'assistente',
      ativo: true,
      aprovacao: null,
      createdAt: expect.any(String),
    });
    const user = await stored(body.id);
    expect(user).toMatchObject({ nome: 'Renata', cpf: '52998224725', tipo: 'assistente', ativo: true, status: 'ativo' });
    expect(user!.senha).toMatch(/^\$argon2id\$/);
    expect(await verify(user!.senha, NEW_PASSWORD)).toBe(true);
    const [log] = await auditOf(body.id, 'create');
    expect(log!.userId).toBe(admin.user!.id);
    expect(JSON.stringify(log!.changes)).not.toMatch(/senha|argon2/i);
    expect((await login(input.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test.each(['administrador', 'professor', 'assistente'])('creates a %s', async (tipo) => {
    const email = `${tipo}.${Date.now()}@escola.com.br`;
    const res = await call('POST', '/api/system-users', systemUserInput({ tipo, email: `  ${email.toUpperCase()} ` }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ tipo, ativo: true, email });
  });

  test.each([
    ['nomeCompleto', { nomeCompleto: '   ' }, 'Nome completo é obrigatório'],
    ['nomeCompleto', { nomeCompleto: undefined }, 'Nome completo é obrigatório'],
    ['nomeCompleto', { nomeCompleto: 'Renata\u202Eanigriv' }, 'O nome contém caracteres não permitidos.'],
    ['email', { email: 'renata@' }, 'Email inválido'],
    ['email', { email: undefined }, 'Email inválido'],
    ['cpf', { cpf: '5299822472' }, 'CPF deve ter 11 dígitos'],
    ['cpf', { cpf: '529.982.247-255' }, 'CPF deve ter 11 dígitos'],
    ['cpf', { cpf: undefined }, 'CPF deve ter 11 dígitos'],
    ['cpf', { cpf: '111.111.111-11' }, 'CPF inválido'],
    ['senha', { senha: 'curta12' }, 'Senha deve ter pelo menos 8 caracteres'],
    ['senha', { senha: undefined }, 'Senha deve ter pelo menos 8 caracteres'],
    ['tipo', { tipo: 'cliente' }, 'Perfil é obrigatório'],
    ['tipo', { tipo: '' }, 'Perfil é obrigatório'],
    ['tipo', { tipo: undefined }, 'Perfil é obrigatório'],
  ])('%s %j → "%s", nothing stored', async (field, override, message) => {
    const before = await userCount();
    const res = await call('POST', '/api/system-users', systemUserInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  test('a taken email (in any case) or CPF (formatted or not) is a 409', async () => {
    const first = systemUserInput({ cpf: '111.444.777-35' });
    expect((await call('POST', '/api/system-users', first)).statusCode).toBe(201);
    const sameEmail = await call('POST', '/api/system-users', systemUserInput({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ message: 'Email já cadastrado' });
    const sameCpf = await call('POST', '/api/system-users', systemUserInput({ cpf: '11144477735' }));
    expect(sameCpf.statusCode).toBe(409);
    expect(sameCpf.json()).toEqual({ message: 'CPF já cadastrado' });
  });

  test('unknown fields are dropped', async () => {
    const res = await call(
      'POST',
      '/api/system-users',
      systemUserInput({ id: 999_999, ativo: false, status: 'inativo', atletaId: 1, companyId: 1, nome: 'X' }),
    );
    expect(res.statusCode).toBe(201);
    const user = await stored(res.json().id);
    expect(user).toMatchObject({ ativo: true, status: 'ativo', atletaId: null, companyId: null, nome: 'Renata' });
    expect(user!.id).not.toBe(999_999);
  });
});

describe('inactivate and reactivate', () => {
  test('inactivating ends every session of the user at once; reactivating lets them sign in again', async () => {
    const target = await makeUser(ctx.db, { tipo: 'professor' });
    const tokens = await Promise.all([1, 2, 3].map(() => createSession(ctx.db, target!.id, null, null)));
    // In use a moment ago, so the server has just confirmed them.
    for (const token of tokens) expect((await me(token)).statusCode).toBe(200);
    const off = await call('PATCH', `/api/system-users/${target!.id}/inactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: target!.id, ativo: false });
    expect(await stored(target!.id)).toMatchObject({ ativo: false, status: 'inativo' });
    // An open tab's next request says why it was signed out, not just 'Não autenticado'.
    for (const token of tokens) {
      const ended = await me(token);
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual({ message: ACCOUNT_INACTIVATED });
    }
    // Refused like a wrong password, so the answer reveals no account; the account holder is told why by e-mail.
    expect((await login(target!.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect(await auditOf(target!.id, 'inactivate')).toHaveLength(1);

    const on = await call('PATCH', `/api/system-users/${target!.id}/reactivate`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: target!.id, ativo: true });
    expect(await stored(target!.id)).toMatchObject({ ativo: true, status: 'ativo' });
    // The sessions of before stay ended: coming back means signing in again.
    expect(await sessionCount(target!.id)).toBe(0);
    for (const token of tokens) expect((await me(token)).json()).toEqual({ message: 'Não autenticado' });
    expect((await login(target!.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect(await auditOf(target!.id, 'reactivate')).toHaveLength(1);
  });

  test('reactivating approves a self-registered professor, who can then sign in', async () => {
    const account = { nome: 'Paulo', nomeCompleto: 'Paulo Teixeira', email: `paulo.${Date.now()}@escola.com.br`, cpf: generateCpf(), dataNascimento: '1980-01-02', telefone: '11987654321', senha: NEW_PASSWORD, tipo: 'professor', consentimentoLgpd: true };
    await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: account, remoteAddress: '10.7.0.1' });
    const { id } = firstRow(await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, account.email)), 'user');
    expect(await stored(id)).toMatchObject({ ativo: false, status: 'inativo' });
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await call('PATCH', `/api/system-users/${id}/reactivate`)).json()).toMatchObject({ id, ativo: true, tipo: 'professor' });
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('an administrador cannot inactivate themself', async () => {
    const res = await call('PATCH', `/api/system-users/${admin.user!.id}/inactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CANNOT_INACTIVATE_SELF });
    expect(await stored(admin.user!.id)).toMatchObject({ ativo: true, status: 'ativo' });
    expect((await me(admin.token)).statusCode).toBe(200);
    expect(await auditOf(admin.user!.id, 'inactivate')).toHaveLength(0);
  });

  test('another administrador can be inactivated while one stays active', async () => {
    const other = await signedIn(ctx.db, 'administrador');
    expect((await call('PATCH', `/api/system-users/${other.user!.id}/inactivate`)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
  });
});

describe('reset password', () => {
  test.each(['administrador', 'professor', 'assistente'] as const)(
    'a %s gets a new argon2id hash and every session ends',
    async (tipo) => {
      const target = await signedIn(ctx.db, tipo);
      await createSession(ctx.db, target.user!.id, null, null);
      const res = await call('PATCH', `/api/system-users/${target.user!.id}/reset-password`, { novaSenha: RESET_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: target.user!.id, tipo, ativo: true });
      const user = await stored(target.user!.id);
      expect(user!.senha).toMatch(/^\$argon2id\$/);
      expect(user!.senha).not.toBe(target.user!.senha);
      expect(await sessionCount(target.user!.id)).toBe(0);
      expect((await me(target.token)).statusCode).toBe(401);
      expect((await login(target.user!.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
      expect((await login(target.user!.email, RESET_PASSWORD)).statusCode).toBe(200);
      const [log] = await auditOf(target.user!.id, 'reset-password');
      expect(log).toMatchObject({ userId: admin.user!.id, changes: null });
    },
  );

  test('a common password is refused, on creation and on reset, and nothing changes', async () => {
    const message = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.';
    const input = systemUserInput({ senha: 'qwertyuiop' });
    const created = await call('POST', '/api/system-users', input);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message, errors: { senha: message } });
    expect(await ctx.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);

    const target = await signedIn(ctx.db, 'professor');
    const reset = await call('PATCH', `/api/system-users/${target.user!.id}/reset-password`, { novaSenha: '12345678' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message, errors: { novaSenha: message } });
    expect((await stored(target.user!.id))!.senha).toBe(target.user!.senha);
    expect((await me(target.token)).statusCode).toBe(200);
  });

  test("an administrador resetting their own password keeps the session in use and ends the others", async () => {
    const self = await signedIn(ctx.db, 'administrador');
    const elsewhere = await createSession(ctx.db, self.user!.id, null, null);
    expect((await me(elsewhere)).statusCode).toBe(200);
    const res = await call('PATCH', `/api/system-users/${self.user!.id}/reset-password`, { novaSenha: RESET_PASSWORD }, self.headers);
    expect(res.statusCode).toBe(200);
    expect((await me(self.token)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  test("a cliente's password is not reset here (409), and nothing changes", async () => {
    const family = await signedIn(ctx.db, 'cliente');
    const res = await call('PATCH', `/api/system-users/${family.user!.id}/reset-password`, { novaSenha: RESET_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CANNOT_RESET_CLIENT_PASSWORD });
    expect((await stored(family.user!.id))!.senha).toBe(family.user!.senha);
    expect((await me(family.token)).statusCode).toBe(200);
    expect(await auditOf(family.user!.id, 'reset-password')).toHaveLength(0);
  });

  test.each([
    [{ novaSenha: 'curta12' }],
    [{ novaSenha: '' }],
    [{}],
    [{ novaSenha: 12345678 }],
  ])('%j → "Nova senha deve ter pelo menos 8 caracteres", nothing changes', async (body) => {
    const target = await makeUser(ctx.db, { tipo: 'professor' });
    const res = await call('PATCH', `/api/system-users/${target!.id}/reset-password`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Nova senha deve ter pelo menos 8 caracteres',
      errors: { novaSenha: 'Nova senha deve ter pelo menos 8 caracteres' },
    });
    expect(await stored(target!.id)).toEqual(target);
  });
});

describe('the last active administrador', () => {
  const waitingForInactivationLock = async () =>
    (
      await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_locks
            where locktype = 'advisory' and not granted and objid = ${INACTIVATION_LOCK_KEY}
              and database = (select oid from pg_database where datname = current_database())`,
      )
    ).rows[0]!.n;

  test('two administrators inactivating each other at the same moment: one succeeds, the other gets a 409', async () => {
    // Only these two administrators are active during this test.
    const benched = await ctx.db
      .update(users)
      .set({ ativo: false })
      .where(and(eq(users.tipo, 'administrador'), eq(users.ativo, true)))
      .returning({ id: users.id });
    try {
      const [a, b] = [await signedIn(ctx.db, 'administrador'), await signedIn(ctx.db, 'administrador')];

      // The test holds the lock until both requests are past the role check and waiting for it.
      let release!: () => void;
      let taken!: () => void;
      const lockTaken = new Promise<void>((resolve) => (taken = resolve));
      const holder = ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${INACTIVATION_LOCK_KEY})`);
        taken();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await lockTaken;
      const both = Promise.all([
        call('PATCH', `/api/system-users/${b.user!.id}/inactivate`, undefined, a.headers),
        call('PATCH', `/api/system-users/${a.user!.id}/inactivate`, undefined, b.headers),
      ]);
      try {
        for (let polls = 0; (await waitingForInactivationLock()) < 2; polls++) {
          expect(polls, 'both requests wait for the lock').toBeLessThan(500);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        release();
        await holder;
      }

      const answered = await both;
      expect(answered.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(answered.find((res) => res.statusCode === 409)?.json()).toEqual({ message: CANNOT_INACTIVATE_LAST_ADMIN });
      const still = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.tipo, 'administrador'), eq(users.ativo, true)));
      expect(still).toHaveLength(1);
    } finally {
      for (const { id } of benched) await ctx.db.update(users).set({ ativo: true }).where(eq(users.id, id));
    }
  });
});

test('no answer in this file carried a password or its hash', () => {
  expect(answers.length).toBeGreaterThan(100);
  for (const { route, status, body } of answers) {
    expect(body, route).not.toContain('$argon2');
    for (const plain of [DEFAULT_PASSWORD, NEW_PASSWORD, RESET_PASSWORD]) expect(body, route).not.toContain(plain);
    // Error answers name the senha field in their messages; a success never mentions it at all.
    if (status < 400) expect(body, route).not.toMatch(/senha/i);
  }
});
