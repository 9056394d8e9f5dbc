import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

test('GET /api/health answers ok once the database is migrated, with no session', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
  expect(res.headers['cache-control']).toBe('no-store');
});

test('an unknown API path is a JSON 404', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/nao-existe' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: 'Rota não encontrada' });
});

test('every API route declares who may call it', () => {
  expect(ctx.app.routeTable.length).toBeGreaterThan(10);
  for (const route of ctx.app.routeTable) expect(route.access).toBeTruthy();
});
