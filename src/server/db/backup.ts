import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { once } from 'node:events';
import readline from 'node:readline';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { finished, pipeline as streamPipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { z } from 'zod';
import { firstRow } from './rows';

/**
 * Backups. With a pg_dump able to read the server (its major version at least the server's), the
 * backup is pg_dump's custom format. Otherwise (the embedded server ships no pg_dump, and the
 * system's may be older) it is Plantel's logical export: a gzip file whose first line is a JSON
 * header (format, applied migrations, tables with their columns and row counts), followed by each
 * table's `COPY ... TO STDOUT` text ended by a `\.` line. Both restore into a migrated database that
 * holds no accounts yet.
 */
export const LOGICAL_FORMAT = 'plantel-backup/1';
const END_OF_TABLE = '\\.';

const tableSchema = z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)).min(1), rows: z.number().int().nonnegative() });
export type BackupTable = z.infer<typeof tableSchema>;

const headerSchema = z.object({
  format: z.literal(LOGICAL_FORMAT),
  createdAt: z.string(),
  /** Hashes of the applied migrations, oldest first: a backup restores only into the same schema. */
  migrations: z.array(z.string()),
  tables: z.array(tableSchema),
});
export type BackupHeader = z.infer<typeof headerSchema>;

export type BackupKind = 'pg_dump' | 'logical';

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: 'plantel-backup' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id');
  return rows.map((r) => r.hash);
}

/** The public tables, each after the tables its foreign keys point to, so rows restore in order. */
async function tablesInDependencyOrder(client: pg.Client): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(unquote(child))?.add(unquote(parent));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`Dependência circular entre tabelas em ${table}`);
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const { name } of tables) visit(name);
  return ordered;
}

/** Stored columns only: generated ones are computed again on restore. */
async function storedColumns(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.name);
}

async function serverMajor(client: pg.Client) {
  const { rows } = await client.query<{ v: string }>('show server_version_num');
  return Math.floor(Number(firstRow(rows, 'show server_version_num').v) / 10000);
}

// Asynchronous: the running server backs up on schedule and keeps answering meanwhile.
const run = promisify(execFile);

/** pg_dump on the PATH, when it can read this server. */
async function usablePgDump(major: number): Promise<boolean> {
  const version = await run('pg_dump', ['--version']).then(
    ({ stdout }) => stdout,
    () => '',
  );
  const found = /(\d+)(?:\.\d+)?/.exec(version);
  return !!found && Number(found[1]) >= major;
}

/** Whether this machine's pg_dump can back up that server. */
export async function pgDumpCanRead(connectionString: string) {
  return usablePgDump(await withClient(connectionString, serverMajor));
}

/** plantel-AAAA-MM-DD-HH-MM.backup (UTC), the name of a dated backup. */
export const backupFileName = (at: Date) => `plantel-${at.toISOString().slice(0, 16).replace(/[T:]/g, '-')}.backup`;

/** When a dated backup was taken, from its name; null for any other file. */
export function backupFileDate(name: string): Date | null {
  const found = /^plantel-(\d{4}-\d{2}-\d{2})-(\d{2})-(\d{2})\.backup$/.exec(name);
  return found ? new Date(`${found[1]}T${found[2]}:${found[3]}:00Z`) : null;
}

/**
 * Writes a consistent backup of the database as it is now, while it keeps being used: pg_dump and
 * the logical export each read one snapshot.
 */
