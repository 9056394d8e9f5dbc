import type { Server } from 'node:http';
import type { Config } from '../config';

/**
 * Node's and Fastify's own timeouts: with none of them set, a client that announced a
 * large body and sent a byte every 2 s was never cut off, and ~13,000 of them ran the capped heap out.
 * `requestTimeout` bounds the whole request, headers and body; Node checks it every
 * `connectionsCheckingInterval`, so a slow upload is cut within 35 s. A connection that sends or
 * reads nothing for a minute is closed, and an idle keep-alive one after 10 s.
 */
export const SERVER_TIMEOUTS = {
  requestTimeout: 30_000,
  connectionTimeout: 60_000,
  keepAliveTimeout: 10_000,
  http: { headersTimeout: 15_000, connectionsCheckingInterval: 5_000 },
} as const;

/**
 * Caps on open connections, in all and per client address, sized so that every one of them can
 * hang on a slow upload without running the 128 MB heap out (~10 KB each). One address holding its
 * share cannot starve the others. Behind a reverse proxy every socket comes from the proxy, so
 * only the total applies there and the proxy limits each client.
 */
export function limitConnections(server: Server, config: Pick<Config, 'maxConnections' | 'maxConnectionsPerAddress' | 'trustProxy'>) {
  server.maxConnections = config.maxConnections;
  if (config.trustProxy || !config.maxConnectionsPerAddress) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > config.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
