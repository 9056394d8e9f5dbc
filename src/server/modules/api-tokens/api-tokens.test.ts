import { auditActionLabels, auditEntityLabels } from '@domain/audit';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_ACTIVE_API_TOKENS } from '@domain/api-tokens';
import { ADMIN } from '@domain/roles';
import { API_TOKEN_NOT_ALLOWED, API_TOKEN_READ_ONLY } from '../../auth/guard';
import { apiTokens, auditLog, companies, users } from '../../db/schema/index';
import { companyInput, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';
import { TOO_MANY_TOKENS } from './api-tokens.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (headers: Record<string, string>, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

/** A signed-in administrador and a token of theirs, made through the API. */
async function adminWithToken(escopo: 'leitura' | 'escrita', nome = 'Planilha do contador') {
  const admin = await signedIn(ctx.db, 'administrador');
  const res = await call(admin.headers, 'POST', '/api/api-tokens', { nome, escopo });
  expect(res.statusCode).toBe(201);
  const created = res.json() as { id: number; token: string };
  return { admin, id: created.id, token: created.token, headers: bearer(created.token) };
}

const storedToken = async (id: number) => (await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0];

describe('refusals', () => {
  test.each([
    ['GET', '/api/api-tokens'],
    ['POST', '/api/api-tokens'],
    ['DELETE', '/api/api-tokens/1'],
  ] as const)('%s %s: 401 without a session, 403 for every role but administrador', async (method, url) => {
    const before = await ctx.db.select().from(apiTokens);
    await expectRefusals(ctx, { method, url, payload: { nome: 'Script', escopo: 'leitura' } }, ADMIN);
    expect(await ctx.db.select().from(apiTokens)).toEqual(before);
  });

  test('malformed bodies never give a 500', async () => {
    const { headers } = await signedIn(ctx.db, 'administrador');
    await expectNoServerErrorForMalformedBodies(ctx, { method: 'POST', url: '/api/api-tokens' }, headers);
  });

  test.each([
    ['nome', { escopo: 'leitura' }, 'Nome é obrigatório'],
    ['nome', { nome: '   ', escopo: 'leitura' }, 'Nome é obrigatório'],
    ['nome', { nome: 'x'.repeat(101), escopo: 'leitura' }, 'Máximo de 100 caracteres'],
    ['escopo', { nome: 'Script' }, 'Escopo é obrigatório'],
    ['escopo', { nome: 'Script', escopo: 'admin' }, 'Escopo inválido'],
  ])('%s %j → "%s"', async (field, payload, message) => {
    const { headers } = await signedIn(ctx.db, 'administrador');
    const res = await call(headers, 'POST', '/api/api-tokens', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('create, list, revoke', () => {
  test('the token is answered once, stored only as its SHA-256, and its creation audited', async () => {
    const admin = await signedIn(ctx.db, 'administrador');
    const res = await call(admin.headers, 'POST', '/api/api-tokens', { nome: '  Planilha do contador ', escopo: 'leitura' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^plt_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({ nome: 'Planilha do contador', escopo: 'leitura', prefixo: body.token.slice(4, 12), lastUsedAt: null, revokedAt: null });
    expect(body).not.toHaveProperty('tokenHash');

    const stored = await storedToken(body.id);
    expect(stored).toMatchObject({ userId: admin.user!.id, tokenHash: createHash('sha256').update(body.token).digest('hex') });
    expect(JSON.stringify(await ctx.db.select().from(apiTokens))).not.toContain(body.token.slice(4));

    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'api_tokens'), eq(auditLog.entityId, body.id)));
    expect(log).toMatchObject({ action: 'create', userId: admin.user!.id, changes: { nome: 'Planilha do contador', escopo: 'leitura', prefixo: body.prefixo } });
    expect(JSON.stringify(log)).not.toContain(body.token.slice(4));
  });

  test("the list is the caller's own tokens, newest first, without their text or hash", async () => {
    const admin = await signedIn(ctx.db, 'administrador');
    const other = await adminWithToken('escrita', 'De outra pessoa');
    for (const nome of ['Primeiro', 'Segundo']) await call(admin.headers, 'POST', '/api/api-tokens', { nome, escopo: 'escrita' });
    const res = await call(admin.headers, 'GET', '/api/api-tokens');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.map((t) => t.nome)).toEqual(['Segundo', 'Primeiro']);
    expect(list.map((t) => t.id)).not.toContain(other.id);
    for (const token of list) expect(Object.keys(token).sort()).toEqual(['createdAt', 'escopo', 'id', 'lastUsedAt', 'nome', 'prefixo', 'revokedAt']);
  });

  test("revoking is audited and kept in the list; another administrador's token is a 404 and stays valid", async () => {
    const mine = await adminWithToken('leitura');
    const theirs = await adminWithToken('leitura');

    const refused = await call(mine.admin.headers, 'DELETE', `/api/api-tokens/${theirs.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Token de API não encontrado' });
    expect((await storedToken(theirs.id))!.revokedAt).toBeNull();
    expect((await call(mine.admin.headers, 'DELETE', '/api/api-tokens/999999')).statusCode).toBe(404);

    const res = await call(mine.admin.headers, 'DELETE', `/api/api-tokens/${mine.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, revokedAt: expect.any(String) });
    expect((await call(mine.admin.headers, 'GET', '/api/api-tokens')).json()).toEqual([expect.objectContaining({ id: mine.id, revokedAt: res.json().revokedAt })]);

    // Revoking it again changes nothing and writes no second entry.
    expect((await call(mine.admin.headers, 'DELETE', `/api/api-tokens/${mine.id}`)).json().revokedAt).toBe(res.json().revokedAt);
    const logs = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'api_tokens'), eq(auditLog.entityId, mine.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'revoke']);
    expect(logs.find((l) => l.action === 'revoke')).toMatchObject({ userId: mine.admin.user!.id, apiTokenId: null });
    // /auditoria names them in Portuguese, not by the stored words.
    expect(logs.map((l) => [auditEntityLabels[l.entity], auditActionLabels[l.action]]).sort()).toEqual([
      ['Tokens de API', 'Criação'],
      ['Tokens de API', 'Revogação'],
    ]);
  });

  test(`at most ${MAX_ACTIVE_API_TOKENS} active tokens: the next is a 409 until one is revoked`, async () => {
    const admin = await signedIn(ctx.db, 'administrador');
    const ids: number[] = [];
    for (let i = 0; i < MAX_ACTIVE_API_TOKENS; i++) {
      ids.push((await call(admin.headers, 'POST', '/api/api-tokens', { nome: `Script ${i}`, escopo: 'leitura' })).json().id);
    }
    const refused = await call(admin.headers, 'POST', '/api/api-tokens', { nome: 'Um a mais', escopo: 'leitura' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TOO_MANY_TOKENS });

    await call(admin.headers, 'DELETE', `/api/api-tokens/${ids[0]}`);
    expect((await call(admin.headers, 'POST', '/api/api-tokens', { nome: 'Um a mais', escopo: 'leitura' })).statusCode).toBe(201);
  });
});

describe('a token as the bearer', () => {
  test('reads as its administrador, and records its last use at most once a minute', async () => {
    const { admin, id, headers } = await adminWithToken('leitura');
    const res = await call(headers, 'GET', '/api/athletes');
    expect(res.statusCode).toBe(200);
    expect((await call(headers, 'GET', '/api/auth/me')).json()).toMatchObject({ id: admin.user!.id, tipo: 'administrador' });
    const firstUse = (await storedToken(id))!.lastUsedAt;
    expect(firstUse).toBeInstanceOf(Date);

    await ctx.db.update(apiTokens).set({ lastUsedAt: sql`now() - interval '30 seconds'` }).where(eq(apiTokens.id, id));
    const recent = (await storedToken(id))!.lastUsedAt!;
    await call(headers, 'GET', '/api/athletes');
    expect((await storedToken(id))!.lastUsedAt).toEqual(recent);

    await ctx.db.update(apiTokens).set({ lastUsedAt: sql`now() - interval '2 minutes'` }).where(eq(apiTokens.id, id));
    const stale = (await storedToken(id))!.lastUsedAt!;
    await call(headers, 'GET', '/api/athletes');
    expect((await storedToken(id))!.lastUsedAt!.getTime()).toBeGreaterThan(stale.getTime());
  });

  test('a leitura token is refused any write, and nothing is stored', async () => {
    const { headers } = await adminWithToken('leitura');
    const input = companyInput();
    for (const [method, url] of [
      ['POST', '/api/companies'],
      ['PUT', '/api/companies/1'],
      ['PATCH', '/api/companies/1/deactivate'],
      ['DELETE', '/api/athletes/1'],
    ] as const) {
      const res = await call(headers, method, url, input);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: API_TOKEN_READ_ONLY });
    }
    expect(await ctx.db.select().from(companies).where(eq(companies.cnpj, input.cnpj))).toEqual([]);
  });

  test('an escrita token writes, and the audit entry names the token; a session’s names none', async () => {
    const { admin, id, headers } = await adminWithToken('escrita');
    const res = await call(headers, 'POST', '/api/companies', companyInput());
    expect(res.statusCode).toBe(201);
    const [byToken] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'companies'), eq(auditLog.entityId, res.json().id)));
    expect(byToken).toMatchObject({ action: 'create', userId: admin.user!.id, apiTokenId: id });

    const bySession = await call(admin.headers, 'POST', '/api/companies', companyInput());
    const [own] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'companies'), eq(auditLog.entityId, bySession.json().id)));
    expect(own).toMatchObject({ userId: admin.user!.id, apiTokenId: null });
  });

  test('a revoked token is no one: 401, at once, even when revoked straight in the database', async () => {
    const first = await adminWithToken('escrita');
    expect((await call(first.headers, 'GET', '/api/athletes')).statusCode).toBe(200);
    await call(first.admin.headers, 'DELETE', `/api/api-tokens/${first.id}`);
    const res = await call(first.headers, 'GET', '/api/athletes');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Não autenticado' });

    // Another instance's revocation is a row changed under this one: nothing here may remember the token.
    const second = await adminWithToken('leitura');
    expect((await call(second.headers, 'GET', '/api/athletes')).statusCode).toBe(200);
    await ctx.db.update(apiTokens).set({ revokedAt: sql`now()` }).where(eq(apiTokens.id, second.id));
    expect((await call(second.headers, 'GET', '/api/athletes')).statusCode).toBe(401);
  });

  test('an unknown token, or a known one altered, is a 401', async () => {
    const { token } = await adminWithToken('leitura');
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const text of [altered, `plt_${'A'.repeat(43)}`]) {
      const res = await call(bearer(text), 'GET', '/api/athletes');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Não autenticado' });
    }
  });

  test('the token of an administrador demoted to professor, or inactivated, is a 401', async () => {
    const demoted = await adminWithToken('escrita');
    await ctx.db.update(users).set({ tipo: 'professor' }).where(eq(users.id, demoted.admin.user!.id));
    // Professors may list athletes: the refusal is the token's, not the role's.
    expect((await call(demoted.headers, 'GET', '/api/athletes')).statusCode).toBe(401);

    const inactivated = await adminWithToken('escrita');
    const { headers: otherAdmin } = await signedIn(ctx.db, 'administrador');
    expect((await call(otherAdmin, 'PATCH', `/api/system-users/${inactivated.admin.user!.id}/inactivate`)).statusCode).toBe(200);
    expect((await call(inactivated.headers, 'GET', '/api/athletes')).statusCode).toBe(401);
  });

  test('a token cannot manage tokens nor change accounts, whatever its scope', async () => {
    const { admin, id, headers } = await adminWithToken('escrita');
    const { user: someone } = await signedIn(ctx.db, 'professor');
    const refused: [Method, string, unknown?][] = [
      ['POST', '/api/api-tokens', { nome: 'Sucessor', escopo: 'escrita' }],
      ['GET', '/api/api-tokens'],
      ['DELETE', `/api/api-tokens/${id}`],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/login', { email: admin.user!.email, senha: 'qualquer-senha-1' }],
      ['POST', '/api/system-users', { nomeCompleto: 'Outro Admin', email: 'outro@escola.com.br', cpf: '52998224725', tipo: 'administrador', senha: 'senha-forte-123' }],
      ['PATCH', `/api/system-users/${someone!.id}/reset-password`],
      ['PATCH', `/api/system-users/${someone!.id}/inactivate`],
      ['POST', '/api/privacy/consents', {}],
    ];
    for (const [method, url, payload] of refused) {
      const res = await call(headers, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: API_TOKEN_NOT_ALLOWED });
    }
    expect(await ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, admin.user!.id))).toEqual([
      expect.objectContaining({ id, revokedAt: null }),
    ]);
    expect((await ctx.db.select({ ativo: users.ativo }).from(users).where(eq(users.id, someone!.id)))[0]!.ativo).toBe(true);
    // Reading the account and the users list stays open.
    expect((await call(headers, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await call(headers, 'GET', '/api/system-users')).statusCode).toBe(200);
  });
});

