import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Stops the server and removes the data folder it created. */
  dispose(): Promise<void>;
}

/**
 * The Node flags `npm start` gives the server (e.g. its heap limit), read from package.json so the
 * browser tests, the resilience tests and the benchmark run the server exactly as it ships.
 */
export const START_NODE_ARGS: string[] = (() => {
  const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: { start: string } };
  // "node <flags> scripts/start.mjs"
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
})();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The real Plantel server, as `npm start` runs it, on its own port and a fresh data folder
 * (embedded PostgreSQL) unless one is given, so each browser test file starts from an empty school;
 * or, given a database URL, another instance on that database.
 */
export async function startServer(
  options: {
    dataDir?: string;
    port?: number;
    databaseUrl?: string;
    /** What node runs; by default the server alone, from its source. */
    entry?: string[];
    /** More settings for this server (e.g. REMINDER_HOUR). */
    env?: Record<string, string>;
  } = {},
): Promise<RunningServer> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [...START_NODE_ARGS, ...(options.entry ?? ['--import', 'tsx', 'src/server/serve.ts'])], {
    // No daily backup at start-up (every test server starts past 2h): e2e/backups.test.ts turns it on.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl ?? '', NODE_ENV: 'production', LOG_LEVEL: 'warn', BACKUP_HOUR: 'off', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`O servidor encerrou ao iniciar:\n${output}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`O servidor não respondeu a tempo:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  };
  return {
    baseURL,
    dataDir,
    process: child,
    output: () => output,
    stop,
    async dispose() {
      await stop();
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
