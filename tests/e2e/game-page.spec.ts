import { expect, test, type APIRequestContext, type Page } from './helpers/fixtures';
import { compareItems } from '../../lib/games/compare';
import { itemHint } from '../../lib/games/item-fields';
import { findItemByName } from '../../lib/games/items';
import { getGame } from '../../lib/games/registry';
import { shareText } from '../../lib/games/share';
import type { AnyItem, GameId } from '../../lib/games/types';
import { SITE_URL } from './helpers/site-url';

/** Per game: today's answer and a wrong first guess. */
const CASES = [
  { id: 'bible-books', answer: 'Ruth', wrong: 'Genesis' },
  { id: 'slay-the-spire', answer: 'Body Slam', wrong: 'Bash' },
  { id: 'subnautica-creatures', answer: 'Garryfish', wrong: 'Reaper Leviathan' },
  { id: 'aoe2-units', answer: 'Spearman', wrong: 'Villager' },
  { id: 'pokemon', answer: 'Charmander', wrong: 'Bulbasaur' },
] as const;

const STREAK_NOTICE = "You can keep playing, but it won't count towards your daily streak.";

/** The item's hint from the item data: the item list the page loads leaves it out (issue 25 item 4). */
const hintOf = (gameId: GameId, name: string) => itemHint(getGame(gameId)!, findItemByName(gameId, name)!);

async function loadItems(request: APIRequestContext, gameId: string): Promise<AnyItem[]> {
  const game = getGame(gameId)!;
  const response = await request.get(`/api/cards/${gameId}`);
  return (await response.json())[game.itemsArrayField];
}

/**
 * The endless answer (the token is opaque), found as a player would: guess, keep the names that would have
 * given the same colours, guess one of those. A few guesses, well inside the rate limit.
 */
async function endlessAnswer(request: APIRequestContext, gameId: string, token: string, items: AnyItem[]): Promise<string> {
  const game = getGame(gameId)!;
  let candidates = items;
  while (candidates.length > 0) {
    const guess = candidates[Math.floor(candidates.length / 2)];
    const response = await request.post(`/api/endless/${gameId}/guess`, { data: { token, guess: guess.name } });
    expect(response.status(), await response.text()).toBe(200);
    const result = await response.json();
    if (result.won === true) return guess.name;
    const colours = JSON.stringify(result.attempt.results);
    candidates = candidates.filter((item) => item !== guess && JSON.stringify(compareItems(game, guess, item)) === colours);
  }
  throw new Error('No name won the endless round');
}

function board(page: Page) {
  return {
    input: page.getByRole('combobox', { name: 'Guess' }),
    rows: page.getByTestId('attempt-row'),
    badge: page.getByTestId('mode-badge'),
    victory: page.getByTestId('victory'),
  };
}

/** Filters narrow the directory, right click keeps one option, and a guessed item cannot be picked. */
async function expectDirectoryFiltersWork(page: Page, buttonText: string, dialogName: string, guessedName: string, total: number) {
  await page.getByRole('button', { name: buttonText }).click();
  const directory = page.getByRole('dialog', { name: dialogName });
  const count = directory.getByText(/^\d+ of \d+$/);
  await expect(count).toHaveText(`${total} of ${total}`);
  const guessed = directory.locator('button[data-guessed]');
  await expect(guessed).toHaveCount(1);
  await expect(guessed).toContainText(guessedName);
  await expect(guessed).toContainText('Guessed');
  await expect(guessed).toBeDisabled();

  const firstGroup = directory.getByRole('group').first();
  await firstGroup.getByRole('button').first().click({ button: 'right' });
  await expect(firstGroup.getByRole('button', { pressed: true })).toHaveCount(1);
  const narrowed = Number((await count.textContent())!.split(' of ')[0]);
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(total);

  await firstGroup.getByRole('button').first().click(); // nothing selected in the group: nothing matches
  await expect(count).toHaveText(`0 of ${total}`);
  await expect(directory).toContainText('match the current filters.');
  await directory.getByRole('button', { name: 'Reset filters' }).click();
  await expect(count).toHaveText(`${total} of ${total}`);
  await page.keyboard.press('Escape');
  await expect(directory).toBeHidden();
}

