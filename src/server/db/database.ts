import { createDb, type Db } from './client';
import { startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

export const EMBEDDED_DATABASE = 'plantel';

export interface Database {
  db: Db;
  url: string;
  /** For sessions that must stay one connection: the direct URL when one is given, else `url`. */
  directUrl: string;
  close(): Promise<void>;
}

/**
 * The external server when DATABASE_URL is set, otherwise the embedded one in dataDir; migrated
 * either way, through the direct URL when there is one (the migrations hold a session-level lock).
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  databaseDirectUrl?: string | null;
  dataDir: string;
  log: (message: string) => void;
}): Promise<Database> {
  let url = options.databaseUrl;
  let stopServer = async () => {};
  if (!url) {
    const server = await startEmbeddedPostgres(options.dataDir, options.log);
    stopServer = () => server.stop();
    try {
      await ensureDatabase(server.url('postgres'), EMBEDDED_DATABASE);
    } catch (error) {
      await stopServer();
      throw error;
    }
    url = server.url(EMBEDDED_DATABASE);
  }
  const directUrl = options.databaseDirectUrl ?? url;
  await runMigrations(directUrl);
  const db = createDb(url);
  return {
    db,
    url,
    directUrl,
    async close() {
      await db.$client.end();
      await stopServer();
    },
  };
}

async function ensureDatabase(adminUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
