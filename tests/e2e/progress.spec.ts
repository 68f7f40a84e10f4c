import { expect, test, type Page } from './helpers/fixtures';
import { signInWithProvider, signOut, signUp, uniqueLogin } from './helpers/sign-in';
import { guess } from './helpers/play';
import { expectListedAfterAWin } from './helpers/leaderboard';

const GAME = 'subnautica-creatures';
const ANSWER = 'Garryfish';
const WRONG = 'Reaper Leviathan';

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}`;
}

async function expectWinEverywhere(page: Page, username: string) {
  await page.goto(`/solve/${GAME}`);
  await expect(page.getByTestId('victory')).toBeVisible();
  await expect(page.getByTestId('mode-badge')).toContainText('Daily Streak: 1');
  await expect(page.getByTestId('attempt-row')).toHaveCount(2);

  await page.goto('/daily');
  await expect(page.getByTestId(`streak-${GAME}`)).toHaveText('1');
  await expect(page.getByTestId('completed-today')).toHaveText('1/5');

  await page.goto('/stats');
  const row = page.getByRole('region', { name: "Games You've Played table" }).getByRole('row', { name: /Subnautica/ });
  await expect(row.getByRole('cell')).toHaveText([/^1$/, /^1$/, /^1$/, /^1$/, /\w/]);

  await expectListedAfterAWin(page, '/leaderboard', (shown) => shown.getByRole('link', { name: username }));
  await expectListedAfterAWin(page, '/', (shown) => shown.getByRole('region', { name: 'Top Players' }).getByRole('link', { name: username }));
}

test("a signed-in player's daily win is kept on the server: after signing out and in, and in another browser", async ({ page, browser, request }) => {
  test.setTimeout(60_000); // three sign-ins and eight page loads: 29 s on a quiet machine already
  await request.post('/api/test/daily-puzzle', { data: { game: GAME, item: ANSWER } });
  const login = uniqueLogin('winner');
  const username = uniqueName('Diver');
  await signUp(page, username, login);

  await page.goto(`/solve/${GAME}`);
  await expect(page.getByTestId('mode-badge')).toContainText('Daily Streak: 0');
  await guess(page, WRONG);
  await expect(page.getByTestId('attempt-row')).toHaveCount(1);
  await guess(page, ANSWER);
  await expect(page.getByTestId('victory')).toBeVisible();
  await expect(page.getByTestId('mode-badge')).toContainText('Daily Streak: 1');
  // Nothing of a signed-in round is kept in browser storage.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /daily|streak/i.test(key)))).toEqual([]);

  await signOut(page);
  await page.goto(`/solve/${GAME}`);
  await expect(page.getByTestId('mode-badge')).toContainText('Daily Streak: 0');
  await expect(page.getByTestId('victory')).toBeHidden();

  await signInWithProvider(page, login);
  await expect(page.getByRole('status')).toHaveText(/Welcome back! Redirecting\.\.\./);
  await page.waitForURL((url) => url.pathname === '/');
  await expectWinEverywhere(page, username);

  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signInWithProvider(otherPage, login);
  await otherPage.waitForURL((url) => url.pathname === '/');
  await expectWinEverywhere(otherPage, username);
  await elsewhere.close();
});

test("a guest's unfinished round today is added to a new account at sign-in and cleared from the browser", async ({ page, request }) => {
  await request.post('/api/test/daily-puzzle', { data: { game: 'pokemon', item: 'Charmander' } });
  await page.goto('/solve/pokemon');
  await guess(page, 'Bulbasaur');
  await guess(page, 'Pikachu');
  await expect(page.getByTestId('attempt-row')).toHaveCount(2);

  await signUp(page, uniqueName('Merger'));
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /daily|streak/i.test(key)))).toEqual([]);
  await page.goto('/solve/pokemon');
  await expect(page.getByTestId('attempt-row')).toHaveCount(2);
  await guess(page, 'Charmander');
  await expect(page.getByTestId('victory')).toBeVisible();
  await expect(page.getByTestId('mode-badge')).toContainText('Daily Streak: 1');
});
