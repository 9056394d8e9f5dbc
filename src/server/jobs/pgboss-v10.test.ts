import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PgBoss10 from 'pg-boss-v10';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { loadConfig } from '../config';
import { createDb, type Db } from '../db/client';
import type { Mail } from '../http/mailer';
import { jobHandlers } from '../job-handlers';
import { admin, withDatabase } from '../test/databases';
import { openJobQueue } from './queue';
import { installJobQueue, runQueuedJobs } from './workers';

// A database whose job queue pg-boss 10 made and used (the real pg-boss 10, as a devDependency),
// brought to pg-boss 12 the way a server start does it (installJobQueue: pgboss-v10.ts).
const serverUrl = inject('testServerUrl');
const database = `${inject('databasePrefix')}v${randomBytes(5).toString('hex')}`;
let db: Db;
let databaseUrl: string;

beforeAll(async () => {
  await admin(serverUrl, (client) => client.query(`create database ${database} template ${inject('templateDatabase')}`).then(() => {}));
  databaseUrl = withDatabase(serverUrl, database);
  db = createDb(databaseUrl, 3);
  await db.execute(sql`drop schema pgboss cascade`);
});
afterAll(async () => {
  await db.$client.end();
  await admin(serverUrl, (client) => client.query(`drop database if exists ${database} with (force)`).then(() => {}));
});

const mail = (to: string): Mail => ({ to, subject: 'Teste', text: 'Olá.' });

test('a pg-boss 10 queue is brought to pg-boss 12 on start: waiting jobs kept (ids, data, time), finished ones and its schema dropped', async () => {
  const old = new PgBoss10({ connectionString: databaseUrl, max: 2, supervise: false, schedule: false });
  await old.start();
  for (const name of ['mail', 'backup', 'obsolete']) await old.createQueue(name);
  const later = new Date(Date.now() + 3_600_000);
  const waiting = await old.send('mail', mail('adiado@teste.com.br'), { startAfter: later });
  const due = await old.send('mail', mail('pendente@teste.com.br'));
  await old.send('obsolete', { x: 1 });
  const done = await old.send('backup', { runId: 1 });
  const [fetched] = await old.fetch('backup');
  await old.complete('backup', fetched!.id);
  expect(fetched!.id).toBe(done);
  await old.stop({ graceful: false });
  const { rows: before } = await db.execute<{ version: number }>(sql`select version from pgboss.version`);
  expect(before).toEqual([{ version: 24 }]);

  const log: string[] = [];
  await installJobQueue(db, (line) => log.push(line));
  expect(log).toEqual(['Fila de tarefas passada ao pg-boss 12: 2 tarefas pendentes mantidas, 1 descartadas.']);
  const { rows: schemas } = await db.execute(sql`select nspname from pg_namespace where nspname like 'pgboss%' order by 1`);
  expect(schemas).toEqual([{ nspname: 'pgboss' }]);

  const queue = await openJobQueue(db);
  try {
    expect(await queue.boss.schemaVersion()).toBeGreaterThanOrEqual(25);
    const mails = await queue.boss.findJobs<Mail>('mail');
    expect(mails.map((job) => [job.id, job.data, job.state]).sort()).toEqual([
      [waiting, mail('adiado@teste.com.br'), 'created'],
      [due, mail('pendente@teste.com.br'), 'created'],
    ].sort());
    expect(mails.find((job) => job.id === waiting)!.startAfter.toISOString()).toBe(later.toISOString());
    expect(await queue.boss.findJobs('backup')).toEqual([]);

    // A second start finds nothing left to move.
    await installJobQueue(db, (line) => log.push(line));
    expect(log).toHaveLength(1);

    // The jobs run as any other: the due one now, the deferred one when its time comes.
    const delivered: string[] = [];
    const context = { db, mailer: { send: async (m: Mail) => void delivered.push(m.to) }, config: loadConfig({ NODE_ENV: 'test' }), log: () => {} };
    await runQueuedJobs(context, jobHandlers);
    expect(delivered).toEqual(['pendente@teste.com.br']);
    await runQueuedJobs(context, jobHandlers, { retriesDue: true });
    expect(delivered).toEqual(['pendente@teste.com.br', 'adiado@teste.com.br']);
  } finally {
    await queue.close();
  }
});
