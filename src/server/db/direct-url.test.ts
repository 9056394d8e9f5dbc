import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { admin, withDatabase } from '../test/databases';
import { createTestApp } from '../test/test-app';
import { openDatabase } from './database';

/**
 * DATABASE_DIRECT_URL: behind PgBouncer in transaction mode, what holds a session (the migrations'
 * advisory lock, the LISTEN of revoked sessions) must reach PostgreSQL directly (docs/scaling.md).
 */

const named = (url: string, applicationName: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=${applicationName}`;

test('the migrations run through the direct URL, even when DATABASE_URL does not answer yet', async () => {
  const serverUrl = inject('testServerUrl');
  const name = `${inject('databasePrefix')}direct${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`create database ${name}`).then(() => {}));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-direct-'));
  try {
    const direct = withDatabase(serverUrl, name);
    const database = await openDatabase({ databaseUrl: 'postgresql://plantel@127.0.0.1:1/plantel', databaseDirectUrl: direct, dataDir, log: () => {} });
    await database.close();
    const client = new pg.Client({ connectionString: direct });
    await client.connect();
    const { rows } = await client.query<{ migrated: string | null }>(`select to_regclass('public.monthly_payments')::text as migrated`);
    await client.end();
    expect(rows[0]!.migrated).toBe('monthly_payments');
  } finally {
    await admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`).then(() => {}));
  }
}, 60_000);

test('the revoked-sessions LISTEN connects through the direct URL', async () => {
  const ctx = await createTestApp({ env: (databaseUrl) => ({ DATABASE_DIRECT_URL: named(databaseUrl, 'plantel-direto') }) });
  try {
    const listening = async () =>
      (
        await ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'plantel-direto'`,
        )
      ).rows[0]!.n;
    await expect.poll(listening, { timeout: 5000 }).toBe(1);
  } finally {
    await ctx.close();
  }
});