describe('ended with the access of their administrador (ADR 0012)', () => {
  test("another administrador's password reset revokes the tokens for good, audited", async () => {
    const owner = await adminWithToken('escrita');
    const { user: other, headers: otherAdmin } = await signedIn(ctx.db, 'administrador');
    const res = await call(otherAdmin, 'PATCH', `/api/system-users/${owner.admin.user!.id}/reset-password`, { novaSenha: 'outra-senha-forte-987' });
    expect(res.statusCode).toBe(200);
    expect((await call(owner.headers, 'GET', '/api/athletes')).statusCode).toBe(401);
    expect((await storedToken(owner.id))!.revokedAt).toBeInstanceOf(Date);
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'api_tokens'), eq(auditLog.entityId, owner.id), eq(auditLog.action, 'revoke')));
    expect(log).toMatchObject({ userId: other!.id });
  });

  test('an inactivation revokes them: reactivating the administrador brings none back', async () => {
    const owner = await adminWithToken('leitura');
    const { headers: otherAdmin } = await signedIn(ctx.db, 'administrador');
    expect((await call(otherAdmin, 'PATCH', `/api/system-users/${owner.admin.user!.id}/inactivate`)).statusCode).toBe(200);
    expect((await call(otherAdmin, 'PATCH', `/api/system-users/${owner.admin.user!.id}/reactivate`)).statusCode).toBe(200);
    const res = await call(owner.headers, 'GET', '/api/athletes');
    expect(res.statusCode).toBe(401);
    expect((await storedToken(owner.id))!.revokedAt).toBeInstanceOf(Date);
  });

  test('an account inactivated before this rule has its tokens revoked on reactivation; reactivating an active one keeps them', async () => {
    const { headers: otherAdmin } = await signedIn(ctx.db, 'administrador');
    const legacy = await adminWithToken('leitura');
    await ctx.db.update(users).set({ ativo: false }).where(eq(users.id, legacy.admin.user!.id));
    expect((await call(otherAdmin, 'PATCH', `/api/system-users/${legacy.admin.user!.id}/reactivate`)).statusCode).toBe(200);
    expect((await call(legacy.headers, 'GET', '/api/athletes')).statusCode).toBe(401);

    const active = await adminWithToken('leitura');
    expect((await call(otherAdmin, 'PATCH', `/api/system-users/${active.admin.user!.id}/reactivate`)).statusCode).toBe(200);
    expect((await call(active.headers, 'GET', '/api/athletes')).statusCode).toBe(200);
  });
});