export async function writeBackup(connectionString: string, file: string, options: { allowPgDump?: boolean } = {}): Promise<BackupKind> {
  if (options.allowPgDump !== false && (await pgDumpCanRead(connectionString))) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${connectionString}`]).catch((error: { stderr?: string }) => {
      throw new Error(`pg_dump falhou: ${error.stderr ?? String(error)}`);
    });
    return 'pg_dump';
  }
  await writeLogicalBackup(connectionString, file);
  return 'logical';
}

async function writeLogicalBackup(connectionString: string, file: string) {
  await withClient(connectionString, async (client) => {
    // One snapshot for every table, so the backup is consistent while the school keeps working.
    await client.query('begin isolation level repeatable read read only');
    const tables: BackupTable[] = [];
    for (const name of await tablesInDependencyOrder(client)) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${quote(name)}`);
      tables.push({ name, columns: await storedColumns(client, name), rows: firstRow(rows, `count ${name}`).n });
    }
    const header: BackupHeader = {
      format: LOGICAL_FORMAT,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables,
    };
    const gzip = createGzip();
    const out = fs.createWriteStream(file, { mode: 0o600 });
    gzip.pipe(out);
    const write = async (chunk: string | Buffer) => {
      if (!gzip.write(chunk)) await once(gzip, 'drain');
    };
    await write(`${JSON.stringify(header)}\n`);
    for (const table of tables) {
      const copy = client.query(copyTo(`copy ${quote(table.name)} (${table.columns.map(quote).join(', ')}) to stdout`));
      for await (const chunk of copy) await write(chunk as Buffer);
      await write(`${END_OF_TABLE}\n`);
    }
    gzip.end();
    await finished(out);
    await client.query('commit');
  });
}

const isPgDumpFile = (file: string) => {
  const fd = fs.openSync(file, 'r');
  const magic = Buffer.alloc(5);
  fs.readSync(fd, magic, 0, 5, 0);
  fs.closeSync(fd);
  return magic.toString('latin1') === 'PGDMP';
};

/** A file that ends early or holds what Plantel did not write; the cause says where. */
export class DamagedBackupError extends Error {
  constructor(cause: unknown) {
    super('O arquivo de backup está incompleto ou corrompido.', { cause: cause instanceof Error ? cause : new Error(String(cause)) });
  }
}

/** pg_restore reads the whole table of contents, so a file cut short or garbled is refused before any database is touched. */
function checkPgDumpFile(file: string) {
  const result = spawnSync('pg_restore', ['--list', file], { encoding: 'utf8' });
  if (result.status !== 0) throw new DamagedBackupError(result.stderr || `pg_restore saiu com código ${result.status}`);
}

interface LogicalBackup {
  header: BackupHeader;
  /** The next line; a read or decompression error, or gzip's own end check failing, is a damaged backup. */
  next(): Promise<IteratorResult<string, undefined>>;
  close(): void;
}

