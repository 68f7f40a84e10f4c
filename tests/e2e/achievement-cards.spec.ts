/**
 * Issue 26 items 2, 3, 14, 16: achievement cards named by their visible text (axe
 * label-content-name-mismatch) on both achievements pages, a readable NEW badge, an image that fails on a
 * direct page load replaced by the placeholder, and a 503 from /auth/me that does not sign the player out.
 */
import { expect, test, type Locator, type Page } from './helpers/fixtures';
import { signUp, uniqueLogin } from './helpers/sign-in';

const GAME = 'aoe2-units';
const ANSWER = 'Spearman';

/** Each card's accessible name starts with its visible text (word by word, case aside, as axe compares them). */
async function expectCardsNamedByTheirText(page: Page): Promise<number> {
  const cards = page.getByRole('list', { name: 'All achievements' }).getByRole('button');
  const count = await cards.count();
  for (const card of await cards.all()) {
    const words = (await card.innerText()).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    expect(words.length).toBeGreaterThan(1);
    await expect(card).toHaveAccessibleName(new RegExp(`^\\W*${words.join('\\W+')}`, 'i'));
  }
  return count;
}

/** WCAG contrast of the element's text colour on its background colour (both opaque rgb()). */
async function contrastOf(element: Locator): Promise<number> {
  const { color, background } = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { color: style.color, background: style.backgroundColor };
  });
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

test('cards are named by their visible text on both pages; NEW is readable; a failed image shows the placeholder on a direct load; a 503 from /auth/me keeps the player', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  await request.post('/api/test/daily-puzzle', { data: { game: GAME, item: ANSWER } });
  const username = `Cards${Date.now().toString(36).slice(-6)}`;
  await signUp(page, username, uniqueLogin('cards'));
  await page.goto(`/solve/${GAME}`);
  const input = page.getByRole('combobox', { name: 'Guess' });
  await input.fill(ANSWER);
  await input.press('Enter');
  await expect(page.getByTestId('victory')).toBeVisible();

  // A direct load of /achievements whose First Victory image answers 404.
  let failedImage = 0;
  await page.route('**/achievements/wins-1.svg', (route) => {
    failedImage++;
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto('/achievements');
  await expect(page.getByRole('heading', { name: 'Your Achievements' })).toBeVisible();
  const firstVictory = page.getByRole('button', { name: /^First Victory\W+Common\W+NEW\W+unlocked$/ });
  await expect(firstVictory.locator('img')).toHaveAttribute('src', /\/achievements\/placeholder\.svg$/);
  await expect.poll(() => firstVictory.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(failedImage).toBeGreaterThan(0);

  // The player's unlocks come first.
  await expect(page.getByRole('list', { name: 'All achievements' }).getByRole('button').first()).toHaveAccessibleName(/unlocked$/);

  const badge = firstVictory.getByText('NEW', { exact: true });
  await expect(badge).toBeVisible();
  expect(await contrastOf(badge)).toBeGreaterThanOrEqual(4.5);
  expect(await expectCardsNamedByTheirText(page)).toBeGreaterThanOrEqual(33);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/profile/${username}/achievements`);
  await expect(visitorPage.getByRole('button', { name: /^First Victory\W+Common\W+unlocked$/ })).toBeVisible();
  expect(await expectCardsNamedByTheirText(visitorPage)).toBeGreaterThanOrEqual(33);
  await visitor.close();

  // /auth/me fails once (a database timeout): the menu keeps the player's name and never offers Login.
  let unavailable = 0;
  await page.route('**/auth/me', (route) => {
    if (unavailable++ > 0) return route.fallback();
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The database did not answer in time.' }) });
  });
  await page.goto('/daily');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: new RegExp(username) })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
  // The name shows at once (the last known player); the page reads /auth/me again, and still never offers Login.
  await expect.poll(() => unavailable, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expect(banner.getByRole('button', { name: new RegExp(username) })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
});
