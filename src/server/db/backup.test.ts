import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import pg from 'pg';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { admin, withDatabase } from '../test/databases';
import { signedIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { pgDumpCanRead, restoreBackup, writeBackup } from './backup';
import { openDatabase } from './database';
import { runDemoSeed } from '../seed/index';

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
      result[name] = rows[0]!;
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
  expect(before.athletes!.rows).toBe(40);
  expect(before.monthly_payments!.rows).toBeGreaterThan(100);
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
  expect(inserted.rows[0]!.id).toBeGreaterThan(rows[0]!.max);
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

describe('a damaged backup fails within seconds with a clear message and leaves the database as it was', () => {
  let text: string;
  let gzipped: Buffer;
  beforeAll(async () => {
    const file = path.join(dir, 'whole.backup');
    await writeBackup(ctx.databaseUrl, file, { allowPgDump: false });
    gzipped = fs.readFileSync(file);
    text = gunzipSync(gzipped).toString('utf8');
  });

  const shapes: Record<string, () => Buffer> = {
    'cut in the middle of a row': () => gzipSync(text.slice(0, text.indexOf('\n', text.length / 2) - 10)),
    'cut at the end of a table': () => gzipSync(text.slice(0, text.indexOf('\n\\.\n', text.length / 2) + 4)),
    'a garbled row': () => {
      const middle = text.indexOf('\n', text.length / 2) + 1;
      return gzipSync(`${text.slice(0, middle)}garbled${text.slice(text.indexOf('\n', middle))}`);
    },
    'cut just after the header': () => gzipSync(text.slice(0, text.indexOf('\n') + 1)),
    'cut inside the header': () => gzipSync(text.slice(0, 40)),
    'empty': () => Buffer.alloc(0),
    'gzip cut short': () => gzipped.subarray(0, Math.floor(gzipped.length / 2)),
    'gzip missing its checksum': () => gzipped.subarray(0, gzipped.length - 4),
    'gzip cut inside its header': () => gzipped.subarray(0, 5),
    'pg_dump file cut short': () => Buffer.from('PGDMP\u0001\u000e\u0000\u0004\u0008\u0001'),
  };

  test.each(Object.keys(shapes))('%s', async (shape) => {
    const file = path.join(dir, `${shape.replace(/\W/g, '-')}.backup`);
    fs.writeFileSync(file, shapes[shape]!());
    const target = await freshDatabase();
    const before = await fingerprint(target);
    await expect(restoreBackup(target, file)).rejects.toThrow('O arquivo de backup está incompleto ou corrompido.');
    expect(await fingerprint(target)).toEqual(before);
  }, 8_000);

  test('npm run db:restore of a cut-short backup says why and stops the embedded PostgreSQL it started', async () => {
    const dataDir = fs.mkdtempSync(path.join(dir, 'data-'));
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(dataDir, 0o755);
    const file = path.join(dir, 'cut-short.backup');
    fs.writeFileSync(file, gzipped.subarray(0, Math.floor(gzipped.length / 2)));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/backup-command.ts', 'restore', file], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const postmasterPid = path.join(dataDir, 'postgres', 'postmaster.pid');
    try {
      const code = await Promise.race([
        once(child, 'exit').then(([exitCode]) => exitCode as number),
        setTimeout(45_000).then(() => 'still running'),
      ]);
      expect(code).toBe(1);
      expect(stderr).toContain('[backup] O arquivo de backup está incompleto ou corrompido.');
      expect(stdout).toContain('[backup] PostgreSQL embutido encerrado.');
      expect(fs.existsSync(postmasterPid)).toBe(false);
    } finally {
      child.kill('SIGKILL');
      // A server the command left running is stopped here (fast shutdown), not left to the machine.
      if (fs.existsSync(postmasterPid)) process.kill(Number(fs.readFileSync(postmasterPid, 'utf8').split('\n')[0]), 'SIGINT');
    }
  }, 60_000);
});

test('npm run db:backup backs up the embedded database while Plantel is running on it', async () => {
  const dataDir = fs.mkdtempSync(path.join(dir, 'running-'));
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(dataDir, 0o755);
  // This test process plays the running Plantel: it holds the data folder and its server.
  const running = await openDatabase({ databaseUrl: null, dataDir, log: () => {} });
  try {
    await running.db.$client.query(`insert into companies (razao_social, nome_fantasia, cnpj) values ('Escola Aberta Ltda', 'Escola Aberta', '11222333000181')`);
    const file = path.join(dir, 'while-running.backup');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/backup-command.ts', 'backup', file], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const [code] = await once(child, 'exit');
    expect(output).toContain(`[backup] Backup gravado em ${file}`);
    expect(code).toBe(0);
    // The running server was not stopped by the command: Plantel keeps answering.
    const { rows } = await running.db.$client.query('select count(*)::int as n from companies');
    expect(rows[0].n).toBe(1);
    const target = await freshDatabase();
    await restoreBackup(target, file);
    const restored = new pg.Client({ connectionString: target });
    await restored.connect();
    const companies = await restored.query('select nome_fantasia from companies');
    await restored.end();
    expect(companies.rows).toEqual([{ nome_fantasia: 'Escola Aberta' }]);
  } finally {
    await running.close();
  }
}, 90_000);
