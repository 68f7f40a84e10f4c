import { expect, test, type Page } from './helpers/fixtures';
import { atEachWidth, AxeTally, settle } from './helpers/axe';
import { winTodaysPokemon } from './helpers/play';
import { signUp } from './helpers/sign-in';
import { calendarDayLabel } from '../../lib/messages/accounts';
import { chicagoDate } from '../../lib/time';
import { formatCalendarDay } from '../../lib/time-display';

/**
 * Issue 29, items 5 and 7: a signed-in player outside the leaderboard's shown rows sees "You: #N of M" under the
 * table; the profile pages show the 12-month calendar of daily wins (a labelled cell for today's win) and the
 * closest locked achievements. axe on both, at 375 and 1280 px.
 */

const PHONE = { width: 375, height: 812 };

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`.slice(0, 20);
}

/** Polled: right after the resize the page may still be laying out (a run saw 38 px once, never again). */
async function expectNoPageWideScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('a player outside the shown rows sees their place; the profile shows the calendar and the closest achievements', async ({ page }) => {
  test.setTimeout(120_000);
  const username = uniqueName('Hist');
  await signUp(page, username);
  await winTodaysPokemon(page);
  // Eleven players with a longer running streak: the player's row is not among the ten shown. They are deleted at the
  // end, so that the later tests' players are on the boards again.
  const added = await page.request.post('/api/test/ranked-players', { data: { game: 'pokemon', count: 11, streak: 3 } });
  expect(added.status()).toBe(200);
  const { usernames } = (await added.json()) as { usernames: string[] };
  try {
    await expectRankAndHistory(page, username);
  } finally {
    const removed = await page.request.delete('/api/test/ranked-players', { data: { usernames } });
    expect(await removed.json()).toEqual({ deleted: usernames });
  }
});

async function expectRankAndHistory(page: Page, username: string) {
  // The rank is read fresh; the table is the site's snapshot (taken again about a second after the players were added).
  await expect(async () => {
    await page.goto('/leaderboard?game=pokemon');
    await expect(page.getByTestId('your-rank')).toHaveText(/^You: #\d[\d,]* of \d[\d,]*$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const [rank, total] = ((await page.getByTestId('your-rank').textContent()) ?? '').match(/\d[\d,]*/g)!.map((n) => Number(n.replace(/,/g, '')));
  expect(rank).toBeGreaterThan(11);
  expect(total).toBeGreaterThanOrEqual(rank);
  const table = page.getByRole('region', { name: 'Leaderboard table' });
  await expect(table.getByRole('link', { name: username, exact: true })).toHaveCount(0);
  // All Games too (the player has one daily win; the added players rank above), once its snapshot has them.
  await page.getByRole('combobox', { name: 'Game' }).selectOption('all');
  await expect(async () => {
    await page.goto('/leaderboard');
    await expect(page.getByTestId('your-rank')).toHaveText(/^You: #\d[\d,]* of \d[\d,]*$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  const tally = new AxeTally();
  await atEachWidth(page, () => tally.audit(page, { page: '/leaderboard (your rank)', state: 'signed in' }));

  // The calendar: today's cell is named for screen readers; the closest achievements with their progress.
  const todayLabel = calendarDayLabel(formatCalendarDay(chicagoDate()), '1');
  for (const path of ['/profile', `/profile/${username}`]) {
    await page.goto(path);
    await settle(page);
    const calendar = page.getByRole('region', { name: 'Daily wins, last 12 months' });
    await expect(calendar.getByRole('img', { name: todayLabel, exact: true })).toBeVisible();
    await expect(calendar.getByText('1 daily win in the last 12 months')).toBeVisible();
    const closest = page.getByRole('region', { name: 'Closest achievements' });
    await expect(closest.getByRole('listitem')).toHaveCount(3);
    await expect(closest.getByRole('progressbar').first()).toHaveAttribute('aria-valuetext', /^\d+\/\d+ (wins|days)$/);
    await page.setViewportSize(PHONE);
    await expectNoPageWideScroll(page);
    await atEachWidth(page, () => tally.audit(page, { page: path, state: 'signed in' }));
  }
  expect(tally.report(), tally.summary()).toBe('');
}

test('a guest sees no rank line; the rank call refuses a guest', async ({ page }) => {
  await page.goto('/leaderboard');
  await settle(page);
  await expect(page.getByTestId('your-rank')).toHaveCount(0);
  expect((await page.request.get('/api/leaderboard/rank')).status()).toBe(401);
  // The guard comes before the input (issue 36 item 6): a guest is refused whatever the query says.
  expect((await page.request.get('/api/leaderboard/rank?game=nope')).status()).toBe(401);
});
