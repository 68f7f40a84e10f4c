import { expect, test, type Page } from './helpers/fixtures';

const LONG_DATE = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/;
const CLOCK = /^\d{2}:\d{2}:\d{2}$/;

const timer = (page: Page) => page.getByRole('timer', { name: 'Next puzzles in' });
const overview = (page: Page) => page.getByRole('region', { name: 'Games Overview', exact: true });
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Today's date as the server counts it (America/Chicago). */
async function serverToday(page: Page): Promise<string> {
  const response = await page.request.get('/api/time/info');
  return ((await response.json()) as { date: string }).date;
}

test('shows the title, the long-form date and a countdown that ticks', async ({ page }) => {
  await page.goto('/daily');
  await expect(page).toHaveTitle('Daily Challenges | Guessdle');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Challenges' })).toBeVisible();

  const date = page.locator('h2 time');
  await expect(date).toHaveText(LONG_DATE);
  const [year, month, day] = (await serverToday(page)).split('-').map(Number);
  await expect(date).toContainText(`${day}, ${year}`);
  expect(await date.getAttribute('datetime')).toBe(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);

  await expect(timer(page)).toHaveText(CLOCK);
  const first = await timer(page).textContent();
  await expect.poll(() => timer(page).textContent(), { timeout: 3000 }).not.toBe(first);
  await expect(timer(page)).toHaveText(CLOCK);

  await expect(page.getByText('Star your favorite games to track your stats here!')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(page.getByText('Start Challenge')).toHaveCount(5);
  await expect(page.getByTestId('completed-today')).toHaveText('0/5');
  await expect(page.getByRole('complementary', { name: 'Tip' })).toContainText('keep your streaks');
});

test('starring a game puts it in the Games Overview table, and it stays there after a reload', async ({ page }) => {
  await page.goto('/daily');
  const star = page.getByRole('button', { name: 'Favourite Books of the Bible' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/daily$/);

  const row = overview(page).getByRole('row', { name: /Books of the Bible/ });
  await expect(row.getByRole('cell')).toHaveText(['0', '0', 'Available']);
  await expect(overview(page).getByRole('row')).toHaveCount(2);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Favourite Books of the Bible' })).toHaveAttribute('aria-pressed', 'true');
  await expect(overview(page).getByRole('row', { name: /Books of the Bible/ })).toBeVisible();

  await page.getByRole('button', { name: 'Favourite Books of the Bible' }).click();
  await expect(page.getByText('Star your favorite games to track your stats here!')).toBeVisible();
});

test('a game completed today in this browser shows Completed!, Completed and 1/5', async ({ page }) => {
  await page.goto('/daily');
  const today = await serverToday(page);
  await page.evaluate((date) => {
    const won = { date, game_won: true, is_hint_revealed: false, current_card_id: 'Pikachu', guessed_cards: ['Pikachu'], attempts_data: [] };
    localStorage.setItem('dailyPokemon', JSON.stringify(won));
    localStorage.setItem('pokemonStreak', JSON.stringify([date]));
    localStorage.setItem('guessdleFavoriteGames', JSON.stringify(['pokemon']));
  }, today);
  await page.reload();

  await expect(card(page, 'Pokemon (original 151)').getByText('Completed!')).toBeVisible();
  await expect(card(page, 'Books of the Bible').getByText('Start Challenge')).toBeVisible();
  await expect(page.getByTestId('completed-today')).toHaveText('1/5');
  await expect(page.getByTestId('progress-percent')).toHaveText('20%');
  await expect(overview(page).getByRole('row', { name: /Pokemon/ }).getByRole('cell')).toHaveText(['1', '1', 'Completed']);
});

test('a card opens its game; its star does not', async ({ page }) => {
  await page.goto('/daily');
  const subnautica = card(page, 'Subnautica creatures');
  await subnautica.getByRole('button', { name: 'Favourite Subnautica creatures' }).click();
  await expect(page).toHaveURL(/\/daily$/);

  // The card's title link covers the whole card: a click on its banner opens the game.
  await subnautica.click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(/\/solve\/subnautica-creatures$/);
});

test('fits a 375 px phone without sideways scrolling of the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/daily');
  await page.getByRole('button', { name: 'Favourite Age of Empires II units' }).click();
  await expect(overview(page).getByRole('table')).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
});
