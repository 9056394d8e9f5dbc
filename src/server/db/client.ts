import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

// numeric stays a string (money is never a float); int8 counts come back as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Dates without time stay 'yyyy-MM-dd' strings instead of local-midnight Date objects.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type Executor = Db | Tx;

export function createDb(connectionString: string, max = 10): Db {
  // A database that does not answer fails the request in 5 s (a 503) instead of holding it forever.
  const pool = new pg.Pool({ connectionString, max, application_name: 'plantel', connectionTimeoutMillis: 5000 });
  // A client that loses its connection must not crash the process: an idle one is reported through
  // the pool, but one checked out (inside a transaction) emits 'error' on itself, with no listener
  // unless we add one. Its query still fails, so the request answers 503 and the pool drops it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return drizzle(pool, { schema, casing: 'snake_case' });
}
