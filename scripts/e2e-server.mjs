// Starts `next start` for the Playwright suite with a fresh embedded database (or DATABASE_URL).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const port = process.argv[2] ?? '3107';
const oidcPort = process.argv[3] ?? String(Number(port) + 1);
const env = {
  ...process.env,
  NODE_ENV: 'production',
  E2E_TEST_HOOKS: 'true',
  AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-only-secret-0123456789abcdef',
  DAILY_SECRET: process.env.DAILY_SECRET ?? 'e2e-only-daily-secret-0123456789abcdef',
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${port}`,
  // Sign-in goes through scripts/oidc-test-provider.mjs (same client as there); no development sign-in.
  AUTH_OIDC_ISSUER: `http://localhost:${oidcPort}`,
  AUTH_OIDC_ID: 'guessdle-e2e',
  AUTH_OIDC_SECRET: 'guessdle-e2e-secret',
  AUTH_OIDC_NAME: 'Test Provider',
  AUTH_DEV_LOGIN: 'false',
  AUTH_GOOGLE_ID: '',
  AUTH_GOOGLE_SECRET: '',
  // The suite plays many rounds from one address in a few minutes; a benchmark passes its own scale.
  RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '10',
};
if (!env.DATABASE_URL) {
  env.PGLITE_DATA_DIR = path.join(process.cwd(), '.data', 'pglite-e2e');
  rmSync(env.PGLITE_DATA_DIR, { recursive: true, force: true });
}
const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