test.describe('the game page for a guest', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const { id, answer, wrong } of CASES) {
    test(`${id}: win the daily, keep it after a reload, share it, then win an endless round`, async ({ page, request }) => {
      const game = getGame(id)!;
      await request.post('/api/test/daily-puzzle', { data: { game: id, item: answer } });
      const items = await loadItems(request, id);
      const byName = (name: string) => items.find((item) => item.name === name)!;
      const { input, rows, badge, victory } = board(page);

      await page.goto(`/solve/${id}`);
      await expect(page).toHaveTitle(`${game.title} | Guessdle`);
      await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
      await expect(badge).toContainText('Daily Challenge');
      await expect(badge).toContainText('Daily Streak: 0');
      await expect(input).toHaveAttribute('placeholder', game.placeholderText);

      await input.fill(wrong);
      await input.press('Enter');
      await expect(rows).toHaveCount(1);
      await expect(page.getByRole('region', { name: 'Colour indicators' })).toBeVisible();

      await input.fill(answer.slice(0, 3));
      await page.getByRole('option', { name: answer, exact: true }).click();
      await expect(rows).toHaveCount(2);
      await expect(rows.first().getByRole('rowheader')).toHaveText(answer);
      await expect(victory).toContainText(answer);
      const answerHint = hintOf(id, answer);
      if (game.showHintAfterWin) await expect(victory).toContainText(answerHint);
      else await expect(victory).not.toContainText(answerHint);
      await expect(badge).toContainText('Daily Streak: 1');
      await expect(input).toBeDisabled();
      await expect(page.getByRole('button', { name: game.directoryButtonText })).toBeDisabled();
      await expect(page.getByRole('region', { name: 'Colour indicators' })).toHaveCount(0);

      // Share: the modal shows the spec's text with one row of squares per guess, and Copy puts it on the clipboard.
      await page.getByRole('button', { name: 'Share Results' }).click();
      const shareModal = page.getByRole('dialog', { name: 'Share Your Results' });
      const daily = await (await request.get(`/api/daily/${id}`)).json();
      const toRow = (guess: string) => Object.values(compareItems(game, byName(guess), byName(answer)));
      const expected = shareText({ game, date: daily.date, puzzleNumber: daily.puzzleNumber, rows: [toRow(wrong), toRow(answer)], won: true, siteUrl: SITE_URL });
      await expect(shareModal.getByRole('textbox', { name: 'Your results' })).toHaveValue(expected);
      await shareModal.getByRole('button', { name: 'Copy' }).click();
      await expect(page.getByText('Results copied to clipboard! Share your victory!')).toBeVisible();
      await expect(shareModal).toBeHidden();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(expected);
      expect(copied).toContain(`\n${'🟩'.repeat(game.categories.length)}\n`);
      expect(copied).toMatch(/[⬛🟨]/u);

      await page.reload();
      await expect(victory).toContainText(answer);
      await expect(rows).toHaveCount(2);
      await expect(badge).toContainText('Daily Streak: 1');
      await expect(input).toBeDisabled();

      // Play Again: an endless round that never touches the streak.
      const started = page.waitForResponse((response) => response.url().endsWith(`/api/endless/${id}`) && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Play Again' }).click();
      const { token } = await (await started).json();
      await expect(badge).toContainText('Endless Mode');
      await expect(page.getByText(STREAK_NOTICE)).toBeVisible();
      await expect(rows).toHaveCount(0);
      await expect(input).toBeEnabled();
      const secret = await endlessAnswer(request, id, token, items);
      await input.fill(secret);
      await input.press('Enter');
      await expect(victory).toContainText(secret);
      await expect(rows).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Share Results' })).toHaveCount(0);

      await page.reload();
      await expect(badge).toContainText('Daily Streak: 1');
      await expect(victory).toContainText(answer);

      // /daily shows the win, and the game joins the Games Overview table once starred.
      await page.goto('/daily');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Favourite ${game.title}` }) });
      await expect(card).toContainText('Completed!');
      await expect(page.getByText('Star your favorite games to track your stats here!')).toBeVisible();
      await card.getByRole('button', { name: `Favourite ${game.title}` }).click();
      const overview = page.getByRole('region', { name: 'Games Overview table' });
      const row = overview.getByRole('row').filter({ has: page.locator(`a[href="${game.route}"]`) });
      await expect(row).toContainText('Completed');
      await expect(row.getByRole('cell').first()).toHaveText('1'); // Current Streak
    });

    test(`${id}: the hint unlocks after 5 guesses in a fresh daily`, async ({ page, request }) => {
      const game = getGame(id)!;
      await request.post('/api/test/daily-puzzle', { data: { game: id, item: answer } });
      const items = await loadItems(request, id);
      const wrongNames = items.map((item) => item.name).filter((name) => name !== answer).slice(0, 5);
      const hint = hintOf(id, answer);
      const { input, rows } = board(page);
      const panel = page.getByRole('region', { name: 'Hint', exact: true });

      await page.goto(`/solve/${id}`);
      await expect(panel).toContainText('Hint unlocks in 5 guesses.');
      // The first guess comes from the directory, the others from the input.
      await page.getByRole('button', { name: game.directoryButtonText }).click();
      const directory = page.getByRole('dialog', { name: `${game.itemNameCapitalized} Directory` });
      await directory.locator('button', { has: page.getByText(wrongNames[0], { exact: true }) }).click();
      await expect(directory).toBeHidden();
      await expect(rows).toHaveCount(1);
      await expectDirectoryFiltersWork(page, game.directoryButtonText, `${game.itemNameCapitalized} Directory`, wrongNames[0], items.length);
      for (const [index, name] of wrongNames.entries()) {
        if (index === 0) continue;
        await input.fill(name);
        await input.press('Enter');
        await expect(rows).toHaveCount(index + 1);
        if (index === 3) await expect(panel).toContainText('Hint unlocks in 1 guess.');
      }
      await panel.getByRole('button', { name: 'Reveal hint' }).click();
      await expect(panel).toContainText(hint);

      await page.reload();
      await expect(rows).toHaveCount(5);
      await expect(panel).toContainText(hint);

      // After the win a revealed hint shows in the victory block, except in AoE2 (game-side §4).
      await input.fill(answer);
      await input.press('Enter');
      const victory = page.getByTestId('victory');
      await expect(victory).toBeVisible();
      if (game.showHintAfterWin) await expect(victory).toContainText(hint);
      else await expect(page.getByText(hint)).toHaveCount(0);
    });
  }
});

test('category headers explain their values in a tooltip', async ({ page }) => {
  await page.goto('/solve/bible-books');
  await expect(page.getByRole('combobox', { name: 'Guess' })).toBeEnabled();
  const header = page.getByRole('columnheader', { name: 'Chapters' }).getByRole('button');
  await header.focus();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Range: 1-150.' })).toBeVisible();
  await header.press('Escape');
  await expect(page.getByRole('tooltip').filter({ hasText: 'Range: 1-150.' })).toBeHidden();
});

for (const viewport of [{ width: 375, height: 667 }, { width: 1280, height: 720 }]) {
  test(`How to Play opens at its top with focus on the dialog, and Escape closes it (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/solve/pokemon');
    await expect(page.getByRole('combobox', { name: 'Guess' })).toBeEnabled();
    const button = page.getByRole('button', { name: 'How to Play' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'How to Play: Pokemon (original 151)' });
    await expect(dialog).toBeFocused();
    await expect(dialog.getByRole('heading', { name: 'How to Play: Pokemon (original 151)' })).toBeInViewport();
    await expect(dialog.getByText(/^Guess the hidden pokemon\./)).toBeInViewport();
    await expect(dialog).toContainText('After 5 guesses you can reveal a hint');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
}

test('all ten suggestions sit inside the dropdown', async ({ page }) => {
  await page.goto('/solve/pokemon');
  const input = page.getByRole('combobox', { name: 'Guess' });
  await expect(input).toBeEnabled();
  await input.fill('a');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option')).toHaveCount(10);
  const listBox = (await list.boundingBox())!;
  const tenth = (await list.getByRole('option').nth(9).boundingBox())!;
  expect(tenth.y + tenth.height).toBeLessThanOrEqual(listBox.y + listBox.height);
});

test('a list opening under a resting mouse leaves Enter to the typed name; moving the mouse highlights', async ({ page }) => {
  await page.goto('/solve/aoe2-units');
  const input = page.getByRole('combobox', { name: 'Guess' });
  await expect(input).toBeEnabled();
  await input.fill('Archer');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const fourth = list.getByRole('option').nth(3);
  const box = (await fourth.boundingBox())!;
  await input.fill('');
  await expect(list).toBeHidden();
  // The mouse rests where the fourth suggestion will appear; then the list opens under it.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await input.fill('Archer');
  await expect(fourth).toBeVisible();
  await page.waitForTimeout(300); // Chromium's hover update after a layout change
  await expect(list.getByRole('option', { selected: true })).toHaveCount(0);
  await input.press('Enter');
  await expect(page.getByTestId('attempt-row').first().getByRole('rowheader')).toHaveText('Archer');

  await input.fill('Archer');
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2);
  await expect(list.getByRole('option').nth(3)).toHaveAttribute('aria-selected', 'true');
});

test('an unknown game id shows Game Not Found with the valid ids, to every visitor (rendered per request)', async ({ page }) => {
  // Twice: a copy cached from the first visit would carry the first visitor's script nonce and not start.
  for (let visit = 0; visit < 2; visit += 1) {
    const response = await page.goto('/solve/not-a-game');
    expect(response?.status()).toBe(404);
    // The title is in the server's HTML, not only set later by the browser.
    expect(await response!.text()).toMatch(/<title>Game Not Found \| Guessdle<\/title>/);
    await expect(page).toHaveTitle('Game Not Found | Guessdle');
    await expect(page).toHaveURL(/\/solve\/not-a-game$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Game Not Found' })).toBeVisible();
    await expect(page.getByText('The game configuration for "not-a-game" was not found.')).toBeVisible();
  }
  for (const id of ['slay-the-spire', 'bible-books', 'subnautica-creatures', 'aoe2-units', 'pokemon']) {
    await expect(page.getByRole('link', { name: id, exact: true })).toHaveAttribute('href', `/solve/${id}`);
  }
  await page.getByRole('link', { name: 'pokemon', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pokemon (original 151)' })).toBeVisible();
  // No share image is drawn (nor cached) for a made-up id: the path goes where unknown paths go.
  const image = await page.request.get('/solve/not-a-game/opengraph-image', { maxRedirects: 0 });
  expect(image.headers()['content-type']).not.toMatch(/^image\//);
  expect([307, 404]).toContain(image.status());
});
