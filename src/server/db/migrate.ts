import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ROOT } from '../paths';

export const MIGRATIONS_FOLDER = path.join(ROOT, 'migrations');

/** Arbitrary constant shared by every Plantel instance: the key of the migration lock. */
const MIGRATION_LOCK_KEY = 724_001;

/**
 * Applies the committed migrations. Two instances starting at once queue on a session-level
 * advisory lock, so only one applies each migration and the other finds it done.
 */
export async function runMigrations(connectionString: string, migrationsFolder = MIGRATIONS_FOLDER) {
  const client = new pg.Client({ connectionString, application_name: 'plantel-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