async function openLogicalBackup(file: string): Promise<LogicalBackup> {
  const source = fs.createReadStream(file);
  // pipeline, unlike pipe, hands a read error on to the gunzip and so to the lines read from it.
  const lines = readline.createInterface({ input: pipeline(source, createGunzip(), () => {}), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const close = () => {
    lines.close();
    source.destroy();
  };
  const next = async () => {
    try {
      return await iterator.next();
    } catch (error) {
      throw new DamagedBackupError(error);
    }
  };
  try {
    const first = await next();
    if (first.done) throw new DamagedBackupError('arquivo vazio');
    let parsed: unknown;
    try {
      parsed = JSON.parse(first.value);
    } catch (error) {
      throw new DamagedBackupError(error);
    }
    if ((parsed as Partial<BackupHeader> | null)?.format !== LOGICAL_FORMAT) throw new Error('Arquivo de backup não reconhecido.');
    const header = headerSchema.safeParse(parsed);
    if (!header.success) throw new DamagedBackupError(header.error);
    return { header: header.data, next, close };
  } catch (error) {
    close();
    throw error;
  }
}

/**
 * Reads what a restore reads before it touches a database (the format and, for Plantel's export,
 * the header), so that a damaged file is refused before a server is even started for it.
 */
export async function checkBackupFile(file: string): Promise<BackupKind> {
  if (isPgDumpFile(file)) {
    checkPgDumpFile(file);
    return 'pg_dump';
  }
  (await openLogicalBackup(file)).close();
  return 'logical';
}

async function refuseDatabaseWithAccounts(connectionString: string) {
  await withClient(connectionString, async (client) => {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from users');
    if (firstRow(rows, 'count users').n > 0) throw new Error('O banco de destino já tem dados (contas de usuário). Restaure num banco novo.');
  });
}

/** Restores a backup into a migrated database without accounts (a fresh install); all or nothing. */
export async function restoreBackup(connectionString: string, file: string): Promise<BackupKind> {
  if (isPgDumpFile(file)) {
    checkPgDumpFile(file);
    await refuseDatabaseWithAccounts(connectionString);
    const result = spawnSync(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${connectionString}`, file],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`pg_restore falhou: ${result.stderr}`);
    return 'pg_dump';
  }
  const backup = await openLogicalBackup(file);
  try {
    await refuseDatabaseWithAccounts(connectionString);
    await restoreLogicalBackup(connectionString, backup);
  } finally {
    backup.close();
  }
  return 'logical';
}

/** A table's COPY text, in chunks of many rows, up to its `\.` line. */
async function* tableData(backup: LogicalBackup, table: string) {
  let chunk = '';
  for (;;) {
    const line = await backup.next();
    if (line.done) throw new DamagedBackupError(`a tabela ${table} não termina`);
    if (line.value === END_OF_TABLE) break;
    chunk += `${line.value}\n`;
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** Rows PostgreSQL cannot read back (SQLSTATE class 22, data exception) are a damaged file too. */
const isDataException = (error: unknown) => /^22/.test((error as { code?: string }).code ?? '');

async function restoreLogicalBackup(connectionString: string, backup: LogicalBackup) {
  const { header } = backup;
  await withClient(connectionString, async (client) => {
    const migrations = await appliedMigrations(client);
    if (migrations.join() !== header.migrations.join()) {
      throw new Error(
        `O backup é de outra versão do esquema (${header.migrations.length} migrações; este banco tem ${migrations.length}). ` +
          'Restaure com a versão do Plantel que o gerou.',
      );
    }
    await client.query('begin');
    try {
      // A fresh install may hold rows its migrations created (e.g. default categories): the backup replaces them.
      const tables = await tablesInDependencyOrder(client);
      await client.query(`truncate ${tables.map(quote).join(', ')} restart identity cascade`);
      // Rows come back as they were: triggers that derive data (e.g. running totals) must not add to them.
      for (const table of tables) await client.query(`alter table ${quote(table)} disable trigger user`);
      for (const table of header.tables) {
        const copy = client.query(copyFrom(`copy ${quote(table.name)} (${table.columns.map(quote).join(', ')}) from stdin`));
        // Any failure (the file ending inside the table, a read error) destroys the COPY stream, which
        // sends CopyFail: the server ends the COPY and the connection is free for the rollback.
        await streamPipeline(tableData(backup, table.name), copy).catch((error: unknown) => {
          throw isDataException(error) ? new DamagedBackupError(error) : error;
        });
        const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${quote(table.name)}`);
        const { n } = firstRow(rows, `count ${table.name}`);
        if (n !== table.rows) throw new Error(`A tabela ${table.name} voltou com ${n} linhas; o backup tinha ${table.rows}.`);
      }
      // Reading on to the end lets gzip check its length and checksum.
      if (!(await backup.next()).done) throw new DamagedBackupError('há dados depois da última tabela');
      for (const table of tables) await client.query(`alter table ${quote(table)} enable trigger user`);
      // Identity columns continue after the restored ids.
      const { rows: identities } = await client.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns where table_schema = 'public' and is_identity = 'YES'`,
      );
      for (const { table_name, column_name } of identities) {
        await client.query(
          `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column_name)}), 1), max(${quote(column_name)}) is not null) from ${quote(table_name)}`,
          [quote(table_name), column_name],
        );
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
}
