import { expect, test, type Browser, type Page } from './helpers/fixtures';

/**
 * The shared page cache (issue 38 item 4, lib/http/shared-page-cache.ts): a visitor without cookies may get a
 * replay of /leaderboard or /daily rendered for someone else a moment ago, or of a prerendered game page. The replay must work in the browser
 * as a render does: its scripts run under its own nonce (no Content-Security-Policy refusal), and the page
 * hydrates (the board's game selector navigates).
 */

interface Visit {
  page: Page;
  replayed: boolean;
  nonce: string;
  refusals: string[];
}

/** A first visit in a fresh browser context (no cookies), keeping every CSP refusal and script error. */
async function freshVisit(browser: Browser, path: string): Promise<Visit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  page.on('pageerror', (error) => refusals.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
  // A replay is sent whole (Content-Length); a render is streamed.
  return { page, replayed: headers['content-length'] !== undefined, nonce, refusals };
}

for (const path of ['/leaderboard', '/daily', '/solve/pokemon']) {
  test(`${path}: a replay for a visitor without cookies runs its scripts (under its own nonce when rendered per request), none refused`, async ({ browser }) => {
    const visits: Visit[] = [];
    // Visits a moment apart: at least one of the later ones is a replay (the cache keeps a render 2 s).
    for (let i = 0; i < 3; i++) visits.push(await freshVisit(browser, path));
    expect(visits.some((visit) => visit.replayed)).toBe(true);
    // A page rendered per request has a nonce, a fresh one in every answer; a prerendered page allows its scripts by hash.
    const nonces = visits.map((visit) => visit.nonce);
    if (path === '/solve/pokemon') expect(nonces).toEqual(['', '', '']);
    else expect(new Set(nonces).size).toBe(visits.length);
    for (const visit of visits) {
      await expect(visit.page.locator('main')).toBeVisible();
      expect(visit.refusals).toEqual([]);
    }
    const replay = visits.find((visit) => visit.replayed)!;
    if (path === '/solve/pokemon') {
      // Hydrated: the guess box takes a guess and the board shows its row.
      const input = replay.page.getByRole('combobox', { name: 'Guess' });
      await expect(input).toBeEnabled();
    }
    if (path === '/leaderboard') {
      await replay.page.getByRole('combobox', { name: 'Game' }).selectOption('pokemon');
      await expect(replay.page).toHaveURL(/\/leaderboard\?game=pokemon$/);
      await expect(replay.page.getByRole('combobox', { name: 'Game' })).toHaveValue('pokemon');
    }
    expect(replay.refusals).toEqual([]);
    await Promise.all(visits.map((visit) => visit.page.context().close()));
  });
}

test('a render asked for under another host name cannot poison the replays: the page names only the site’s own address', async ({ playwright }) => {
  const spoofed = await playwright.request.newContext({ extraHTTPHeaders: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' } });
  const plain = await playwright.request.newContext();
  for (const path of ['/daily', '/leaderboard', '/']) {
    expect(await (await spoofed.get(path)).text()).not.toContain('evil.example');
    expect(await (await plain.get(path)).text()).not.toContain('evil.example');
  }
  await Promise.all([spoofed.dispose(), plain.dispose()]);
});
