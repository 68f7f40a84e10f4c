import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3107);
const BASE_URL = `http://localhost:${PORT}`;
/** The local OpenID Connect provider the sign-in tests go through (scripts/oidc-test-provider.mjs). */
const OIDC_PORT = PORT + 1;

/** Debian's Chromium: Playwright cannot download its own browsers on these machines. */
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export default defineConfig({
  testDir: './tests/e2e',
  // Ends the run with `npm run db:check` on the e2e database (fails the run on any difference).
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.data/reports/e2e.json' }]],
  // A journey that signs two players up through the provider takes 12–30 s on a loaded 2-core machine.
  timeout: 60_000,
  // What a page shows after a server call may take a few seconds there too.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `node scripts/oidc-test-provider.mjs ${OIDC_PORT} ${BASE_URL}`,
      url: `http://localhost:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The production build (`npm run build` runs first in `npm test`), on its own PGlite folder
      // unless DATABASE_URL names a server, signing in through the local provider above.
      command: `node scripts/e2e-server.mjs ${PORT} ${OIDC_PORT}`,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
