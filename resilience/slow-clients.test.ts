import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../e2e/support/server';

/**
 * Slow uploads (a large Content-Length, then one byte every 2 s) against the server as `npm start`
 * runs it, heap capped. When nothing timed them out, ~11,000–14,000 of them ran the
 * process out of memory, and nothing restarted it.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.dispose());

const port = () => Number(new URL(server.baseURL).port);

/**
 * Opens a POST that promises 1 MB and sends only its first byte; the caller drips the rest. The
 * attacker connects from 127.0.0.2 (all of 127/8 is loopback), the normal requests from 127.0.0.1.
 */
function slowUpload(onClose: () => void): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', localAddress: '127.0.0.2', port: port() }, () => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{',
      );
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.once('error', reject);
    socket.on('close', onClose);
  });
}

/** A normal request must keep being answered, quickly, while the slow clients hang on. */
async function healthy() {
  const started = Date.now();
  const res = await fetch(`${server.baseURL}/api/health`, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, ms: Date.now() - started };
}

test('one slow upload is cut off within a minute', async () => {
  let closedAt = 0;
  const opened = Date.now();
  const socket = await slowUpload(() => (closedAt = Date.now()));
  const drip = setInterval(() => socket.writable && socket.write(' '), 2000);
  try {
    while (!closedAt && Date.now() - opened < 75_000) await new Promise((r) => setTimeout(r, 500));
  } finally {
    clearInterval(drip);
    socket.destroy();
  }
  expect(closedAt, 'a conexão lenta não foi encerrada em 75 s').toBeGreaterThan(0);
  expect(closedAt - opened).toBeLessThanOrEqual(60_000);
}, 90_000);

test('15,000 slow uploads at once: normal requests keep succeeding and the process stays up', async () => {
  const TOTAL = 15_000;
  const sockets = new Set<net.Socket>();
  let refused = 0;
  let cut = 0;
  // Opened in batches, as fast as loopback allows, so that all of them are hanging at once.
  for (let i = 0; i < TOTAL; i += 500) {
    const batch = Array.from({ length: Math.min(500, TOTAL - i) }, () =>
      slowUpload(() => {}).then(
        (socket) => {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket) && cut++);
        },
        () => refused++,
      ),
    );
    await Promise.all(batch);
  }
  const held = sockets.size;
  const drip = setInterval(() => {
    for (const socket of sockets) if (socket.writable) socket.write(' ');
  }, 2000);
  const answers: { status: number; ms: number }[] = [];
  try {
    const until = Date.now() + 45_000;
    while (Date.now() < until) {
      answers.push(await healthy().catch(() => ({ status: 0, ms: 10_000 })));
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    clearInterval(drip);
    for (const socket of sockets) socket.destroy();
  }
  console.log(
    `conexões lentas: ${held} abertas ao fim da abertura, ${refused} recusadas ao conectar, ${cut} encerradas pelo servidor; ` +
      `respostas normais: ${answers.length}, a mais lenta em ${Math.max(...answers.map((a) => a.ms))} ms`,
  );
  expect(answers.length).toBeGreaterThan(50);
  expect(answers.filter((a) => a.status !== 200), 'pedidos normais que falharam').toEqual([]);
  expect(server.process.exitCode, 'o servidor caiu').toBeNull();
  expect((await healthy()).status).toBe(200);
}, 240_000);
