// Starts the production server for `npm run bench` and `npm run lighthouse`: builds first when there is
// no build, then `next start` on PostgreSQL when DATABASE_URL is set (a fresh PGlite folder otherwise).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildNext, productionServerEnv, startNextServer } from '../next-server.mjs';

export function buildIfNeeded() {
  if (existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) return;
  console.log('No build found: running `next build` first.');
  if (buildNext() !== 0) throw new Error('next build failed');
}

/** Starts `next start` on `port`; `extraEnv` adds settings (RATE_LIMIT_SCALE, the development sign-in). `pid` is the server process's. */
export async function startServer(port, extraEnv = {}) {
  const base = `http://localhost:${port}`;
  // The build's public address (scripts/next-server.mjs): `next start` refuses another; AUTH_URL is where it listens.
  const env = productionServerEnv(port, `pglite-perf-${port}`, { AUTH_URL: base, ...extraEnv });
  const child = startNextServer(port, env, ['ignore', 'ignore', 'inherit']);
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  await waitForHealth(base);
  return { base, database: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite', pid: child.pid, stop };
}

async function waitForHealth(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy');
}
