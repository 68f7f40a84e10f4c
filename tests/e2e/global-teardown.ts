/**
 * The suite ends with `npm run db:check` on the database it played against, and fails on any difference.
 * On PostgreSQL (DATABASE_URL) the command runs against it directly. On PGlite the server still holds its
 * folder when this runs (Playwright stops the webServer after the global teardown, and PGlite allows one
 * process per folder), so the server runs the same check: GET /api/test/db-check (E2E_TEST_HOOKS only).
 */
import { spawnSync } from 'node:child_process';
import type { FullConfig } from '@playwright/test';

function checkPostgres(url: string): void {
  const run = spawnSync('npm', ['run', '--silent', 'db:check', '--', url], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm run db:check after the e2e suite: exit code ${run.status} (differences are listed above).`);
}

async function checkThroughServer(baseURL: string): Promise<void> {
  const response = await fetch(new URL('/api/test/db-check', baseURL));
  if (!response.ok) throw new Error(`GET /api/test/db-check after the e2e suite answered ${response.status}: ${await response.text()}`);
  const { clean, lines } = (await response.json()) as { clean: boolean; lines: string[] };
  console.log(lines.join('\n'));
  if (!clean) throw new Error('db:check after the e2e suite: not clean (differences are listed above).');
}

export default async function globalTeardown(config: FullConfig): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) return checkPostgres(url);
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('No baseURL in playwright.config.ts to reach the e2e server.');
  await checkThroughServer(baseURL);
}
