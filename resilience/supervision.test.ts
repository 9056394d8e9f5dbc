import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../e2e/support/server';
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
  const server = await startServer({ entry: ['dist/server/start.js'] });
  servers.push(server);
  await new Promise((r) => setTimeout(r, 3000));
  expect(server.process.exitCode, server.output()).toBeNull();
  expect(await health(server.baseURL)).toBe(200);
  expect(server.output()).not.toMatch(/EADDRINUSE/);
  expect(server.output().match(/Plantel em http/g), server.output()).toHaveLength(1);
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
  const context = `saída ${server.process.exitCode}:\n${server.output().slice(-4000)}`;
  expect(statuses, `o banco morto deveria dar 503 antes de voltar (${context})`).toContain(503);
  expect(recoveredAt, `sem recuperação em 60 s (${statuses.length} respostas, a última ${statuses.at(-1)}; ${context})`).toBeGreaterThan(0);
  console.log(`API de volta ${recoveredAt - killedAt} ms depois de matar o PostgreSQL`);
  const restarted = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  expect(restarted).not.toBe(killed);
  expect(server.process.exitCode).toBeNull();
  // pg_ctl reports the start a moment after the server already accepts connections.
  for (let i = 0; i < 20 && !/PostgreSQL embutido reiniciado/.test(server.output()); i++) await new Promise((r) => setTimeout(r, 250));
  expect(server.output()).toMatch(/PostgreSQL embutido reiniciado/);
}, 120_000);
