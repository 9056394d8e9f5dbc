import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { admin, copyOfTemplate } from '../../src/server/test/databases';
import { START_NODE_ARGS } from './start-node-args';

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Stops the server and removes the data folder it created. */
  dispose(): Promise<void>;
}

/** The servers this test file started and has not disposed of: whose output e2e/support/on-failure.ts keeps. */
export const runningServers = new Set<RunningServer>();

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
 * The real Plantel server, as `npm start` runs it, on its own port and a fresh data folder unless
 * one is given, so each browser test file starts from an empty school. Its database: in the browser
 * tests, a copy of the template e2e/support/global-setup.ts migrated on the shared embedded
 * PostgreSQL, run by the server compiled there; elsewhere, or with `embedded`, the data folder's own
 * embedded PostgreSQL, which the server starts itself (as in production); or, given a database URL,
 * another instance on that database.
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
    /** The data folder's own embedded PostgreSQL, started by the server, even in the browser tests. */
    embedded?: boolean;
  } = {},
): Promise<RunningServer> {
  const ownsDataDir = !options.dataDir;
  const shared = !options.embedded && !options.dataDir && !options.databaseUrl ? sharedDatabaseServer() : null;
  const database = shared ? await shared.copyTemplate() : null;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const port = options.port ?? (await freePort());
  const entry = options.entry ?? (shared ? [shared.builtServer] : ['--import', 'tsx', 'src/server/serve.ts']);
  const child = spawn(process.execPath, [...START_NODE_ARGS, ...entry], {
    // No daily backup at start-up (every test server starts past 2h): e2e/backups.test.ts turns it on.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? options.databaseUrl ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      BACKUP_HOUR: 'off',
      ...options.env,
    },
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
  const server: RunningServer = {
    baseURL,
    dataDir,
    process: child,
    output: () => output,
    stop,
    async dispose() {
      runningServers.delete(server);
      await stop();
      await database?.drop();
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  runningServers.add(server);
  return server;
}

/** The browser tests' shared PostgreSQL and compiled server (e2e/support/global-setup.ts), or null outside them. */
function sharedDatabaseServer() {
  const serverUrl = inject('testServerUrl');
  const builtServer = inject('builtServer');
  if (!serverUrl || !builtServer) return null;
  return {
    builtServer,
    async copyTemplate() {
      const { name, url } = await copyOfTemplate('s');
      return { url, drop: () => admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`).then(() => {})) };
    },
  };
}
