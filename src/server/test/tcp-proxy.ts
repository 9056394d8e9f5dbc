import net from 'node:net';

/**
 * A TCP proxy in front of a PostgreSQL server, which a test can cut and restore to play a database
 * outage. The target is the server of `databaseUrl`: its Unix socket (the embedded server) or host:port.
 */
export async function startDatabaseProxy(databaseUrl: string) {
  const target = connectTarget(databaseUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) =>
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      }),
    );
  await listen();
  return {
    /** The database's address through the proxy. */
    url: (url: string) => {
      const [, user, database] = /^postgres(?:ql)?:\/\/(?:([^@/]*)@)?[^/]*\/([^?]*)/.exec(url) ?? [];
      return `postgresql://${user?.split(':')[0] || 'postgres'}@127.0.0.1:${port}/${database}`;
    },
    /** Drops every connection and refuses new ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: listen,
    close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

// The embedded server's address has no host (postgresql://user@/db?host=/socket/dir), which URL rejects.
function connectTarget(databaseUrl: string): net.NetConnectOpts {
  const query = new URLSearchParams(databaseUrl.split('?')[1] ?? '');
  const socketDir = query.get('host');
  if (socketDir?.startsWith('/')) return { path: `${socketDir}/.s.PGSQL.${query.get('port') ?? '5432'}` };
  const url = new URL(databaseUrl);
  return { host: url.hostname, port: Number(url.port || 5432) };
}
