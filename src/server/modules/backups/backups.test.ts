import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, beforeEach, expect, inject, test } from 'vitest';
import { todayIn } from '@domain/dates';
import { loadConfig } from '../../config';
import { restoreBackup } from '../../db/backup';
import { createDb } from '../../db/client';
import { backupRuns, financialRecords, instalments } from '../../db/schema/index';
import { runDemoSeed } from '../../seed/index';
import { jobHandlers } from '../../job-handlers';
import { runQueuedJobs } from '../../jobs/workers';
import { signedIn } from '../../test/factories';
import { admin, withDatabase } from '../../test/databases';
import { createTestApp, type TestContext } from '../../test/test-app';
import { claimScheduledBackup } from './backup-schedule';

const TIME_ZONE = 'America/Sao_Paulo';
let ctx: TestContext;
let adminHeaders: Record<string, string>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-backups-'));
let backupDir: string;
const databases: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await runDemoSeed(ctx.db, { timeZone: TIME_ZONE, today: '2026-03-15', athletes: 30 });
  adminHeaders = (await signedIn(ctx.db, 'administrador')).headers;
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await admin(inject('testServerUrl'), async (client) => {
    for (const name of databases) await client.query(`drop database if exists ${name} with (force)`);
  });
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  backupDir = fs.mkdtempSync(path.join(dir, 'backups-'));
  await ctx.db.delete(backupRuns);
  await ctx.jobs.deleteAllJobs('backup');
});

/** The settings of a running server whose backups go to `backupDir` (and to S3 when given). */
const settings = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', BACKUP_DIR: backupDir, ...env });

/** What the workers of a running server do with the queued jobs. */
const runJobs = (env: Record<string, string> = {}) =>
  runQueuedJobs({ db: ctx.db, mailer: { send: async () => {} }, config: settings(env), log: () => {} }, jobHandlers, { retriesDue: true });

const status = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/backups/status', headers: adminHeaders });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const backupFiles = () => fs.readdirSync(backupDir).filter((name) => name.endsWith('.backup')).sort();

/** A new database as a fresh install has it: migrated, no accounts. */
async function freshDatabase() {
  const name = `${inject('databasePrefix')}b${randomBytes(5).toString('hex')}`;
  await admin(inject('testServerUrl'), (client) => client.query(`create database ${name} template ${inject('templateDatabase')}`).then(() => {}));
  databases.push(name);
  return withDatabase(inject('testServerUrl'), name);
}

test('the day’s backup is claimed once by two instances, written by the running server, and shown to the administrador', async () => {
  expect(await status()).toEqual({ ultimo: null, falha: null });
  const today = todayIn(TIME_ZONE);
  const instances = [createDb(ctx.databaseUrl, 2), createDb(ctx.databaseUrl, 2)];
  try {
    const claims = await Promise.all(instances.map((db) => claimScheduledBackup(db, today)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimScheduledBackup(ctx.db, today)).toBe(false);
  } finally {
    await Promise.all(instances.map((db) => db.$client.end()));
  }
  expect(await ctx.jobs.findJobs('backup')).toHaveLength(1);

  await runJobs();
  const files = backupFiles();
  expect(files).toEqual([expect.stringMatching(/^plantel-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.backup$/)]);
  const bytes = fs.statSync(path.join(backupDir, files[0]!)).size;
  expect(await status()).toEqual({ ultimo: { concluidoEm: expect.any(String), bytes }, falha: null });
  expect(Date.now() - new Date((await status()).ultimo.concluidoEm).getTime()).toBeLessThan(60_000);
  // Nothing but a complete file is left in the folder.
  expect(fs.readdirSync(backupDir)).toEqual(files);
});

test('backups older than BACKUP_KEEP_DAYS are pruned after a new one is written; newer ones and other files stay', async () => {
  const stampDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 16).replace(/[T:]/g, '-');
  const old = [`plantel-${stampDaysAgo(9)}.backup`, `plantel-${stampDaysAgo(4)}.backup`];
  const kept = [`plantel-${stampDaysAgo(2)}.backup`, 'notas.txt'];
  for (const name of [...old, ...kept]) fs.writeFileSync(path.join(backupDir, name), 'x');

  await claimScheduledBackup(ctx.db, todayIn(TIME_ZONE));
  await runJobs({ BACKUP_KEEP_DAYS: '3' });
  const remaining = fs.readdirSync(backupDir).sort();
  expect(remaining).toHaveLength(3);
  for (const name of kept) expect(remaining).toContain(name);
  for (const name of old) expect(remaining).not.toContain(name);
});

