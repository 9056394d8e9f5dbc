import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, type Db } from '../db/client';
import type { Mail } from '../http/mailer';
import type { App } from '../http/types';
import { admin, withDatabase } from './global-setup';

export interface TestContext {
  app: App;
  db: Db;
  /** Every email the app sent, newest last. */
  outbox: Mail[];
  /** This file's database, reached directly (not through `connectVia`). */
  databaseUrl: string;
  /** With `captureLogs`, every line the app logged at info level or above, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

interface TestAppOptions {
  /** Settings as environment variables (e.g. TRUST_PROXY). */
  env?: Record<string, string>;
  /** The address the app connects to, given the database's own (e.g. through a proxy the test controls). */
  connectVia?: (databaseUrl: string) => string;
  /** Log at info level into `logs` (otherwise tests log nothing). */
  captureLogs?: boolean;
}

/** A fresh database copied from the migrated template, and an app on it: one per test file. */
export async function createTestApp({ env = {}, connectVia = (url) => url, captureLogs = false }: TestAppOptions = {}): Promise<TestContext> {
  const serverUrl = inject('testServerUrl');
  const database = `${inject('databasePrefix')}f${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`create database ${database} template ${inject('templateDatabase')}`).then(() => {}));
  const databaseUrl = withDatabase(serverUrl, database);
  const db = createDb(connectVia(databaseUrl), 5);
  const outbox: Mail[] = [];
  const logs: Record<string, unknown>[] = [];
  const config = { ...loadConfig({ NODE_ENV: 'test', ...(captureLogs && { LOG_LEVEL: 'info' }), ...env }), publicUrl: 'http://plantel.test' };
  const app = await buildApp({
    db,
    config,
    mailer: { send: async (mail) => void outbox.push(mail) },
    webDir: null,
    ...(captureLogs && { logStream: { write: (line: string) => void logs.push(JSON.parse(line)) } }),
  });
  await app.ready();
  return {
    app,
    db,
    outbox,
    databaseUrl,
    logs,
    async close() {
      await app.close();
      await db.$client.end();
      await admin(serverUrl, (client) => client.query(`drop database if exists ${database} with (force)`).then(() => {}));
    },
  };
}
