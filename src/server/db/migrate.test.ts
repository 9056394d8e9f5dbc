import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { admin, withDatabase } from '../test/global-setup';
import journal from '../../../migrations/meta/_journal.json';
import { runMigrations } from './migrate';

test('two instances migrating one empty database at once both succeed, and the schema is applied once', async () => {
  const serverUrl = inject('testServerUrl');
  const name = `${inject('databasePrefix')}m${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, async (client) => void (await client.query(`create database ${name}`)));
  const url = withDatabase(serverUrl, name);

  await Promise.all([runMigrations(url), runMigrations(url)]);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  const tables = await client.query(`select 1 from information_schema.tables where table_schema = 'public' and table_name in ('users', 'monthly_payments', 'audit_log')`);
  await client.end();
  await admin(serverUrl, async (c) => void (await c.query(`drop database ${name} with (force)`)));
  expect(rows[0].n).toBe(journal.entries.length);
  expect(tables.rowCount).toBe(3);
});
