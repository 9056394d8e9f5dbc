import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild } from '../src/server/web-build';

/**
 * `npm run bench:web`: Lighthouse (performance and accessibility, its default mobile profile with
 * simulated throttling) on the production build, with the system Chromium, over the benchmark's
 * school of 20,000 athletes (bench/data, seeded by `npm run bench` or here). Signed-in pages get the
 * administrador's session cookie. Prints each score against the target of 95.
 */
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? 'bench/data');
const PAGES = ['/', '/atletas', '/gestao-financeira'];
const TARGET = 95;

function freePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  ensureWebBuild();
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/db/seed/demo.ts', '--athletes', '20000'], {
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
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    for (let i = 0; !(await fetch(`${base}/api/health`).catch(() => null))?.ok; i++) {
      if (i > 600) throw new Error('o servidor não respondeu');
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@plantel.demo', senha: 'Plantel@2026' }),
    });
    const { sessionId } = (await login.json()) as { sessionId: string };

    console.log(`\n${'página'.padEnd(22)} ${'desempenho'.padStart(10)} ${'acessibilidade'.padStart(15)}  LCP, TBT`);
    const misses: string[] = [];
    for (const page of PAGES) {
      const signedIn = page !== '/';
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: signedIn ? { Cookie: `sessionId=${sessionId}` } : undefined,
      });
      if (!result) throw new Error(`${page}: o Lighthouse não respondeu`);
      const { categories, audits } = result.lhr;
      const performance = Math.round((categories.performance.score ?? 0) * 100);
      const accessibility = Math.round((categories.accessibility.score ?? 0) * 100);
      for (const [name, score] of [
        ['desempenho', performance],
        ['acessibilidade', accessibility],
      ] as const) {
        if (score < TARGET) misses.push(`${page}: ${name} ${score}`);
      }
      console.log(
        `${page.padEnd(22)} ${String(performance).padStart(10)} ${String(accessibility).padStart(15)}  ` +
          `${audits['largest-contentful-paint'].displayValue}, ${audits['total-blocking-time'].displayValue}`,
      );
    }
    console.log(misses.length ? `\nAbaixo de ${TARGET}: ${misses.join('; ')}` : `\nTodas as notas ≥ ${TARGET}.`);
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
