import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function terminate(databaseUrl: string, pid: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('select pg_terminate_backend($1)', [pid]);
  await client.end();
}

test('a connection lost in the middle of a transaction fails that request, not the process', async () => {
  const inFlight = ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    await terminate(ctx.databaseUrl, rows[0]!.pid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await tx.execute(sql`select 1`);
  });
  await expect(inFlight).rejects.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await ctx.db.execute(sql`select 1 as ok`)).rows[0]).toEqual({ ok: 1 });
});
