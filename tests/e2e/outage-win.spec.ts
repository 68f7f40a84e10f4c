/**
 * A signed-in daily win at the moment the database goes away (issue 36 item 0, issue 40 item 4), on a
 * server of its own whose database the test refuses and cuts through a TCP proxy (helpers/proxied-site.ts).
 * The win must wait in the page's outbox, the player must stay signed in, and once the database is back
 * the win is stored once and the page says "Saved": left open, and reloaded during the outage.
 */
import { expect, test, type BrowserContext, type Page } from './helpers/fixtures';
import { startProxiedSite, type ProxiedSite } from './helpers/proxied-site';
import { signInWithProvider, signOut, signUp, uniqueLogin } from './helpers/sign-in';

const GAME = 'bible-books';
const ANSWER = 'Ruth';
const WRONG = 'Genesis';
const NOT_SAVED_YET = "Not saved yet — we'll keep trying";
const OUTAGE_MS = 10_000;
/** The outbox resends on a backoff of up to a minute (lib/client/outbox/retry.ts); after 10 s down, the next try is within ~16 s. */
const LANDING_TIMEOUT_MS = 45_000;

let site: ProxiedSite;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = await startProxiedSite('guessdle_outage_win');
  const set = await fetch(`${site.base}/api/test/daily-puzzle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: GAME, item: ANSWER }) });
  expect(set.status).toBe(200);
});
test.afterAll(async () => {
  await site?.close();
});

const outboxEntries = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('guessdle-outbox:')).length);
const header = (page: Page) => page.getByRole('banner');

async function newPlayer(context: BrowserContext, prefix: string): Promise<{ page: Page; username: string; login: string }> {
  const page = await context.newPage();
  const username = `${prefix}${Date.now().toString(36).slice(-6)}`;
  const login = uniqueLogin(prefix.toLowerCase());
  await signUp(page, username, login);
  return { page, username, login };
}

/** Types a guess on the open game page and reads the server's answer to it. */
async function guessAndReadAnswer(page: Page, name: string): Promise<unknown> {
  const input = page.getByRole('combobox', { name: 'Guess' });
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/daily/${GAME}/guess`));
  await input.fill(name);
  await input.press('Enter');
  return (await answered).json();
}

async function openBoardWithOneWrongGuess(page: Page): Promise<void> {
  await page.goto(`/solve/${GAME}`);
  expect(await guessAndReadAnswer(page, WRONG)).toMatchObject({ won: false, saved: true });
}

async function winDuringOutage(page: Page): Promise<void> {
  expect(await guessAndReadAnswer(page, ANSWER)).toMatchObject({ won: true, saved: false });
  await expect(page.getByTestId('victory')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(NOT_SAVED_YET);
  await expect(page.getByTestId('mode-badge')).toContainText("Daily Streak: 1 (pending: today's win is not saved yet)");
  expect(await outboxEntries(page)).toBe(1);
}

async function storedWins(username: string): Promise<{ wins: number; guesses: number }> {
  const [row] = await site.sql<{ wins: number; guesses: number }[]>`
    select (select count(*)::int from daily_wins w where w.user_id = u.id and w.game = ${GAME}) as wins,
           (select coalesce(jsonb_array_length(s.guessed_cards), 0) from daily_game_states s where s.user_id = u.id and s.game = ${GAME}) as guesses
    from users u where u.username = ${username}`;
  return row;
}

test('a win when the database refuses and cuts every connection waits in the outbox, and is stored once it is back: left open, and reloaded', async ({ browser }) => {
  test.setTimeout(150_000);
  const open = await newPlayer(await browser.newContext({ baseURL: site.base }), 'Open');
  const reloaded = await newPlayer(await browser.newContext({ baseURL: site.base }), 'Reload');
  for (const { page } of [open, reloaded]) await openBoardWithOneWrongGuess(page);

  await site.proxy.stop(); // refused, and every open connection cut
  for (const { page } of [open, reloaded]) await winDuringOutage(page);

  // Reloaded while the database is still away: still signed in as the same player, the win still waiting.
  await reloaded.page.reload();
  await expect(header(reloaded.page).getByRole('button', { name: new RegExp(reloaded.username) })).toBeVisible();
  await expect(reloaded.page.getByTestId('victory')).toBeVisible();
  await expect(reloaded.page.getByTestId('save-status')).toHaveText(NOT_SAVED_YET);
  await expect(header(open.page).getByRole('button', { name: new RegExp(open.username) })).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  await site.proxy.resume();

  for (const { page, username } of [open, reloaded]) {
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: LANDING_TIMEOUT_MS });
    await expect(page.getByTestId('mode-badge')).toContainText(/Daily Streak: 1$/);
    await expect.poll(() => outboxEntries(page)).toBe(0);
    expect(await storedWins(username)).toEqual({ wins: 1, guesses: 2 });
    // A fresh load reads the win from the database, still signed in.
    await page.reload();
    await expect(header(page).getByRole('button', { name: new RegExp(username) })).toBeVisible();
    await expect(page.getByTestId('victory')).toBeVisible();
    await expect(page.getByTestId('mode-badge')).toContainText(/Daily Streak: 1$/);
  }
});

test('a sign-in whose /auth/me fails is still signed in: the indicator comes with the session, and a win in an outage lands through the outbox', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: site.base });
  const { page, username, login } = await newPlayer(context, 'Unconfirmed');
  await signOut(page);

  // The return page's reads of the new session fail, as when the database stalls just then.
  await page.route('**/auth/me', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"The database is unavailable right now.","code":"database_unavailable"}' }));
  await signInWithProvider(page, login);
  await expect(page.getByRole('status')).toContainText('still trying', { timeout: 20_000 });
  expect((await context.cookies()).find((cookie) => cookie.name === 'guessdle_signed_in')?.value).toBe('1');
  await page.waitForTimeout(2000);
  expect(new URL(page.url()).pathname).toBe('/auth/callback'); // not sent to /login as a guest
  await page.unroute('**/auth/me');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(header(page).getByRole('button', { name: new RegExp(username) })).toBeVisible();

  await site.proxy.stop();
  await page.goto(`/solve/${GAME}`).catch(() => {});
  await expect(header(page).getByRole('button', { name: new RegExp(username) })).toBeVisible();
  await winDuringOutage(page);
  await site.proxy.resume();
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: LANDING_TIMEOUT_MS });
  expect(await storedWins(username)).toEqual({ wins: 1, guesses: 1 });
});

test('a page that took a signed-in player for a guest still keeps a win the server could not store, and learns who is signed in', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: site.base });
  const { page, username } = await newPlayer(context, 'Unknown');
  // The indicator cookie is gone (an older browser state): the page plays as a guest, the session is valid.
  await context.clearCookies({ name: 'guessdle_signed_in' });
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto(`/solve/${GAME}`);
  await expect(page.getByRole('combobox', { name: 'Guess' })).toBeEnabled();

  await site.proxy.stop();
  expect(await guessAndReadAnswer(page, ANSWER)).toMatchObject({ won: true, saved: false });
  await expect(page.getByTestId('victory')).toBeVisible();
  await expect.poll(() => outboxEntries(page)).toBe(1);
  await site.proxy.resume();

  await expect(header(page).getByRole('button', { name: new RegExp(username) })).toBeVisible({ timeout: LANDING_TIMEOUT_MS });
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: LANDING_TIMEOUT_MS });
  await expect.poll(() => outboxEntries(page)).toBe(0);
  expect(await storedWins(username)).toEqual({ wins: 1, guesses: 1 });
});
