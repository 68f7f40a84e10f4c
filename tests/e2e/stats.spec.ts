import { expect, test, type Page } from './helpers/fixtures';
import { signUp } from './helpers/sign-in';
import { guess } from './helpers/play';

/**
 * Issue 29: after a daily win the game page shows the player's statistics (Played, Win %, streaks, the guess
 * distribution with this round's bar marked), the countdown to the next puzzle and everyone's numbers for
 * today; each game page in daily mode names yesterday's answer; /stats shows each game's distribution.
 */
const GAME = 'aoe2-units';
const ANSWER = 'Spearman';
const YESTERDAY = 'Archer';

function chicagoDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function setPuzzles(page: Page) {
  expect((await page.request.post('/api/test/daily-puzzle', { data: { game: GAME, item: ANSWER } })).status()).toBe(200);
  expect((await page.request.post('/api/test/daily-puzzle', { data: { game: GAME, item: YESTERDAY, date: chicagoDay(-1) } })).status()).toBe(200);
}

/** The panel after a win in `guesses` guesses: the cards, the marked bar, the countdown and everyone's line. */
async function expectStatsPanel(page: Page, guesses: number) {
  const panel = page.getByTestId('daily-stats');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('stats-played')).toHaveText('1');
  await expect(panel.getByTestId('stats-win-percent')).toHaveText('100');
  await expect(panel.getByTestId('stats-current-streak')).toHaveText('1');
  await expect(panel.getByTestId('stats-max-streak')).toHaveText('1');

  const own = panel.getByRole('img', { name: 'Guess distribution: your wins' });
  await expect(own).toBeVisible();
  await expect(own.locator('[data-current]')).toHaveCount(1);
  await expect(own.locator('[data-current]')).toHaveAttribute('data-bucket', String(guesses));
  await expect(panel.getByRole('table', { name: 'Guess distribution: your wins' }).getByRole('rowheader', { name: `${guesses} (this round)` })).toBeAttached();

  await expect(panel.getByTestId('next-puzzle')).toHaveText(/Next puzzle in \d\d:\d\d:\d\d/);
  const everyone = panel.getByTestId('everyone-stats');
  await expect(everyone).toContainText(/\d+ players? solved today's puzzle/);
  await expect(everyone).toContainText("Everyone's numbers are the recorded wins of signed-in players.");
  await expect(everyone.getByRole('img', { name: "Guess distribution: everyone's wins today" })).toBeVisible();
}

test("a guest's win shows their statistics from this browser, the countdown and everyone's numbers; yesterday's answer is named", async ({ page }) => {
  await setPuzzles(page);
  await page.goto(`/solve/${GAME}`);
  await expect(page.getByTestId('yesterdays-answer')).toHaveText(new RegExp(`^Yesterday's answer was ${YESTERDAY} \\(#\\d+\\)$`));
  await expect(page.getByTestId('daily-stats')).toBeHidden();
  await guess(page, 'Villager');
  await guess(page, 'Militia');
  await expect(page.getByTestId('daily-stats')).toBeHidden();
  await guess(page, ANSWER);
  await expect(page.getByTestId('victory')).toBeVisible();
  await expectStatsPanel(page, 3);
  // The countdown ticks.
  const first = await page.getByTestId('next-puzzle').textContent();
  await expect(page.getByTestId('next-puzzle')).not.toHaveText(first ?? '', { timeout: 3_000 });

  // A won round loaded again shows the same panel.
  await page.reload();
  await expect(page.getByTestId('victory')).toBeVisible();
  await expectStatsPanel(page, 3);
  expect(await page.evaluate(() => localStorage.getItem('dailyAoe2UnitsHistory'))).toMatch(/"guesses":3,"won":true/);
});

test("a signed-in player's win shows their server statistics and everyone's numbers; /stats shows the distribution", async ({ page }) => {
  test.setTimeout(60_000);
  await setPuzzles(page);
  await signUp(page, `Stat${Date.now().toString(36).slice(-6)}`);
  await page.goto(`/solve/${GAME}`);
  await expect(page.getByTestId('yesterdays-answer')).toContainText(`was ${YESTERDAY}`);
  await guess(page, 'Villager');
  await guess(page, ANSWER);
  await expect(page.getByTestId('victory')).toBeVisible();
  await expectStatsPanel(page, 2);
  await expect(page.getByTestId('everyone-stats')).toContainText(/[1-9]\d* players? solved today's puzzle, in \d+(\.\d)? guesses on average/);

  await page.goto('/stats');
  const section = page.getByRole('region', { name: 'Guess Distribution' });
  await expect(section.getByText('Played 1 · Win 100%')).toBeVisible();
  const chart = section.getByRole('img', { name: 'Guess distribution: your Age of Empires II units wins' });
  await expect(chart).toBeVisible();
  await expect(section.getByRole('table', { name: 'Guess distribution: your Age of Empires II units wins' }).getByRole('row', { name: /^2 1$/ })).toBeAttached();
});
