import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { START_NODE_ARGS, startServer, type RunningServer } from '../e2e/support/server';
import { buildServer } from '../scripts/build-server.mjs';

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.dispose();
});

const health = (baseURL: string) =>
  fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
    (res) => res.status,
    () => 0,
  );

test('the compiled start.js run directly starts one server, which stays up', async () => {
  await buildServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-start-'));
  fs.chmodSync(dataDir, 0o755);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [...START_NODE_ARGS, 'dist/server/start.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  try {
    const deadline = Date.now() + 120_000;
    while ((await health(`http://127.0.0.1:${port}`)) !== 200 && child.exitCode === null && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 300));
    }
    await new Promise((r) => setTimeout(r, 3000));
    expect(child.exitCode, output).toBeNull();
    expect(await health(`http://127.0.0.1:${port}`)).toBe(200);
    expect(output).not.toMatch(/EADDRINUSE/);
    expect(output.match(/Plantel em http/g), output).toHaveLength(1);
  } finally {
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);

test('the embedded PostgreSQL killed: the server starts it again and the API recovers on its own', async () => {
  const server = await startServer();
  servers.push(server);
  const pidFile = path.join(server.dataDir, 'postgres', 'postmaster.pid');
  const killed = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  process.kill(killed, 'SIGKILL');

  const statuses: number[] = [];
  const deadline = Date.now() + 60_000;
  let recoveredAt = 0;
  const killedAt = Date.now();
  while (Date.now() < deadline) {
    const status = await health(server.baseURL);
    statuses.push(status);
    if (status === 200 && statuses.includes(503)) {
      recoveredAt = Date.now();
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(statuses, 'o banco morto deveria dar 503 antes de voltar').toContain(503);
  expect(recoveredAt, `sem recuperação em 60 s (${statuses.length} respostas, a última ${statuses.at(-1)})`).toBeGreaterThan(0);
  console.log(`API de volta ${recoveredAt - killedAt} ms depois de matar o PostgreSQL`);
  const restarted = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  expect(restarted).not.toBe(killed);
  expect(server.process.exitCode).toBeNull();
  // pg_ctl reports the start a moment after the server already accepts connections.
  for (let i = 0; i < 20 && !/PostgreSQL embutido reiniciado/.test(server.output()); i++) await new Promise((r) => setTimeout(r, 250));
  expect(server.output()).toMatch(/PostgreSQL embutido reiniciado/);
}, 120_000);
