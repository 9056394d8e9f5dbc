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
  close(): Promise<void>;
}

/** A fresh database copied from the migrated template, and an app on it: one per test file. */
export async function createTestApp(): Promise<TestContext> {
  const serverUrl = inject('testServerUrl');
  const database = `${inject('databasePrefix')}f${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`create database ${database} template ${inject('templateDatabase')}`).then(() => {}));
  const db = createDb(withDatabase(serverUrl, database), 5);
  const outbox: Mail[] = [];
  const config = { ...loadConfig({ NODE_ENV: 'test' }), publicUrl: 'http://plantel.test' };
  const app = await buildApp({ db, config, mailer: { send: async (mail) => void outbox.push(mail) }, webDir: null });
  await app.ready();
  return {
    app,
    db,
    outbox,
    async close() {
      await app.close();
      await db.$client.end();
      await admin(serverUrl, (client) => client.query(`drop database if exists ${database} with (force)`).then(() => {}));
    },
  };
}
