// The production server the test and measuring scripts start (e2e-server.mjs, perf/server.mjs): one
// place for its settings and its fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The public address this machine's production builds and servers use (the e2e suite, bench, lighthouse,
 * the crash test): NEXT_PUBLIC_SITE_URL when set, else the e2e server's address. A build carries it in its
 * pages and `next start` refuses another one (lib/env.ts), so the build and every server here share it.
 * tests/e2e/helpers/site-url.ts follows the same rule.
 */
export function localSiteUrl() {
  return process.env.NEXT_PUBLIC_SITE_URL || `http://localhost:${process.env.E2E_PORT ?? 3107}`;
}

/** `next build` for these servers (`npm test`, and bench and lighthouse when there is no build). */
export function buildNext() {
  return spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_PUBLIC_SITE_URL: localSiteUrl() },
  }).status;
}

/** Builds as `npm run build:local` does when there is no production build yet (.next/BUILD_ID). */
export function buildIfNeeded() {
  if (existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) return;
  console.log('No build found: running `next build` first.');
  if (buildNext() !== 0) throw new Error('next build failed');
}

/**
 * Waits until `url` answers 200 (each try at most 2 s, every 200 ms, within `timeoutMs`); fails at once when
 * `child` (the process that should answer) exits first.
 * @param {string} url
 * @param {{ child?: import('node:child_process').ChildProcess, what?: string, timeoutMs?: number }} [options]
 */
export async function waitUntilHealthy(url, { child, what = url, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited (code ${child.exitCode}) before it was healthy`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} was not healthy within ${timeoutMs / 1000} s`);
}

/**
 * `next start`'s environment: production, fixed secrets unless set, the local public address, no Google
 * sign-in, `extra` on top; without DATABASE_URL a fresh PGlite folder `.data/{pgliteFolder}`.
 */
export function productionServerEnv(port, pgliteFolder, extra = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'local-only-secret-0123456789abcdef',
    DAILY_SECRET: process.env.DAILY_SECRET ?? 'local-only-daily-secret-0123456789abcdef',
    NEXT_PUBLIC_SITE_URL: localSiteUrl(),
    AUTH_GOOGLE_ID: '',
    AUTH_GOOGLE_SECRET: '',
    // The app drains on SIGTERM itself (lib/observability/shutdown.ts), not Next's handler (exit 143, pools left open).
    NEXT_MANUAL_SIG_HANDLE: 'true',
    ...extra,
  };
  if (!env.DATABASE_URL) {
    env.PGLITE_DATA_DIR = path.join(process.cwd(), '.data', pgliteFolder);
    rmSync(env.PGLITE_DATA_DIR, { recursive: true, force: true });
  }
  return env;
}

/**
 * How long `next start` keeps an idle connection open (Node's default is 5 s). A client that pools connections
 * (a balancer, Playwright's request context) may send on one just as the server closes it and read ECONNRESET;
 * the server must be the last to give up an idle connection, after HAProxy's `timeout http-keep-alive` (10 s,
 * scripts/cluster/haproxy.ts). `npm start` passes the same figure.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function startNextServer(port, env, stdio) {
  const args = ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '--keepAliveTimeout', String(KEEP_ALIVE_TIMEOUT_MS)];
  return spawn(process.execPath, args, { env, stdio });
}

// `node scripts/next-server.mjs build`: the build `npm test` makes, for the address above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2] === 'build') {
  process.exit(buildNext() ?? 1);
}
