import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded';

export const DEMO_ADMIN = { email: 'admin@plantel.demo', senha: 'Plantel@2026' };

/** A data folder holding the demo school (`npm run seed:demo`), for a real server to start on. */
export function seededDataDir(athletes: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-resilience-'));
  fs.chmodSync(dataDir, 0o755);
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/seed/demo.ts', '--athletes', String(athletes)], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`seed falhou:\n${seed.stderr}`);
  return dataDir;
}

/** Queries the folder's database directly, with no Plantel running on it. */
export async function queryDataDir<T>(dataDir: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const server = await startEmbeddedPostgres(dataDir);
  const client = new pg.Client({ connectionString: server.url('plantel') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
    await server.stop();
  }
}

export async function signIn(baseURL: string) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

/** Resident memory of a process, in MB (Linux). */
export function residentMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}
