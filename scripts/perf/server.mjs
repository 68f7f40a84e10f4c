// Starts the production server for `npm run bench` and `npm run lighthouse`: builds first when there is
// no build, then `next start` on PostgreSQL when DATABASE_URL is set (a fresh PGlite folder otherwise).
import { productionServerEnv, startNextServer, waitUntilHealthy } from '../next-server.mjs';

export { buildIfNeeded } from '../next-server.mjs';

/** Starts `next start` on `port`; `extraEnv` adds settings (RATE_LIMIT_SCALE, the development sign-in). `pid` is the server process's. */
export async function startServer(port, extraEnv = {}) {
  const base = `http://localhost:${port}`;
  // The build's public address (scripts/next-server.mjs): `next start` refuses another; AUTH_URL is where it listens.
  const env = productionServerEnv(port, `pglite-perf-${port}`, { AUTH_URL: base, ...extraEnv });
  const child = startNextServer(port, env, ['ignore', 'ignore', 'inherit']);
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  await waitUntilHealthy(`${base}/api/health`, { child, what: 'the server' });
  return { base, database: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite', pid: child.pid, stop };
}
