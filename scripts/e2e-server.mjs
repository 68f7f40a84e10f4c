// Starts `next start` for the Playwright suite with a fresh embedded database (or DATABASE_URL).
import { productionServerEnv, startNextServer } from './next-server.mjs';

const port = process.argv[2] ?? '3107';
const oidcPort = process.argv[3] ?? String(Number(port) + 1);
const env = productionServerEnv(port, 'pglite-e2e', {
  E2E_TEST_HOOKS: 'true',
  // Sign-in goes through scripts/oidc-test-provider.mjs (same client as there); no development sign-in.
  AUTH_OIDC_ISSUER: `http://localhost:${oidcPort}`,
  AUTH_OIDC_ID: 'guessdle-e2e',
  AUTH_OIDC_SECRET: 'guessdle-e2e-secret',
  AUTH_OIDC_NAME: 'Test Provider',
  AUTH_DEV_LOGIN: 'false',
  // The suite plays many rounds from one address in a few minutes.
  RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '10',
});
const child = startNextServer(port, env, 'inherit');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
