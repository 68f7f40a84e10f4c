/**
 * The e2e suite's `test`: Playwright's, with one automatic fixture that records the secrets each test's browsers
 * received (every Set-Cookie value, and the receipts, bios, e-mail addresses and tokens in JSON answers) to
 * E2E_SECRETS_FILE. tests/e2e/global-teardown.ts then scans the server's log for them (tests/helpers/log-scan.ts).
 * Specs import `test` and `expect` from here.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, type Browser, type BrowserContext, type Response } from '@playwright/test';

export * from '@playwright/test';

export const E2E_SECRETS_FILE = '.data/reports/e2e-secrets.jsonl';

/** Adds a secret a helper used (the e-mail address a login signs in with) to those the log is scanned for. */
export function recordSecret(kind: string, value: string): void {
  mkdirSync(path.dirname(E2E_SECRETS_FILE), { recursive: true });
  appendFileSync(E2E_SECRETS_FILE, `${JSON.stringify({ kind, value })}\n`);
}

/** JSON fields whose text values are secrets or a player's own words. */
const SECRET_FIELDS: Record<string, string> = { receipt: 'receipt', receipts: 'receipt', bio: 'bio', email: 'e-mail address', token: 'token', revocationToken: 'token' };

function collect(value: unknown, found: Map<string, string>, kind?: string): void {
  if (typeof value === 'string') {
    if (kind) found.set(value, kind);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, found, kind);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(item, found, SECRET_FIELDS[key] ?? kind);
  }
}

/** Where the site sets its cookies (sign-in, session refresh, sign-out) and answers with receipts and bios. */
const CALLS = /\/(api|auth)\//;

async function record(response: Response, found: Map<string, string>): Promise<void> {
  const url = response.url();
  if (!CALLS.test(new URL(url).pathname)) return; // pages and static files: their cookies are read at the end
  for (const { name, value } of await response.headersArray()) {
    if (name.toLowerCase() !== 'set-cookie') continue;
    for (const cookie of value.split('\n')) {
      const cookieValue = cookie.split(';')[0].split('=').slice(1).join('=');
      if (cookieValue) found.set(cookieValue, 'cookie value');
    }
  }
  if ((response.headers()['content-type'] ?? '').includes('application/json')) collect(await response.json(), found);
}

function watch(context: BrowserContext, found: Map<string, string>, contexts: BrowserContext[]): void {
  if (contexts.includes(context)) return;
  contexts.push(context);
  context.on('response', (response) => void record(response, found).catch(() => {}));
}

/** What each test recorded: its contexts' secrets, written out when it ends. */
interface Recorder {
  found: Map<string, string>;
  contexts: BrowserContext[];
}

export const test = base.extend<{ recordSecrets: Recorder }>({
  // Playwright's own context of the test (created only when the test uses `page` or `context`).
  context: async ({ context, recordSecrets }, provide) => {
    watch(context, recordSecrets.found, recordSecrets.contexts);
    await provide(context);
  },
  recordSecrets: [
    async ({ browser }, provide) => {
      const recorder: Recorder = { found: new Map(), contexts: [] };
      // The contexts a test opens itself (a second player, a phone) are watched too.
      const newContext = browser.newContext.bind(browser);
      (browser as { newContext: Browser['newContext'] }).newContext = async (options) => {
        const created = await newContext(options);
        watch(created, recorder.found, recorder.contexts);
        return created;
      };
      await provide(recorder);
      (browser as { newContext: Browser['newContext'] }).newContext = newContext;
      const { found, contexts } = recorder;
      for (const each of contexts) for (const cookie of await each.cookies().catch(() => [])) found.set(cookie.value, 'cookie value');
      mkdirSync(path.dirname(E2E_SECRETS_FILE), { recursive: true });
      const lines = [...found].filter(([value]) => value.length >= 8).map(([value, kind]) => JSON.stringify({ kind, value }));
      if (lines.length) appendFileSync(E2E_SECRETS_FILE, `${lines.join('\n')}\n`);
    },
    { auto: true },
  ],
});
