import net from 'node:net';

/**
 * `--instances 2`: a round-robin TCP proxy in front of the app processes, as a load balancer would
 * sit in front of them. Each client connection goes to the next instance and stays there (HTTP
 * keep-alive), so the benchmark's clients are spread evenly.
 */
export function roundRobinProxy(ports: number[]): Promise<{ port: number; close(): Promise<void> }> {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(ports[next++ % ports.length]!, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A client or an instance that goes away takes the other side with it, without crashing the benchmark.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
