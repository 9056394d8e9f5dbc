import fs from 'node:fs';
import http from 'node:http';
import { afterAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../e2e/support/server';
import { DEMO_ADMIN, queryDataDir, seededDataDir, signIn } from './support';

const servers: RunningServer[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.stop('SIGKILL').catch(() => {});
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** One request; on its own connection unless an agent is given. */
function request(baseURL: string, method: string, path: string, body?: unknown, token?: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${baseURL}${path}`,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

test('SIGKILL in the middle of a burst of payments: after restart every instalment is paid with exactly one ledger row, or open with none', async () => {
  const dataDir = seededDataDir(60);
  folders.push(dataDir);
  const ids = await queryDataDir(dataDir, async (client) => {
    const { rows } = await client.query<{ id: number }>(`select id from monthly_payments where status = 'pendente' order by id limit 300`);
    return rows.map((r) => r.id);
  });
  expect(ids.length).toBeGreaterThan(100);

  const server = await startServer({ dataDir });
  servers.push(server);
  const token = await signIn(server.baseURL);
  const body = { dataPagamento: '2026-11-20', metodoPagamento: 'pix', valorDesconto: 0 };
  let answered = 0;
  let killAfterSome: () => void = () => {};
  const someAnswered = new Promise<void>((resolve) => (killAfterSome = resolve));
  const burst = ids.map((id) =>
    request(server.baseURL, 'PATCH', `/api/monthly-payments/${id}/process`, body, token).then(
      (res) => {
        if (++answered === 30) killAfterSome();
        return res.status;
      },
      () => 'cortada' as const,
    ),
  );
  // Let part of the burst commit, then kill the process with no chance to clean up.
  await Promise.race([Promise.all(burst), someAnswered]);
  await server.stop('SIGKILL');
  const outcomes = await Promise.all(burst);
  const answeredPaid = ids.filter((_, i) => outcomes[i] === 200);
  expect(outcomes.filter((o) => o !== 200 && o !== 'cortada')).toEqual([]);

  // Start again on the same folder (it takes over the PostgreSQL the killed process left), then stop cleanly.
  const again = await startServer({ dataDir });
  await again.stop('SIGTERM');

  const rows = await queryDataDir(dataDir, async (client) => {
    const { rows } = await client.query<{ id: number; status: string; pago: boolean; ledger: number }>(
      `select m.id, m.status, m.status = 'pago' as pago, count(f.id)::int as ledger
         from monthly_payments m left join financial_records f on f.monthly_payment_id = m.id
        where m.id = any($1) group by m.id order by m.id`,
      [ids],
    );
    return rows;
  });
  expect(rows).toHaveLength(ids.length);
  for (const row of rows) expect(row.ledger, `parcela ${row.id} (${row.status})`).toBe(row.pago ? 1 : 0);
  // Nothing answered 200 was lost.
  const paid = new Set(rows.filter((r) => r.pago).map((r) => r.id));
  for (const id of answeredPaid) expect(paid.has(id), `parcela ${id} respondida como paga`).toBe(true);
  // The kill really happened mid-burst: some were paid, some never got there.
  expect(paid.size).toBeGreaterThan(0);
  expect(paid.size).toBeLessThan(ids.length);
}, 240_000);

test('SIGTERM lets the requests already in flight finish, then the process exits cleanly', async () => {
  const dataDir = seededDataDir(10);
  folders.push(dataDir);
  const server = await startServer({ dataDir });
  servers.push(server);
  // Twenty connections already open, so the requests reach the server at once...
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  await Promise.all(Array.from({ length: 20 }, () => request(server.baseURL, 'GET', '/api/health', undefined, undefined, agent)));
  // ...and sign-ins verify an argon2id hash (tens of ms each, four at a time): they are still running when the signal comes.
  const inFlight = Array.from({ length: 20 }, () => request(server.baseURL, 'POST', '/api/auth/login', DEMO_ADMIN, undefined, agent));
  await new Promise((r) => setTimeout(r, 30));
  const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
  server.process.kill('SIGTERM');
  const answers = await Promise.all(inFlight);
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  for (const answer of answers) expect(JSON.parse(answer.body).sessionId).toEqual(expect.any(String));
  expect(await exited).toBe(0);
  expect(server.output()).toContain('SIGTERM recebido: encerrando...');
  expect(server.output()).toContain('PostgreSQL embutido encerrado.');
  await expect(request(server.baseURL, 'GET', '/api/health')).rejects.toThrow();
  agent.destroy();
}, 240_000);
