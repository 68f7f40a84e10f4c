// The production server the test and measuring scripts start (e2e-server.mjs, perf/server.mjs): one
// place for its settings and its fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * `next start`'s environment: production, fixed secrets unless set, no Google sign-in, `extra` on top;
 * without DATABASE_URL a fresh PGlite folder `.data/{pgliteFolder}`.
 */
export function productionServerEnv(port, pgliteFolder, extra = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'local-only-secret-0123456789abcdef',
    DAILY_SECRET: process.env.DAILY_SECRET ?? 'local-only-daily-secret-0123456789abcdef',
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${port}`,
    AUTH_GOOGLE_ID: '',
    AUTH_GOOGLE_SECRET: '',
    ...extra,
  };
  if (!env.DATABASE_URL) {
    env.PGLITE_DATA_DIR = path.join(process.cwd(), '.data', pgliteFolder);
    rmSync(env.PGLITE_DATA_DIR, { recursive: true, force: true });
  }
  return env;
}

export function startNextServer(port, env, stdio) {
  return spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], { env, stdio });
}
