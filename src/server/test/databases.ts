import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Test databases on a PostgreSQL server: kept free of the server's code, which the browser tests' support does not load. */

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

/**
 * A new database on the run's test server, copied from its migrated template (global-setup.ts
 * provides both): one per API test file, one per browser test's server. Returns its address.
 */
export async function copyOfTemplate(kind: 'f' | 's') {
  // Loaded here, not at the top: global-setup.ts imports this file outside any test, where Vitest's inject cannot load.
  const { inject } = await import('vitest');
  const serverUrl = inject('testServerUrl');
  const name = `${inject('databasePrefix')}${kind}${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`create database ${name} template ${inject('templateDatabase')}`).then(() => {}));
  return { name, url: withDatabase(serverUrl, name) };
}
