import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { installJobQueue } from '../jobs/workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server where test files may create databases, and the migrated template to copy. */
    testServerUrl: string;
    templateDatabase: string;
    /** Prefix of this run's databases, so teardown drops exactly those. */
    databasePrefix: string;
  }
}

/**
 * One PostgreSQL server per test run: TEST_DATABASE_URL's, or an embedded one in a temporary
 * folder. The schema is migrated once into a template database; each test file copies it.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let tmpDir: string | null = null;
  if (!serverUrl) {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-test-'));
    fs.chmodSync(tmpDir, 0o755);
    const server = await startEmbeddedPostgres(tmpDir);
    serverUrl = server.url('postgres');
    stop = () => server.stop();
  }
  const prefix = `plantel_${process.pid}_`;
  const template = `${prefix}template`;
  await admin(serverUrl, async (client) => {
    await client.query(`drop database if exists ${template}`);
    await client.query(`create database ${template}`);
  });
  await runMigrations(withDatabase(serverUrl, template));
  // pg-boss's schema and queues too, so each test file's copy has them without installing its own.
  const templateDb = createDb(withDatabase(serverUrl, template), 1);
  await installJobQueue(templateDb).finally(() => templateDb.$client.end());
  project.provide('testServerUrl', serverUrl);
  project.provide('templateDatabase', template);
  project.provide('databasePrefix', prefix);

  return async () => {
    await admin(serverUrl!, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1)`,
        [prefix],
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
    });
    await stop();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  };
}

export async function admin(serverUrl: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** The same server, another database. */
export function withDatabase(serverUrl: string, database: string) {
  return serverUrl.replace(/^(postgres(?:ql)?:\/\/[^/]*\/)[^?]*/, `$1${database}`);
}
