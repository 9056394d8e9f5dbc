import type { PgBoss } from 'pg-boss';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, type Db } from '../db/client';
import type { Mail, Mailer } from '../http/mailer';
import type { App } from '../http/types';
import { jobHandlers } from '../job-handlers';
import { openJobQueue, queueMailer } from '../jobs/queue';
import { runQueuedJobs } from '../jobs/workers';
import { admin, copyOfTemplate } from './databases';

export interface TestContext {
  app: App;
  db: Db;
  /** Every email delivered, newest last: mail leaves through the job queue, so only after `deliverMail()`. */
  outbox: Mail[];
  /** Runs the queued jobs as the workers would; `retriesDue` also runs the retries still waiting for their time. */
  deliverMail(options?: { retriesDue?: boolean }): Promise<void>;
  /** pg-boss on this file's database (started, running nothing), to look at the queued jobs through its API. */
  jobs: PgBoss;
  /** The mail server as delivery meets it: `down` refuses every message, `delayMs` slows each one. */
  smtp: { down: boolean; delayMs: number };
  /** This file's database, reached directly (not through `connectVia`). */
  databaseUrl: string;
  /** With `captureLogs`, every line the app logged at info level or above, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

interface TestAppOptions {
  /** Settings as environment variables (e.g. TRUST_PROXY), or made from this file's database address. */
  env?: Record<string, string> | ((databaseUrl: string) => Record<string, string>);
  /** The address the app connects to, given the database's own (e.g. through a proxy the test controls). */
  connectVia?: (databaseUrl: string) => string;
  /** Log at info level into `logs` (otherwise tests log nothing). */
  captureLogs?: boolean;
}

/** A fresh database copied from the migrated template, and an app on it: one per test file. */
export async function createTestApp({ env = {}, connectVia = (url) => url, captureLogs = false }: TestAppOptions = {}): Promise<TestContext> {
  const serverUrl = inject('testServerUrl');
  const { name: database, url: databaseUrl } = await copyOfTemplate('f');
  const db = createDb(connectVia(databaseUrl), 5);
  const outbox: Mail[] = [];
  const smtp = { down: false, delayMs: 0 };
  const logs: Record<string, unknown>[] = [];
  const settings = typeof env === 'function' ? env(databaseUrl) : env;
  const config = { ...loadConfig({ NODE_ENV: 'test', ...(captureLogs && { LOG_LEVEL: 'info' }), ...settings }), publicUrl: 'http://plantel.test' };
  // What the workers deliver through; the app itself only queues, as in production.
  const delivery: Mailer = {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, smtp.delayMs));
      if (smtp.down) throw new Error('SMTP fora do ar');
      outbox.push(mail);
    },
  };
  // As in production, requests queue through a started pg-boss; here it runs nothing (deliverMail does).
  const jobQueue = await openJobQueue(db);
  const app = await buildApp({
    db,
    config,
    mailer: queueMailer(db),
    webDir: null,
    ...(captureLogs && { logStream: { write: (line: string) => void logs.push(JSON.parse(line)) } }),
  });
  await app.ready();
  return {
    app,
    db,
    outbox,
    deliverMail: (options) => runQueuedJobs({ db, mailer: delivery, config, log: () => {} }, jobHandlers, options),
    jobs: jobQueue.boss,
    smtp,
    databaseUrl,
    logs,
    async close() {
      await app.close();
      await jobQueue.close();
      await db.$client.end();
      await admin(serverUrl, (client) => client.query(`drop database if exists ${database} with (force)`).then(() => {}));
    },
  };
}
