/**
 * The suite ends with a scan of the server's log (scanServerLog below), and with `npm run db:check` on the database it played against, and fails on any difference.
 * On PostgreSQL (DATABASE_URL) the command runs against it directly. On PGlite the server still holds its
 * folder when this runs (Playwright stops the webServer after the global teardown, and PGlite allows one
 * process per folder), so the server runs the same check: GET /api/test/db-check (E2E_TEST_HOOKS only).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { parseSecrets, scanLines } from '../helpers/log-scan';
import { E2E_SECRETS_FILE } from './helpers/fixtures';

/** Written by scripts/e2e-server.mjs, per server (by port): its log (stdout) and its stderr. */
const REPORTS = '.data/reports';
const SERVER_LOG = /^e2e-server-\d+\.log$/;
const SERVER_ERRORS = /^e2e-server-\d+\.stderr\.log$/;

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

/**
 * Issue 37 item 4: no line the server wrote holds a secret the journeys used (tests/e2e/helpers/fixtures.ts
 * recorded them), an e-mail address or a signed token, and every line of its log is JSON (tests/helpers/log-scan.ts).
 */
function scanServerLog(): void {
  const files = existsSync(REPORTS) ? readdirSync(REPORTS) : [];
  const logs = files.filter((file) => SERVER_LOG.test(file)).map((file) => `${REPORTS}/${file}`);
  if (logs.length === 0) throw new Error(`No server log in ${REPORTS}: the e2e server (scripts/e2e-server.mjs) writes its log there.`);
  const secrets = existsSync(E2E_SECRETS_FILE) ? parseSecrets(readFileSync(E2E_SECRETS_FILE, 'utf8')) : new Map<string, string>();
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []);
  const problems = [
    ...logs.flatMap((file) => scanLines(file, read(file), secrets, { json: true })),
    ...files.filter((file) => SERVER_ERRORS.test(file)).flatMap((file) => scanLines(`${REPORTS}/${file}`, read(`${REPORTS}/${file}`), secrets, { json: false })),
  ];
  const log = logs.flatMap(read);
  rmSync(E2E_SECRETS_FILE, { force: true });
  const requests = log.filter((line) => line.includes('"msg":"request"')).length;
  const counts = new Map<string, number>();
  for (const kind of secrets.values()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const kinds = [...counts].map(([kind, count]) => `${count} ${kind}`);
  console.log(`Server log scan: ${logs.length} servers, ${log.length} lines (${requests} requests), ${secrets.size} secrets searched (${kinds.join(', ')}), ${problems.length} problems.`);
  if (problems.length === 0) return;
  for (const { file, line, problem } of problems.slice(0, 20)) console.log(`  ${file}:${line} ${problem}`);
  throw new Error(`The server's log holds what it must not (${problems.length} problems, listed above).`);
}

export default async function globalTeardown(config: FullConfig): Promise<void> {
  try {
    const url = process.env.DATABASE_URL;
    if (url) return checkPostgres(url);
    const baseURL = config.projects[0]?.use.baseURL;
    if (!baseURL) throw new Error('No baseURL in playwright.config.ts to reach the e2e server.');
    await checkThroughServer(baseURL);
  } finally {
    scanServerLog();
  }
}
