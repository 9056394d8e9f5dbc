import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * `npm run bench`: a production server on loopback, on a school of 20,000 athletes seeded into its
 * own data folder (bench/data, reused between runs), measured with autocannon. A benchmark, not a
 * test: it prints what it saw against the targets and always exits 0 unless the server fails.
 *
 * Options: --athletes N (default 20000), --seconds S per endpoint (default 10), --connections C (10:
 * ten clients at once on this 2-core machine; --connections 1 shows one user's latency).
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
  /** A write: each request takes the next instalment id and alternates paying and cancelling it. */
  payments?: boolean;
}

const targets: Target[] = [
  { name: 'atletas: busca por nome', path: '/api/athletes?busca=silva', medianMs: 50, p99Ms: 150 },
  { name: 'atletas: busca por CPF', path: '/api/athletes?busca=123', medianMs: 50, p99Ms: 150 },
  { name: 'atletas: primeira página', path: '/api/athletes', medianMs: 50, p99Ms: 150 },
  { name: 'busca do cabeçalho', path: '/api/search?q=ana', medianMs: 50, p99Ms: 150 },
  { name: 'pagamentos: vencidas (1 pág.)', path: '/api/enrollments-with-payments?somenteVencidas=true', medianMs: 50, p99Ms: 200 },
  { name: 'pagamentos: primeira página', path: '/api/enrollments-with-payments', medianMs: 50, p99Ms: 200 },
  { name: 'processar/cancelar parcela', path: '/api/monthly-payments', medianMs: 50, p99Ms: 200, payments: true },
];

/** Open instalments to pay and cancel again, read straight from the benchmark's own database. */
async function openInstalmentIds(): Promise<number[]> {
  const client = new pg.Client({ host: path.join(DATA_DIR, 'postgres'), port: 5432, user: 'postgres', database: 'plantel' });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(
    `select id from monthly_payments where status = 'pendente' order by id limit 2000`,
  );
  await client.end();
  return rows.map((r) => r.id);
}

/** Pay an instalment, then cancel it on the next turn: the data ends as it started. */
function paymentRequests(ids: number[]) {
  let turn = 0;
  const body = JSON.stringify({ dataPagamento: new Date().toISOString().slice(0, 10), metodoPagamento: 'pix', valorDesconto: 0 });
  return [
    {
      method: 'PATCH' as const,
      setupRequest: (request: Record<string, unknown>) => {
        const id = ids[Math.floor(turn / 2) % ids.length];
        const pay = turn % 2 === 0;
        turn += 1;
        return pay
          ? { ...request, path: `/api/monthly-payments/${id}/process`, body, headers: { ...(request.headers as object), 'content-type': 'application/json' } }
          : { ...request, path: `/api/monthly-payments/${id}/cancel` };
      },
    },
  ];
}

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
        // Pay-then-cancel must stay in order per instalment: one connection for the write.
        connections: target.payments ? 1 : CONNECTIONS,
        duration: SECONDS,
        ...(target.payments ? { requests: paymentRequests(await openInstalmentIds()) as unknown as autocannon.Options['requests'] } : {}),
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
