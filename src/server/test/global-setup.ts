import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { installJobQueue } from '../jobs/workers';
import { admin, withDatabase } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server where test files may create databases, and the migrated template to copy. */
    testServerUrl: string;
    templateDatabase: string;
    /** Prefix of this run's databases, so teardown drops exactly those. */
    databasePrefix: string;
  }
}

/** The API tests run on TEST_DATABASE_URL's server when one is given (CI: the machine's PostgreSQL 15). */
export default function setup(project: TestProject) {
  return provideTemplateDatabase(project, process.env.TEST_DATABASE_URL);
}

/**
 * One PostgreSQL server per test run: the one at serverUrl, or an embedded one in a temporary
 * folder. The schema is migrated once into a template database; each test file copies it (the API
 * tests in test-app.ts, the browser tests' servers in e2e/support/server.ts). Returns the teardown.
 */
export async function provideTemplateDatabase(project: TestProject, givenServerUrl?: string) {
  let serverUrl = givenServerUrl;
  let stop = async () => {};
  let tmpDir: string | null = null;
  if (!serverUrl) {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-test-'));
    fs.chmodSync(tmpDir, 0o755);
    const server = await startEmbeddedPostgres(tmpDir);
    serverUrl = server.url('postgres');
    stop = () => server.stop();
  }
  const prefix = `plantel_${process.pid}_${project.name}_`;
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
