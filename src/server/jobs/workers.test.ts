import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { loadConfig } from '../config';
import { createDb } from '../db/client';
import type { Mail } from '../http/mailer';
import { jobHandlers } from '../job-handlers';
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
  const jobs = await ctx.jobs.findJobs('mail', { data: { to: 'paciente@teste.com.br' } });
  expect(jobs.map((job) => job.state)).toEqual(['retry']);
  const wait = (jobs[0]!.startAfter.getTime() - Date.now()) / 1000;
  expect(wait).toBeGreaterThan(10);
  expect(wait).toBeLessThan(31);

  ctx.smtp.down = false;
  await ctx.deliverMail();
  expect(ctx.outbox).toEqual([]);
  await ctx.deliverMail({ retriesDue: true });
  expect(ctx.outbox.map((m) => m.to)).toEqual(['paciente@teste.com.br']);
});

test('every start gives the queues their options; a job that fails its last try is kept in the dead-letter queue, with why', async () => {
  expect(await ctx.jobs.getQueue('mail')).toMatchObject({ retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 300, deleteAfterSeconds: 3600, deadLetter: 'dead-letter' });
  expect(await ctx.jobs.getQueue('backup')).toMatchObject({ retryLimit: 2, retryDelay: 600, expireInSeconds: 3 * 3600, deadLetter: 'dead-letter' });
  expect(await ctx.jobs.getQueue('dead-letter')).toMatchObject({ retentionSeconds: 7 * 86_400 });

  ctx.smtp.down = true;
  await queueMailer(ctx.db).send(mail('desistido@teste.com.br'));
  await ctx.deliverMail();
  for (let retry = 0; retry < 8; retry++) await ctx.deliverMail({ retriesDue: true });
  const [failed] = await ctx.jobs.findJobs('mail', { data: { to: 'desistido@teste.com.br' } });
  expect(failed).toMatchObject({ state: 'failed', retryCount: 8, output: { message: 'SMTP fora do ar' } });
  const dead = await ctx.jobs.findJobs('dead-letter', { data: { to: 'desistido@teste.com.br' } });
  expect(dead).toEqual([expect.objectContaining({ sourceName: 'mail', sourceId: failed!.id, sourceOutput: { message: 'SMTP fora do ar' } })]);
  // No worker takes the dead letters: running the queue again leaves it there.
  ctx.smtp.down = false;
  await ctx.deliverMail({ retriesDue: true });
  expect(ctx.outbox).toEqual([]);
  expect(await ctx.jobs.findJobs('dead-letter', { data: { to: 'desistido@teste.com.br' } })).toHaveLength(1);
});

test('the workers of two app instances deliver every queued mail, each exactly once', async () => {
  const delivered: string[] = [];
  const instances = [createDb(ctx.databaseUrl, 3), createDb(ctx.databaseUrl, 3)];
  const workers = await Promise.all(
    instances.map((db) =>
      startJobWorkers(
        {
          db,
          mailer: { send: async (m) => void delivered.push(m.to) },
          config: loadConfig({ NODE_ENV: 'test' }),
          log: () => {},
        },
        jobHandlers,
      ),
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
