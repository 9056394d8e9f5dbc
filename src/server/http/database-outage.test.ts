import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { companies } from '../db/schema/index';
import { companyInput, signedIn } from '../test/factories';
import { startDatabaseProxy } from '../test/tcp-proxy';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
let admin: Record<string, string>;
/** A session not used before the outage, so the server must ask the database about it. */
let unseen: Record<string, string>;
beforeAll(async () => {
  proxy = await startDatabaseProxy(inject('testServerUrl'));
  ctx = await createTestApp({ connectVia: (url) => proxy.url(url) });
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  unseen = (await signedIn(ctx.db, 'professor')).headers;
});
afterAll(async () => {
  await ctx.close();
  await proxy.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

test('while the database is unreachable the API answers 503 in Portuguese, and recovers by itself when it returns', async () => {
  expect((await get('/api/companies', admin)).statusCode).toBe(200);

  await proxy.cut();
  const message = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
  for (const [url, headers] of [
    ['/api/companies', admin],
    ['/api/auth/me', unseen],
  ] as const) {
    const res = await get(url, headers);
    expect(res.statusCode, url).toBe(503);
    expect(res.json()).toEqual({ message });
    expect(res.headers['retry-after']).toBe('5');
  }
  const write = await ctx.app.inject({ method: 'POST', url: '/api/companies', payload: companyInput(), headers: admin });
  expect(write.statusCode).toBe(503);
  const health = await get('/api/health');
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({ status: 'indisponível', message });

  await proxy.restore();
  expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  expect((await get('/api/companies', admin)).statusCode).toBe(200);
  const created = await ctx.app.inject({ method: 'POST', url: '/api/companies', payload: companyInput(), headers: admin });
  expect(created.statusCode).toBe(201);
  // The write refused during the outage left nothing behind; the one after it is there.
  expect(await ctx.db.select().from(companies)).toHaveLength(1);
});
