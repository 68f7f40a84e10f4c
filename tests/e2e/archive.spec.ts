import { expect, test, type Page } from './helpers/fixtures';
import { getGame } from '../../lib/games/registry';
import { puzzleNumber } from '../../lib/games/daily';
import { addDays, chicagoDate } from '../../lib/time';
import { guess, winTodaysPokemon } from './helpers/play';
import { signUp, uniqueLogin } from './helpers/sign-in';

/**
 * The archive of past daily puzzles (issue 29 item 6): a guest and a signed-in player each play a past day
 * to a win, see it listed as won, share it marked "(archive)", and keep the same streak and stats; today's
 * date goes to the game page, a later day or a malformed date is a 404.
 */
const pokemon = getGame('pokemon')!;

async function setPast(page: Page, date: string, item: string) {
  expect((await page.request.post('/api/test/daily-puzzle', { data: { game: 'pokemon', item, date } })).status()).toBe(200);
}

/** The Pokemon streak /daily shows. */
async function dailyStreak(page: Page): Promise<string> {
  await page.goto('/daily');
  const streak = page.getByTestId('streak-pokemon');
  await expect(streak).not.toHaveText('–');
  return (await streak.textContent()) ?? '';
}

async function winArchiveDay(page: Page, date: string, wrong: string, answer: string) {
  await page.goto(`/archive/pokemon/${date}`);
  const badge = page.getByTestId('mode-badge');
  await expect(badge).toContainText(`Puzzle #${puzzleNumber(date)}`);
  await expect(badge).not.toContainText(/Daily Streak: \d/);
  await guess(page, wrong);
  await guess(page, answer);
  const victory = page.getByTestId('victory');
  await expect(victory).toContainText(`Puzzle #${puzzleNumber(date)} solved in 2 guesses.`);
  await expect(victory.getByRole('button', { name: 'Play Again' })).toHaveCount(0);
}

async function expectListedAsWon(page: Page, date: string) {
  await page.goto('/archive/pokemon');
  const row = page.getByTestId(`archive-day-${date}`);
  await expect(row).toContainText(`#${puzzleNumber(date)}`);
  await expect(row).toContainText('Won in 2');
  await expect(page.getByTestId(`archive-day-${addDays(chicagoDate(), -1)}`)).toBeVisible();
  await expect(page.getByTestId(`archive-day-${chicagoDate()}`)).toHaveCount(0);
}

test('a guest plays a past day to a win: listed as won, shared as "(archive)", and the streak stays the same', async ({ page }) => {
  await winTodaysPokemon(page);
  const streakBefore = await dailyStreak(page);
  expect(streakBefore).toBe('1');
  const storedStreak = await page.evaluate((key) => localStorage.getItem(key), pokemon.streakKey);

  const date = addDays(chicagoDate(), -3);
  await setPast(page, date, 'Charmander');
  await winArchiveDay(page, date, 'Bulbasaur', 'Charmander');
  await page.getByRole('button', { name: 'Share Results' }).click();
  const share = page.getByRole('dialog', { name: 'Share Your Results' });
  await expect(share.getByRole('textbox')).toHaveValue(new RegExp(`^Guessdle: ${pokemon.title.replace(/[()]/g, '\\$&')} #${puzzleNumber(date)} \\(archive\\)\\n${date}\\nSolved in 2 guesses`));
  await share.getByRole('button', { name: /close/i }).first().click();

  await expectListedAsWon(page, date);
  // A past day this browser played as the daily (its kept guess count) is listed with that result, like a signed-in player's.
  const playedAsDaily = addDays(chicagoDate(), -5);
  await page.evaluate(({ key, day }) => {
    const history = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...history, [day]: { guesses: 4, won: true } }));
  }, { key: `${pokemon.dailyKey}History`, day: playedAsDaily });
  await page.goto('/archive/pokemon');
  await expect(page.getByTestId(`archive-day-${playedAsDaily}`)).toContainText('Won in 4');
  expect(await dailyStreak(page)).toBe(streakBefore);
  expect(await page.evaluate((key) => localStorage.getItem(key), pokemon.streakKey)).toBe(storedStreak);
  await page.goto('/solve/pokemon');
  await expect(page.getByTestId('mode-badge')).toContainText('Daily Streak: 1');
});

test('a signed-in player plays a past day: listed as won on the server, streak and /stats unchanged', async ({ page }) => {
  await signUp(page, uniqueLogin('Arch').slice(0, 20));
  await winTodaysPokemon(page);
  const streakBefore = await dailyStreak(page);
  await page.goto('/stats');
  await expect(page.getByRole('main')).toContainText(pokemon.title);
  const statsBefore = (await page.getByRole('main').textContent()) ?? '';

  const date = addDays(chicagoDate(), -4);
  await setPast(page, date, 'Squirtle');
  await winArchiveDay(page, date, 'Bulbasaur', 'Squirtle');
  await expectListedAsWon(page, date);
  // Stored on the server: a fresh browser storage still shows it (every device).
  await page.evaluate(() => localStorage.clear());
  await expectListedAsWon(page, date);
  await page.goto(`/archive/pokemon/${date}`);
  await expect(page.getByTestId('victory')).toBeVisible();

  expect(await dailyStreak(page)).toBe(streakBefore);
  await page.goto('/stats');
  await expect(page.getByRole('main')).toContainText(pokemon.title);
  expect(await page.getByRole('main').textContent()).toBe(statsBefore);
});

test("today's date goes to the game page; a later day, a day before #1 and a malformed date are 404s", async ({ page }) => {
  await page.goto(`/archive/pokemon/${chicagoDate()}`);
  await expect(page).toHaveURL(/\/solve\/pokemon$/);
  for (const date of [addDays(chicagoDate(), 1), '2025-08-27', '2026-02-30', '2026-1-5', 'abc']) {
    const response = await page.goto(`/archive/pokemon/${date}`);
    expect(response?.status(), date).toBe(404);
    await expect(page.getByRole('heading', { name: 'Past puzzle not found' })).toBeVisible();
  }
  // An archive of no game is a path the site does not know: home, as every unknown path (accounts-side §2.1).
  await page.goto('/archive/monopoly');
  await expect(page).toHaveURL(/\/$/);
});

test('the game page and /daily link to the archive; the list pages back to puzzle #1 at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/solve/pokemon');
  await page.getByRole('link', { name: 'Past puzzles' }).click();
  await expect(page).toHaveURL(/\/archive\/pokemon$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${pokemon.title} Archive`);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText('Page 1 of');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByTestId(`archive-day-${addDays(chicagoDate(), -31)}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/daily');
  await page.getByRole('link', { name: `${pokemon.title} archive` }).click();
  await expect(page).toHaveURL(/\/archive\/pokemon$/);
});
