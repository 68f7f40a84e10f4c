import { expect, test, type Locator, type Page } from './helpers/fixtures';
import { signUp } from './helpers/sign-in';

const PHONE = { width: 375, height: 800 };

/** How far a box's content reaches past its visible width (0 when it all shows). */
const hiddenWidth = (box: Locator) => box.evaluate((element) => element.scrollWidth - element.clientWidth);
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A 20-character name, unique per run. */
function longUsername(): string {
  return `Longname${Date.now().toString(36)}`.padEnd(20, '7').slice(0, 20);
}

test('at 375 px the leaderboard shows all six columns without a clipped header', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/leaderboard');
  const table = page.getByRole('region', { name: 'Leaderboard table' });
  await expect(table.getByRole('columnheader', { name: 'Total Games' })).toBeVisible();
  expect(await hiddenWidth(table)).toBeLessThanOrEqual(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});

test('a 20-character username keeps the menu bar to two rows at 375 px, and /stats reads on a phone', async ({ page }) => {
  const username = longUsername();
  await signUp(page, username);
  await page.setViewportSize(PHONE);

  const nav = page.getByRole('navigation', { name: 'Main' });
  const rows = await nav.evaluate((element) => new Set(Array.from(element.children, (child) => Math.round(child.getBoundingClientRect().top + child.getBoundingClientRect().height / 2))).size);
  expect(rows).toBeLessThanOrEqual(2);
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(username) })).toBeVisible();

  // One guess, no win: the game is played, not untried.
  const status = await page.evaluate(async () => {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const response = await fetch('/api/daily/bible-books/guess', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ guess: 'Obadiah', date }),
    });
    return response.status;
  });
  expect(status).toBe(200);

  await page.goto('/stats');
  const played = page.getByRole('region', { name: "Games You've Played table" });
  await expect(played.getByRole('rowheader', { name: 'Books of the Bible' })).toBeVisible();
  await expect(played.getByText('Last Played')).toBeVisible();
  expect(await hiddenWidth(played)).toBeLessThanOrEqual(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expect(page.getByRole('region', { name: "Games You Haven't Tried" }).getByRole('link', { name: /Books of the Bible/ })).toHaveCount(0);
});