test('with BACKUP_S3_URL the backup is also uploaded (signed with SigV4) and old copies there are pruned', async () => {
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: fs.mkdtempSync(path.join(dir, 's3-')), configureBuckets: [{ name: 'escola', configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver knows the access key S3RVER and refuses others, but does not check a SigV4 signature: its shape is checked here.
  const authorizations: string[] = [];
  (server as unknown as { httpServer: import('node:http').Server }).httpServer.prependListener('request', (request) =>
    authorizations.push(request.headers.authorization ?? ''),
  );
  const s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  try {
    const oldKey = 'plantel/plantel-2020-01-01-02-00.backup';
    await s3.send(new PutObjectCommand({ Bucket: 'escola', Key: oldKey, Body: 'antigo' }));
    await s3.send(new PutObjectCommand({ Bucket: 'escola', Key: 'outros/plantel-2020-01-01-02-00.backup', Body: 'de outro sistema' }));

    // A key the store does not know: it refuses, and the administrador sees that the backup failed.
    await claimScheduledBackup(ctx.db, '2026-01-01');
    await runJobs({ BACKUP_S3_URL: `${endpoint.replace('//', '//OUTRA:S3RVER@')}/escola/plantel` });
    expect((await status()).falha).toEqual({ em: expect.any(String), erro: expect.stringMatching(/^Envio ao S3 .* falhou: The AWS Access Key Id you provided does not exist/) });
    await ctx.jobs.deleteAllJobs('backup');
    authorizations.length = 0;

    await claimScheduledBackup(ctx.db, todayIn(TIME_ZONE));
    await runJobs({ BACKUP_S3_URL: `${endpoint.replace('//', '//S3RVER:S3RVER@')}/escola/plantel` });
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: 'escola' }));
    const keys = (listed.Contents ?? []).map((o) => o.Key).sort();
    const [local] = backupFiles().slice(-1);
    expect(keys).toEqual(['outros/plantel-2020-01-01-02-00.backup', `plantel/${local}`]);
    const uploaded = listed.Contents!.find((o) => o.Key === `plantel/${local}`)!;
    expect(uploaded.Size).toBe(fs.statSync(path.join(backupDir, local!)).size);
    expect((await status()).falha).toBeNull();
    // The upload, the listing and the deletion, each signed with SigV4 for this key, region and service.
    expect(authorizations.length).toBeGreaterThanOrEqual(3);
    for (const authorization of authorizations) {
      expect(authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/);
    }
    await s3.send(new DeleteObjectCommand({ Bucket: 'escola', Key: `plantel/${local}` }));
  } finally {
    s3.destroy();
    await server.close();
  }
});

test('a backup that cannot be written is reported as failed, and the next good one clears the warning', async () => {
  const notAFolder = path.join(dir, 'arquivo-comum');
  fs.writeFileSync(notAFolder, '');
  await claimScheduledBackup(ctx.db, '2026-01-02');
  await runJobs({ BACKUP_DIR: notAFolder });
  const failed = await status();
  expect(failed.falha).toEqual({ em: expect.any(String), erro: expect.stringMatching(`^Não foi possível gravar o backup em ${notAFolder}: `) });

  await claimScheduledBackup(ctx.db, '2026-01-03');
  await runJobs();
  expect(await status()).toEqual({ ultimo: { concluidoEm: expect.any(String), bytes: expect.any(Number) }, falha: null });
});

test('a backup taken while payments are being made restores every payment committed before it, each with its ledger entry', async () => {
  const open = await ctx.db
    .select({ id: instalments.id })
    .from(instalments)
    .where(inArray(instalments.status, ['pendente', 'atrasado']))
    .orderBy(instalments.id)
    .limit(150);
  expect(open.length).toBeGreaterThan(100);
  const pay = (id: number) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/monthly-payments/${id}/process`,
      headers: adminHeaders,
      payload: { dataPagamento: todayIn(TIME_ZONE), metodoPagamento: 'pix', valorDesconto: '0' },
    });
  const committed: number[] = [];
  let committedBeforeBackup: number[] = [];
  let backupDone = false;
  // Three cashiers pay instalments one after another until the backup has finished.
  const cashier = async (queue: number[]) => {
    for (const id of queue) {
      if (backupDone && committed.length > committedBeforeBackup.length + 10) return;
      const res = await pay(id);
      expect(res.statusCode).toBe(200);
      committed.push(id);
    }
  };
  const queues = [0, 1, 2].map((k) => open.map((r) => r.id).filter((_, i) => i % 3 === k));
  const cashiers = Promise.all(queues.map(cashier));
  while (committed.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
  committedBeforeBackup = [...committed];
  await claimScheduledBackup(ctx.db, todayIn(TIME_ZONE));
  await runJobs();
  backupDone = true;
  // Payments were committed while the backup was being written.
  expect(committed.length).toBeGreaterThan(committedBeforeBackup.length);
  await cashiers;

  const target = await freshDatabase();
  await restoreBackup(target, path.join(backupDir, backupFiles()[0]!));
  const restored = createDb(target, 2);
  try {
    const paid = await restored.select({ id: instalments.id }).from(instalments).where(eq(instalments.status, 'pago'));
    const paidIds = new Set(paid.map((r) => r.id));
    for (const id of committedBeforeBackup) expect(paidIds.has(id), `parcela ${id} paga antes do backup`).toBe(true);
    // The snapshot holds whole transactions: a payment is there with its ledger entry, or not at all.
    const restoredOfTest = committed.filter((id) => paidIds.has(id));
    expect(restoredOfTest.length).toBeGreaterThanOrEqual(committedBeforeBackup.length);
    for (const id of restoredOfTest) {
      const entries = await restored.select().from(financialRecords).where(eq(financialRecords.monthlyPaymentId, id));
      expect(entries, `lançamento da parcela ${id}`).toHaveLength(1);
    }
    // And nothing in it that the source never committed.
    const client = new pg.Client({ connectionString: ctx.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(`select id from monthly_payments where status = 'pago'`);
    await client.end();
    const sourcePaid = new Set(rows.map((r) => r.id));
    for (const id of paidIds) expect(sourcePaid.has(id)).toBe(true);
  } finally {
    await restored.$client.end();
  }
}, 60_000);

test('the backup settings: daily from 2h into DATA_DIR/backups, kept 7 days; BACKUP_HOUR=off turns them off', () => {
  const defaults = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/plantel' });
  expect(defaults).toMatchObject({ backupDir: '/srv/plantel/backups', backupHour: 2, backupKeepDays: 7, backupS3Url: null });
  expect(loadConfig({ BACKUP_HOUR: 'off' }).backupHour).toBeNull();
  expect(() => loadConfig({ BACKUP_HOUR: '24' })).toThrow('BACKUP_HOUR inválido: 24');
  expect(() => loadConfig({ BACKUP_KEEP_DAYS: 'uma semana' })).toThrow('BACKUP_KEEP_DAYS inválido: uma semana');
});
