import { expect, test, type Locator, type Page } from './helpers/fixtures';
import { APPEARANCE_STORAGE_KEY } from '../../lib/appearance/appearance';
import { RESULT_PALETTES, resultColour, type PaletteName } from '../../lib/appearance/result-palettes';
import { RESULT_SYMBOLS } from '../../lib/games/result-symbols';
import type { CellResult } from '../../lib/games/types';
import { atEachWidth, AxeTally, settle } from './helpers/axe';
import { guess } from './helpers/play';

/**
 * A grid for everyone (issue 30 item 1): every judged cell shows a symbol besides its colour, and with the
 * high-contrast palette chosen the cells, the colour key and the share squares use its blue and orange, and
 * the share text its 🟧/🟦 squares. Today's Pokemon is Bulbasaur; a guest guesses Charmander, then wins.
 */

/** Charmander against Bulbasaur: Fire, None, Red wrong; stage 1 and no evolution right; taller ↑ and lighter ↓ than it. */
const CHARMANDER: CellResult[] = ['incorrect', 'incorrect', 'incorrect', 'correct', 'correct', 'partial-up', 'partial-down'];
const BULBASAUR: CellResult[] = Array(7).fill('correct');

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
const colour = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

/**
 * Chooses the high-contrast palette as a player who chose it earlier: the stored appearance, which the site's
 * pre-paint script (lib/appearance/theme-script.ts) turns into data-contrast="high" on <html>.
 */
async function chooseHighContrast(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ theme: 'system', highContrast: true })), APPEARANCE_STORAGE_KEY);
}

async function playTodaysPokemon(page: Page) {
  expect((await page.request.post('/api/test/daily-puzzle', { data: { game: 'pokemon', item: 'Bulbasaur' } })).status()).toBe(200);
  await page.goto('/solve/pokemon');
  await guess(page, 'Charmander');
}

/** Each row of the grid (newest first) as the results its cells carry, and each cell's symbol as shown. */
async function expectCells(page: Page, rows: CellResult[][], palette: PaletteName) {
  const gridRows = page.getByTestId('attempt-row');
  await expect(gridRows).toHaveCount(rows.length);
  for (const [index, results] of rows.entries()) {
    const cells = gridRows.nth(index).getByRole('cell');
    await expect(cells).toHaveCount(results.length);
    for (const [column, result] of results.entries()) {
      const cell = cells.nth(column);
      await expect(cell).toHaveAttribute('data-result', result);
      const symbol = cell.getByTestId('result-symbol');
      await expect(symbol).toBeVisible();
      await expect(symbol).toHaveText(RESULT_SYMBOLS[result]);
      const { background: fill, text } = RESULT_PALETTES[palette][resultColour(result)];
      expect(await background(cell)).toBe(rgb(fill));
      expect(await colour(symbol)).toBe(rgb(text));
    }
  }
}

/** The colour key's three swatches: their symbols and the palette's colours. */
async function expectLegend(page: Page, palette: PaletteName) {
  const entries = page.getByRole('region', { name: 'Colour indicators' }).getByRole('listitem');
  await expect(entries).toHaveText(['✓Correct', '~Partial', '✗Incorrect']);
  for (const [index, result] of (['correct', 'partial', 'incorrect'] as const).entries()) {
    expect(await background(entries.nth(index).locator('[aria-hidden="true"]'))).toBe(rgb(RESULT_PALETTES[palette][result].background));
  }
}

async function win(page: Page) {
  await guess(page, 'Bulbasaur');
  await expect(page.getByTestId('victory')).toBeVisible();
}

async function openShare(page: Page) {
  await page.getByRole('button', { name: 'Share Results' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Results' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('a grid for everyone', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a guest sees a symbol in every cell, in the default colours, and shares green and yellow squares', async ({ page }) => {
    await playTodaysPokemon(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-contrast', 'high');
    await expectCells(page, [CHARMANDER], 'default');
    await expectLegend(page, 'default');
    // The accessible names stay the words they were.
    await expect(page.getByRole('cell', { name: 'Height: 0.6 m, higher' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Type 1: Fire, incorrect' })).toBeVisible();

    await win(page);
    await expectCells(page, [BULBASAUR, CHARMANDER], 'default');
    const dialog = await openShare(page);
    const text = dialog.getByRole('textbox', { name: 'Your results' });
    await expect(text).toHaveValue(/\n⬛⬛⬛🟩🟩🟨🟨\n🟩🟩🟩🟩🟩🟩🟩\n/u);
    await expect(dialog.getByTestId('share-grid')).toHaveText('✗✗✗✓✓~~' + '✓✓✓✓✓✓✓');
  });

  test('with the high-contrast palette, cells, colour key and share squares are orange and blue, and so is the share text', async ({ page }) => {
    await chooseHighContrast(page);
    await playTodaysPokemon(page);
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await expectCells(page, [CHARMANDER], 'highContrast');
    await expectLegend(page, 'highContrast');

    await win(page);
    await expectCells(page, [BULBASAUR, CHARMANDER], 'highContrast');
    const dialog = await openShare(page);
    const squares = dialog.getByTestId('share-grid').locator('span');
    await expect(squares).toHaveCount(14);
    expect(await background(squares.nth(0))).toBe(rgb(RESULT_PALETTES.highContrast.incorrect.background));
    expect(await background(squares.nth(3))).toBe(rgb(RESULT_PALETTES.highContrast.correct.background));
    expect(await background(squares.nth(5))).toBe(rgb(RESULT_PALETTES.highContrast.partial.background));

    const rows = '\n⬛⬛⬛🟧🟧🟦🟦\n🟧🟧🟧🟧🟧🟧🟧\n';
    await expect(dialog.getByRole('textbox', { name: 'Your results' })).toHaveValue(new RegExp(rows, 'u'));
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog).toBeHidden();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(rows);
    expect(copied).not.toMatch(/[🟩🟨]/u);

    // The shared result's own page draws its squares in the same palette, with their symbols.
    await page.goto(new URL(copied.split('\n').at(-1)!).pathname);
    const shared = page.getByRole('img', { name: '2 rows of coloured squares' }).locator('span');
    await expect(shared).toHaveText([...'✗✗✗✓✓~~✓✓✓✓✓✓✓']);
    expect(await background(shared.nth(5))).toBe(rgb(RESULT_PALETTES.highContrast.partial.background));
    expect(await colour(shared.nth(5))).toBe(rgb(RESULT_PALETTES.highContrast.partial.text));
  });

  test('the high-contrast game page passes axe at 375 and 1280 px: the grid with its colour key, then won with the share dialog', async ({ page }) => {
    const tally = new AxeTally();
    await chooseHighContrast(page);
    await playTodaysPokemon(page);
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await settle(page);
    await atEachWidth(page, () => tally.audit(page, { page: '/solve/pokemon', state: 'high contrast, one guess' }));
    await win(page);
    await settle(page);
    await atEachWidth(page, async () => {
      await tally.audit(page, { page: '/solve/pokemon', state: 'high contrast, won' });
      const dialog = await openShare(page);
      await tally.audit(page, { page: '/solve/pokemon', state: 'high contrast, won', modal: 'share results' });
      await dialog.getByRole('button', { name: 'Close share dialog' }).click();
      await expect(dialog).toBeHidden();
    });
    expect(tally.audits).toBe(6);
    expect(tally.findings, tally.report()).toEqual([]);
  });
});
