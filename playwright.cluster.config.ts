import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';
import { BALANCER, OIDC_PORT } from './tests/cluster/cluster';

/**
 * `npm run test:cluster` (issue 27): journeys through HAProxy in front of two `next start` instances that reach
 * a fresh database through PgBouncer in transaction mode (scripts/cluster/cluster.mts, started by the global
 * set-up on a database of its own; one instance is killed with SIGKILL on the way). The teardown stops the
 * cluster, runs `npm run db:check` on that database (any difference fails the run) and drops it.
 * Uses the production build when there is one (`npm test` makes it), else builds once.
 */
export default defineConfig({
  testDir: './tests/cluster',
  globalSetup: './tests/cluster/global-setup.ts',
  globalTeardown: './tests/cluster/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  use: { ...e2e.use, baseURL: BALANCER },
  projects: e2e.projects,
  webServer: [
    {
      // Sign-in goes through the same local OpenID Connect provider as the e2e suite, for the balancer's address.
      command: `node scripts/oidc-test-provider.mjs ${OIDC_PORT} ${BALANCER}`,
      url: `http://localhost:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
