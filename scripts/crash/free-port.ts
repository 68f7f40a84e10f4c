import { createServer } from 'node:net';

/**
 * A port nothing listens on now (the system's pick), for a server started next. A plain .ts module, so that
 * the crash scripts (./site.mts) and the Playwright helpers (tests/e2e/helpers/proxied-site.ts) share it.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
