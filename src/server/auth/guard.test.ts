import { afterAll, beforeAll, expect, test } from 'vitest';
import { roles } from '@domain/roles';
import { signedIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const concrete = (url: string) => url.replace(/:(\w+)/g, '1');

test('every route that is not public answers 401 without a session, before looking at its input', async () => {
  const protectedRoutes = ctx.app.routeTable.filter((r) => r.access !== 'public');
  expect(protectedRoutes.length).toBeGreaterThan(0);
  for (const route of protectedRoutes) {
    const res = await ctx.app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      payload: route.method === 'GET' ? undefined : '{bad json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    expect(res.json()).toEqual({ message: 'Não autenticado' });
  }
});

test('every route refuses, with 403, each role it does not declare', async () => {
  const sessions = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, (await signedIn(ctx.db, role)).headers])));
  for (const route of ctx.app.routeTable) {
    if (route.access === 'public') continue;
    for (const role of roles.filter((r) => !route.access.includes(r))) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: sessions[role] });
      expect(res.statusCode, `${route.method} ${route.url} como ${role}`).toBe(403);
      expect(res.json()).toEqual({ message: 'Acesso negado' });
    }
  }
});

test('a route without an access declaration cannot be registered', async () => {
  const { buildApp } = await import('../app');
  const { loadConfig } = await import('../config');
  const app = await buildApp({ db: ctx.db, config: loadConfig({ NODE_ENV: 'test' }), mailer: { send: async () => {} }, webDir: null });
  expect(() => app.get('/api/sem-declaracao', async () => ({}))).toThrow(/não declara quem pode acessá-la/);
  await app.close();
});