describe("the school's tokens, for every administrador", () => {
  test('lists every token of the school with its owner, and revokes any of them, audited', async () => {
    const theirs = await adminWithToken('escrita', 'Sistema do contador');
    const { user: me, headers } = await signedIn(ctx.db, 'administrador');
    const list = await call(headers, 'GET', '/api/api-tokens/school');
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as Record<string, unknown>[]).find((t) => t.id === theirs.id);
    expect(listed).toEqual({
      id: theirs.id,
      nome: 'Sistema do contador',
      escopo: 'escrita',
      prefixo: theirs.token.slice(4, 12),
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
      dono: { id: theirs.admin.user!.id, nome: expect.any(String) },
    });

    const res = await call(headers, 'DELETE', `/api/api-tokens/school/${theirs.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: theirs.id, revokedAt: expect.any(String) });
    expect((await call(theirs.headers, 'GET', '/api/athletes')).statusCode).toBe(401);
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'api_tokens'), eq(auditLog.entityId, theirs.id), eq(auditLog.action, 'revoke')));
    expect(log).toMatchObject({ userId: me!.id, changes: { nome: 'Sistema do contador', prefixo: theirs.token.slice(4, 12), donoId: theirs.admin.user!.id } });

    const missing = await call(headers, 'DELETE', '/api/api-tokens/school/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Token de API não encontrado' });
  });

  test.each([
    ['GET', '/api/api-tokens/school'],
    ['DELETE', '/api/api-tokens/school/1'],
  ] as const)('%s %s: 401 without a session, 403 for every role but administrador', async (method, url) => {
    const before = await ctx.db.select().from(apiTokens);
    await expectRefusals(ctx, { method, url }, ADMIN);
    expect(await ctx.db.select().from(apiTokens)).toEqual(before);
  });
});

describe('logs', () => {
  let logged: TestContext;
  beforeAll(async () => {
    logged = await createTestApp({ captureLogs: true });
  });
  afterAll(() => logged.close());

  test("the token's text is in no log line, whatever the request did with it", async () => {
    const admin = await signedIn(logged.db, 'administrador');
    const created = await logged.app.inject({ method: 'POST', url: '/api/api-tokens', payload: { nome: 'Script', escopo: 'leitura' }, headers: admin.headers });
    const { token, id } = created.json() as { token: string; id: number };
    const headers = bearer(token);
    expect((await logged.app.inject({ method: 'GET', url: '/api/athletes', headers })).statusCode).toBe(200);
    expect((await logged.app.inject({ method: 'POST', url: '/api/companies', payload: {}, headers })).statusCode).toBe(403);
    expect((await logged.app.inject({ method: 'GET', url: '/api/api-tokens', headers })).statusCode).toBe(403);
    expect((await logged.app.inject({ method: 'GET', url: `/api/companies/999999?token=${token}`, headers })).statusCode).toBe(404);

    // The lines were written (requests and the refusal, with the token's id), and none holds the text.
    expect(logged.logs.filter((line) => (line.req as { url?: string } | undefined)?.url === '/api/athletes')).not.toEqual([]);
    expect(logged.logs).toContainEqual(expect.objectContaining({ msg: 'operação recusada a um token de API', apiTokenId: id, route: '/api/api-tokens' }));
    expect(JSON.stringify(logged.logs)).not.toContain(token.slice(4));
  });
});
