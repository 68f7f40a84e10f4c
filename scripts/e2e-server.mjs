// Starts `next start` for the Playwright suite with a fresh embedded database (or DATABASE_URL).
import { mkdirSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { productionServerEnv, startNextServer } from './next-server.mjs';

const port = process.argv[2] ?? '3107';
/**
 * Read by tests/e2e/global-teardown.ts: one pair of files per server, named by its port, because some specs start
 * servers of their own beside the suite's (tests/e2e/helpers/proxied-site.ts) and two servers writing one file
 * overwrite each other's lines.
 */
const REPORTS = '.data/reports';
const E2E_SERVER_LOG = `${REPORTS}/e2e-server-${port}.log`;
const E2E_SERVER_ERRORS = `${REPORTS}/e2e-server-${port}.stderr.log`;
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
// The server's log (stdout) goes to a file the server writes itself, which the suite scans at its end for secrets
// and for lines that are not JSON (tests/e2e/global-teardown.ts, tests/helpers/log-scan.ts); its stderr (Next's
// own complaints) to another, scanned for secrets too, and on to the console as before.
mkdirSync(REPORTS, { recursive: true });
// The suite's own server starts first: the logs of an earlier run's servers go, so the scan reads this run's only.
if (port === String(process.env.E2E_PORT ?? 3107)) {
  for (const file of readdirSync(REPORTS)) if (/^e2e-server-\d+(\.stderr)?\.log$/.test(file)) rmSync(`${REPORTS}/${file}`, { force: true });
}
const errors = openSync(E2E_SERVER_ERRORS, 'w');
const child = startNextServer(port, env, ['ignore', openSync(E2E_SERVER_LOG, 'w'), 'pipe']);
child.stderr.on('data', (chunk) => {
  writeSync(errors, chunk);
  process.stderr.write(chunk);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
