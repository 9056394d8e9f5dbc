import pg from 'pg';

/** Test databases on a PostgreSQL server: kept free of the server's code, which the browser tests' support does not load. */

export async function admin(serverUrl: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** The same server, another database. */
export function withDatabase(serverUrl: string, database: string) {
  return serverUrl.replace(/^(postgres(?:ql)?:\/\/[^/]*\/)[^?]*/, `$1${database}`);
}
