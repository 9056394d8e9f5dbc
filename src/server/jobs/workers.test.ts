import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { loadConfig } from '../config';
import { createDb } from '../db/client';
import type { Mail } from '../http/mailer';
import { createTestApp, type TestContext } from '../test/test-app';
import { enqueue, queueMailer } from './queue';
import { startJobWorkers } from './workers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.outbox.length = 0;
  ctx.smtp.down = false;
});

const mail = (to: string): Mail => ({ to, subject: 'Teste', text: 'Olá.' });

test('a job queued in a transaction exists only if the transaction commits', async () => {
  await ctx.db.transaction(async (tx) => enqueue(tx, 'mail', mail('confirmado@teste.com.br')));
  await expect(
    ctx.db.transaction(async (tx) => {
      await enqueue(tx, 'mail', mail('desfeito@teste.com.br'));
      throw new Error('desfeito');
    }),
  ).rejects.toThrow('desfeito');
  await ctx.deliverMail();
  expect(ctx.outbox.map((m) => m.to)).toEqual(['confirmado@teste.com.br']);
});

test('a refused delivery is retried after a backoff, and delivered once the mail server is back', async () => {
  ctx.smtp.down = true;
  await queueMailer(ctx.db).send(mail('paciente@teste.com.br'));
  await ctx.deliverMail();
  expect(ctx.outbox).toEqual([]);
  const { rows } = await ctx.db.execute<{ state: string; wait: number }>(
    sql`select state, extract(epoch from start_after - now())::float as wait from pgboss.job where data->>'to' = 'paciente@teste.com.br'`,
  );
  expect(rows).toEqual([{ state: 'retry', wait: expect.any(Number) }]);
  expect(rows[0]!.wait).toBeGreaterThan(10);
  expect(rows[0]!.wait).toBeLessThan(31);

  ctx.smtp.down = false;
  await ctx.deliverMail();
  expect(ctx.outbox).toEqual([]);
  await ctx.deliverMail({ retriesDue: true });
  expect(ctx.outbox.map((m) => m.to)).toEqual(['paciente@teste.com.br']);
});

test('the workers of two app instances deliver every queued mail, each exactly once', async () => {
  const delivered: string[] = [];
  const instances = [createDb(ctx.databaseUrl, 3), createDb(ctx.databaseUrl, 3)];
  const workers = await Promise.all(
    instances.map((db) =>
      startJobWorkers({
        db,
        mailer: { send: async (m) => void delivered.push(m.to) },
        config: loadConfig({ NODE_ENV: 'test' }),
        log: () => {},
      }),
    ),
  );
  try {
    const recipients = Array.from({ length: 30 }, (_, i) => `familia${i}@teste.com.br`);
    for (const to of recipients) await queueMailer(ctx.db).send(mail(to));
    await vi.waitFor(() => expect(delivered).toHaveLength(recipients.length), { timeout: 15_000, interval: 100 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(delivered.sort()).toEqual(recipients.sort());
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await Promise.all(instances.map((db) => db.$client.end()));
  }
});
