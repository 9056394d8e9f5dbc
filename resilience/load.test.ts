import fs from 'node:fs';
import autocannon from 'autocannon';
import { afterAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../e2e/support/server';
import { START_NODE_ARGS } from '../e2e/support/start-node-args';
import { queryDataDir, residentMb, seededDataDir, signIn } from './support';

const USERS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

let server: RunningServer | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test(`${USERS} users for ${SECONDS} s of mixed reads and payment writes: zero errors, memory stable`, async () => {
  dataDir = seededDataDir(400);
  const open = await queryDataDir(dataDir, async (client) => {
    const { rows } = await client.query<{ id: number }>(`select id from monthly_payments where status = 'pendente' order by id limit 1000`);
    return rows.map((r) => r.id);
  });
  expect(open.length).toBeGreaterThanOrEqual(USERS * 4);
  // The server runs as npm start runs it, with its heap capped: a leak ends in an out-of-memory
  // crash (and connection errors) within the run, and resident memory tracks what is alive rather
  // than how lazily V8 collects an unbounded heap.
  expect(START_NODE_ARGS.join(' ')).toMatch(/--max-old-space-size=\d+/);
  server = await startServer({ dataDir });
  const token = await signIn(server.baseURL);
  const pid = server.process.pid!;

  // Each simulated user owns its slice of instalments and pays then cancels each in turn, so two
  // users never race for one instalment and every write must succeed.
  const perUser = Math.floor(open.length / USERS);
  let nextUser = 0;
  const payBody = JSON.stringify({ dataPagamento: '2026-11-20', metodoPagamento: 'pix', valorDesconto: 0 });
  type Context = { slice?: number[]; turn?: number };
  const write = (request: autocannon.Request, context: Context) => {
    context.slice ??= open.slice(perUser * (nextUser % USERS), perUser * ((nextUser++ % USERS) + 1));
    const turn = (context.turn = (context.turn ?? -1) + 1);
    const id = context.slice[Math.floor(turn / 2) % context.slice.length];
    return turn % 2 === 0
      ? { ...request, method: 'PATCH' as const, path: `/api/monthly-payments/${id}/process`, body: payBody, headers: { ...request.headers, 'content-type': 'application/json' } }
      : { ...request, method: 'PATCH' as const, path: `/api/monthly-payments/${id}/cancel` };
  };
  const read = (path: string) => ({ method: 'GET' as const, path });
  const requests = [
    read('/api/athletes?busca=silva'),
    { method: 'PATCH' as const, setupRequest: write },
    read('/api/enrollments-with-payments?somenteVencidas=true'),
    { method: 'PATCH' as const, setupRequest: write },
    read('/api/auth/me'),
    read('/api/enrollments'),
    read('/api/reports/enrollments?periodo=ano'),
    read('/api/reports/summary?periodo=ano'),
  ] as unknown as autocannon.Request[];

  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(residentMb(pid)), 5000);
  const result = await autocannon({
    url: server.baseURL,
    connections: USERS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
    requests,
  });
  clearInterval(sampler);

  expect(result.errors, 'erros de conexão').toBe(0);
  expect(result.timeouts, 'tempos esgotados').toBe(0);
  expect(result.non2xx, 'respostas que não foram 2xx').toBe(0);
  expect(result.requests.total).toBeGreaterThan(SECONDS * 20);
  // Memory settles after warm-up: the second half of the run grows by less than a quarter.
  const half = samples.slice(Math.floor(samples.length / 2));
  expect(Math.max(...half)).toBeLessThan(half[0] * 1.25);
  expect(Math.max(...samples)).toBeLessThan(250);
  expect(server.process.exitCode, 'o servidor caiu durante a carga').toBeNull();
  console.log(
    `${result.requests.total} pedidos em ${SECONDS} s (${Math.round(result.requests.average)}/s), mediana ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, memória ${samples.map((m) => Math.round(m)).join(' → ')} MB`,
  );

  // The data ends consistent: every instalment paid has its one ledger row, every open one none.
  await server.stop();
  const wrong = await queryDataDir(dataDir, async (client) => {
    const { rows } = await client.query(
      `select m.id from monthly_payments m left join financial_records f on f.monthly_payment_id = m.id
        group by m.id, m.status having (m.status = 'pago') <> (count(f.id) = 1) or count(f.id) > 1`,
    );
    return rows;
  });
  expect(wrong).toEqual([]);
}, SECONDS * 1000 + 240_000);
