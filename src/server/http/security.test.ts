import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { teams } from '../db/schema/index';
import { DEFAULT_PASSWORD, makeCompany, makeUnit, makeUser, signedIn, teamInput } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

describe('cookie sessions and cross-site requests (CSRF)', () => {
  let ctx: TestContext;
  let token: string;
  let unitId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = (await signedIn(ctx.db, 'administrador')).token;
    unitId = (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id))!.id;
  });
  afterAll(() => ctx.close());

  const createTeam = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/teams', payload: teamInput(unitId), headers });

  test.each([
    ['no Origin at all', {}],
    ['another site', { origin: 'https://site-malicioso.example' }],
    ['another port of our host', { origin: 'http://localhost:8080' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a malformed Origin', { origin: 'null' }],
  ])('a write carried only by the cookie from %s is refused and stores nothing', async (_name, extra) => {
    const before = await ctx.db.select().from(teams);
    const res = await createTeam({ cookie: `sessionId=${token}`, ...extra });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Requisição de outra origem recusada' });
    expect(await ctx.db.select().from(teams)).toEqual(before);
  });

  test.each([
    ['our own Origin', () => ({ cookie: `sessionId=${token}`, origin: 'http://localhost' })],
    ['a same-origin fetch without Origin', () => ({ cookie: `sessionId=${token}`, 'sec-fetch-site': 'same-origin' })],
    ['the bearer header, from anywhere', () => ({ authorization: `Bearer ${token}`, origin: 'https://app-movel.example' })],
  ])('a write from %s goes through', async (_name, headers) => {
    const res = await createTeam(headers());
    expect(res.statusCode).toBe(201);
  });

  test('reads with the cookie need no Origin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/teams', headers: { cookie: `sessionId=${token}` } });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  test('every answer carries CSP without inline script, no framing, nosniff, a referrer policy and no-store', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('on plain http, and without TRUST_PROXY, forwarded https headers are not believed: no HSTS, no Secure cookie', async () => {
    const user = await makeUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user!.email, senha: DEFAULT_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/i);
  });
});

describe('behind an https proxy (TRUST_PROXY=true)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => ctx.close());

  test('https requests get HSTS and a Secure, HttpOnly session cookie', async () => {
    const user = await makeUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user!.email, senha: DEFAULT_PASSWORD },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
  });

  test('the client address comes from X-Forwarded-For, so per-IP limits hit the real client', async () => {
    const attempt = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nao-existe-${ip}@x.com.br`, senha: 'errada-123' },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 25; i++) expect((await attempt('198.51.100.7')).statusCode).toBe(401);
    expect((await attempt('198.51.100.7')).statusCode).toBe(429);
    expect((await attempt('198.51.100.8')).statusCode).toBe(401);
  });
});
