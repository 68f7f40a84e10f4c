/**
 * The TCP fault proxy (tests/helpers/tcp-proxy.ts) between PgBouncer and PostgreSQL in the cluster, with a small
 * control server on 127.0.0.1 that the cluster suite drives from its own process (issue 40): POST /stall (the
 * database hangs: connections kept, nothing forwarded) and POST /resume (forwarding again).
 */
import { createServer, type Server } from 'node:http';
import { startTcpProxy } from '../../tests/helpers/tcp-proxy';

export interface RunningFaultProxy {
  /** The database's address through the proxy (what PgBouncer connects to). */
  databaseUrl: string;
  close: () => Promise<void>;
}

export async function startFaultProxy(databaseUrl: string, controlPort: number): Promise<RunningFaultProxy> {
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, decodeURIComponent(target.username || 'postgres'));
  const control: Server = createServer((request, response) => {
    const act = request.method === 'POST' && { '/stall': async () => proxy.stall(), '/resume': () => proxy.resume() }[request.url ?? ''];
    if (!act) {
      response.writeHead(404).end();
      return;
    }
    act().then(
      () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    control.once('error', reject);
    control.listen(controlPort, '127.0.0.1', () => resolve());
  });
  return {
    databaseUrl: Object.assign(new URL(databaseUrl), { hostname: '127.0.0.1', port: String(proxy.port) }).href,
    close: async () => {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await proxy.close();
    },
  };
}
