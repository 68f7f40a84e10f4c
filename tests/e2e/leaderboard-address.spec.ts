import { expect, test, type Page } from './helpers/fixtures';
import { signUp } from './helpers/sign-in';
import { winTodaysPokemon } from './helpers/play';

/**
 * The leaderboard (issue 26 §11, §22; issue 36 item 12): the name takes the room the other columns leave
 * and stays on one line, cut with an ellipsis when too long, its full name kept in the title and the link's
 * name; the chosen game is in the address, and an unknown one is redirected to the canonical address. The
 * ten rows stay padded with dashes, as accounts-side §2.10 asks.
 */

const PHONE = { width: 375, height: 812 };

/** A 20-character name (the longest a username can be), unique per run. */
function longUsername(): string {
  return `Leaderboardname${Date.now().toString(36)}`.slice(0, 20);
}

const bodyRowTexts = (page: Page) =>
  page.getByRole('region', { name: 'Leaderboard table' }).locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent?.trim() ?? '')));

test('?game=pokemon opens the Pokemon board (server-rendered); at 375 px a 20-character name is one line, cut with an ellipsis, its full name in the title and the link name; ten rows padded with dashes', async ({ page, request }) => {
  test.setTimeout(60_000);
  const username = longUsername();
  expect(username).toHaveLength(20);
  await signUp(page, username);
  await winTodaysPokemon(page);

  // The server's HTML already holds the Pokemon board: a shared link or a crawler sees it, within seconds (a
  // visitor without cookies may get a render up to 2 s old: lib/http/shared-page-cache.ts).
  const boardHtml = async () => (await request.get('/leaderboard?game=pokemon')).text();
  await expect.poll(boardHtml, { timeout: 10_000 }).toContain(`>${username}</a>`);
  expect(await boardHtml()).toMatch(/<option value="pokemon" selected="">Pokemon<\/option>/);

  await page.setViewportSize(PHONE);
  await page.goto('/leaderboard?game=pokemon');
  await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('pokemon');
  // Issue 36 item 12: the name no longer wraps mid-word over two or three lines ("ScriptureSleut/h").
  const link = page.getByRole('region', { name: 'Leaderboard table' }).getByRole('link', { name: username, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveText(username);
  await expect(link).toHaveAttribute('title', username);
  const shape = await link.evaluate((element) => {
    const cell = element.closest('th, td') as HTMLElement;
    const style = getComputedStyle(cell);
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.2;
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    return { linkHeight: element.getBoundingClientRect().height, contentHeight: cell.getBoundingClientRect().height - padding, lineHeight, ellipsis: style.textOverflow, whiteSpace: style.whiteSpace, right: element.getBoundingClientRect().right, cellRight: cell.getBoundingClientRect().right };
  });
  // One line: the link and the cell's content are one line high (a wrapped name was two or three).
  expect(shape.linkHeight).toBeLessThan(shape.lineHeight * 1.5);
  expect(shape.contentHeight).toBeLessThan(shape.lineHeight * 1.5);
  expect(shape.ellipsis).toBe('ellipsis');
  expect(shape.whiteSpace).toBe('nowrap');
  expect(shape.cellRight).toBeLessThanOrEqual(PHONE.width);
  const rows = await bodyRowTexts(page);
  expect(rows).toHaveLength(10);
  expect(rows[0].every((text) => text === '-')).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('choosing a game puts it in the address; All Games takes it out; an unknown game shows All Games', async ({ page }) => {
  await page.goto('/leaderboard');
  const select = page.getByRole('combobox', { name: 'Game' });
  await expect(select).toHaveValue('all');
  await select.selectOption('bible-books');
  await expect(page).toHaveURL(/\/leaderboard\?game=bible-books$/);
  await expect(page.getByRole('table', { name: /Top players for Bible Books/ }).or(page.getByText('No players found'))).toBeVisible();
  await page.reload();
  await expect(select).toHaveValue('bible-books');
  await select.selectOption('all');
  await expect(page).toHaveURL(/\/leaderboard$/);

  const unknown = await page.goto('/leaderboard?game=nope');
  expect(unknown?.status()).toBe(200);
  await expect(select).toHaveValue('all');
  await expect(page.getByText('Failed to load leaderboard data')).toHaveCount(0);
});

test('an unknown or All Games ?game= is redirected by the server to the canonical address, other parameters kept (issue 36 item 12)', async ({ page, request }) => {
  for (const [asked, canonical] of [
    ['/leaderboard?game=nope', '/leaderboard'],
    ['/leaderboard?game=all', '/leaderboard'],
    ['/leaderboard?ref=share&game=nope', '/leaderboard?ref=share'],
  ]) {
    // The server answers with the redirect itself (no page that keeps the bad value first).
    const answer = await request.get(asked, { maxRedirects: 0 });
    expect(answer.status(), asked).toBeGreaterThanOrEqual(300);
    expect(answer.status(), asked).toBeLessThan(400);
    const location = new URL(answer.headers().location ?? '', 'http://site');
    expect(location.pathname + location.search, asked).toBe(canonical);

    const response = await page.goto(asked);
    expect(response?.status(), asked).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname + url.search, asked).toBe(canonical);
  }
  await page.goto('/leaderboard?game=nope');
  await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('all');
  await expect(page.getByRole('table', { name: /Top players/ }).or(page.getByText('No players found'))).toBeVisible();
});
