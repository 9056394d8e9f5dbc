import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { admin, withDatabase } from '../test/global-setup';
import { signedIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { pgDumpCanRead, restoreBackup, writeBackup } from './backup';
import { runDemoSeed } from './seed/index';

let ctx: TestContext;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-backup-'));
const created: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await runDemoSeed(ctx.db, { timeZone: 'America/Sao_Paulo', today: '2026-03-15', athletes: 40 });
  await signedIn(ctx.db, 'professor');
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await admin(inject('testServerUrl'), async (client) => {
    for (const name of created) await client.query(`drop database if exists ${name} with (force)`);
  });
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A new database as a fresh install has it: migrated, no accounts. */
async function freshDatabase() {
  const name = `${inject('databasePrefix')}r${randomBytes(5).toString('hex')}`;
  await admin(inject('testServerUrl'), (client) => client.query(`create database ${name} template ${inject('templateDatabase')}`).then(() => {}));
  created.push(name);
  return withDatabase(inject('testServerUrl'), name);
}

/** Every table's row count and a checksum of its whole content. */
async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
    const result: Record<string, { rows: number; md5: string }> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as md5 from "${name}" t`,
      );
      result[name] = rows[0];
    }
    return result;
  } finally {
    await client.end();
  }
}

async function roundTrip(allowPgDump: boolean) {
  const file = path.join(dir, `plantel-${allowPgDump ? 'dump' : 'logical'}.backup`);
  const kind = await writeBackup(ctx.databaseUrl, file, { allowPgDump });
  const target = await freshDatabase();
  expect(await restoreBackup(target, file)).toBe(kind);
  const [before, after] = [await fingerprint(ctx.databaseUrl), await fingerprint(target)];
  expect(Object.keys(after)).toEqual(Object.keys(before));
  expect(before.athletes.rows).toBe(40);
  expect(before.monthly_payments.rows).toBeGreaterThan(100);
  expect(after).toEqual(before);
  return { kind, target };
}

test('the logical backup restores every table, row for row, into a fresh install', async () => {
  const { kind, target } = await roundTrip(false);
  expect(kind).toBe('logical');
  // New rows continue after the restored ids instead of colliding with them.
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  const { rows } = await client.query<{ max: number }>('select max(id)::int as max from companies');
  const inserted = await client.query<{ id: number }>(
    `insert into companies (razao_social, nome_fantasia, cnpj) values ('Nova Ltda', 'Nova', '11222333000181') returning id`,
  );
  await client.end();
  expect(inserted.rows[0].id).toBeGreaterThan(rows[0].max);
});

test('with a pg_dump able to read the server, the backup is pg_dump custom format and restores the same', async () => {
  const { kind } = await roundTrip(true);
  // The embedded server is newer than Debian's pg_dump, so there the logical export stands in.
  expect(kind).toBe((await pgDumpCanRead(ctx.databaseUrl)) ? 'pg_dump' : 'logical');
});

test('a database that already has accounts is not overwritten', async () => {
  const file = path.join(dir, 'refused.backup');
  await writeBackup(ctx.databaseUrl, file, { allowPgDump: false });
  await expect(restoreBackup(ctx.databaseUrl, file)).rejects.toThrow('O banco de destino já tem dados (contas de usuário). Restaure num banco novo.');
});

test('a truncated backup restores nothing', async () => {
  const file = path.join(dir, 'full.backup');
  await writeBackup(ctx.databaseUrl, file, { allowPgDump: false });
  const { gunzipSync, gzipSync } = await import('node:zlib');
  const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
  const cut = path.join(dir, 'cut.backup');
  fs.writeFileSync(cut, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
  const target = await freshDatabase();
  const before = await fingerprint(target);
  await expect(restoreBackup(target, cut)).rejects.toThrow(/Backup incompleto/);
  expect(await fingerprint(target)).toEqual(before);
});
