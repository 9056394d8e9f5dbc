import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * `npm run bench`: a production server on loopback, on a school of 20,000 athletes seeded into its
 * own data folder (bench/data, reused between runs), measured with autocannon. A benchmark, not a
 * test: it prints what it saw against the targets and always exits 0 unless the server fails.
 *
 * Options: --athletes N (default 20000), --seconds S per endpoint (default 10), --connections C (10).
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ATHLETES = arg('athletes', 20_000);
const SECONDS = arg('seconds', 10);
const CONNECTIONS = arg('connections', 10);
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? 'bench/data');

interface Target {
  name: string;
  path: string;
  medianMs: number;
  p99Ms: number;
}

const targets: Target[] = [
  { name: 'atletas: busca por nome', path: '/api/athletes?busca=silva', medianMs: 50, p99Ms: 150 },
  { name: 'atletas: busca por CPF', path: '/api/athletes?busca=123', medianMs: 50, p99Ms: 150 },
  { name: 'atletas: primeira página', path: '/api/athletes', medianMs: 50, p99Ms: 150 },
  { name: 'busca do cabeçalho', path: '/api/search?q=ana', medianMs: 50, p99Ms: 150 },
];

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  console.log(`Semeando ${ATHLETES} atletas em ${DATA_DIR} (só o que falta)...`);
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/db/seed/demo.ts', '--athletes', String(ATHLETES)], {
    env: { ...process.env, DATA_DIR, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) throw new Error('o seed falhou');

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
      if (i > 300) throw new Error('o servidor não respondeu');
      await new Promise((r) => setTimeout(r, 200));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@plantel.demo', senha: 'Plantel@2026' }),
    });
    const { sessionId } = (await login.json()) as { sessionId: string };

    console.log(`\n${'endpoint'.padEnd(28)} ${'mediana'.padStart(8)} ${'p99'.padStart(8)} ${'req/s'.padStart(8)}  alvo`);
    for (const target of targets) {
      const result = await autocannon({
        url: `${base}${target.path}`,
        headers: { authorization: `Bearer ${sessionId}` },
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      if (result.non2xx > 0) throw new Error(`${target.path}: ${result.non2xx} respostas de erro`);
      const median = result.latency.p50;
      const p99 = result.latency.p99;
      const ok = median < target.medianMs && p99 < target.p99Ms;
      console.log(
        `${target.name.padEnd(28)} ${`${median} ms`.padStart(8)} ${`${p99} ms`.padStart(8)} ${String(Math.round(result.requests.average)).padStart(8)}  ` +
          `${ok ? 'ok' : 'ACIMA'} (mediana < ${target.medianMs} ms, p99 < ${target.p99Ms} ms)`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
