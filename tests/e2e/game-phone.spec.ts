import { expect, test, type Locator } from './helpers/fixtures';
import { guess } from './helpers/play';

/** A game page on a 375 × 812 phone (issue 26 items 12 and 13). */
test.use({ viewport: { width: 375, height: 812 } });

const PHONE_HEIGHT = 812;

/** The words of an element's text that the layout split over two lines (each character's line is its top). */
function wordsBrokenAcrossLines(cell: Locator): Promise<string[]> {
  return cell.evaluate((element) => {
    const text = element.firstChild?.nodeType === Node.TEXT_NODE ? (element.firstChild as Text) : null;
    if (!text) throw new Error('the cell holds no text of its own');
    const range = document.createRange();
    const lineOf = (index: number) => {
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return Math.round(range.getBoundingClientRect().top);
    };
    const broken: string[] = [];
    for (const match of text.data.matchAll(/\S+/g)) {
      const lines = new Set(Array.from(match[0], (_, offset) => lineOf(match.index + offset)));
      if (lines.size > 1) broken.push(match[0]);
    }
    return broken;
  });
}

test('long item names in the guess table wrap only between words', async ({ page, request }) => {
  expect((await request.post('/api/test/daily-puzzle', { data: { game: 'bible-books', item: 'Ruth' } })).status()).toBe(200);
  await page.goto('/solve/bible-books');
  const names = ['Deuteronomy', '1 Thessalonians', 'Lamentations', 'Song of Solomon', 'Ecclesiastes'];
  for (const name of names) await guess(page, name);
  for (const name of names) {
    const cell = page.getByRole('rowheader', { name, exact: true });
    expect({ name, broken: await wordsBrokenAcrossLines(cell) }).toEqual({ name, broken: [] });
  }
  // No rule lets a name break anywhere.
  const wrapping = await page.getByRole('rowheader', { name: 'Deuteronomy', exact: true }).evaluate((element) => {
    const style = getComputedStyle(element);
    return { wordBreak: style.wordBreak, overflowWrap: style.overflowWrap };
  });
  expect(wrapping.wordBreak).not.toMatch(/break-all/);
  expect(wrapping.overflowWrap).not.toMatch(/anywhere|break-word/);
  await page.getByRole('region', { name: 'Your guesses' }).screenshot({ path: test.info().outputPath('guess-table-375.png') });
});

/**
 * The first screen of a 375 × 812 phone: the whole 812 px, and the 635 px a browser shows of the page
 * with its own bars (Safari on an iPhone X / 11 Pro), where a player looks first.
 */
const FIRST_SCREENS = [PHONE_HEIGHT, 635];

const WRONG_GUESS = [
  { game: 'aoe2-units', answer: 'Spearman', wrong: 'Villager' },
  { game: 'bible-books', answer: 'Ruth', wrong: 'Genesis' },
  { game: 'pokemon', answer: 'Charmander', wrong: 'Bulbasaur' },
  { game: 'slay-the-spire', answer: 'Body Slam', wrong: 'Bash' },
  { game: 'subnautica-creatures', answer: 'Garryfish', wrong: 'Reaper Leviathan' },
];

test('after one guess the guess box and the latest result row are on the first screen, without scrolling', async ({ page, request }) => {
  const bottoms: Record<string, { input: number; row: number }> = {};
  for (const { game, answer, wrong } of WRONG_GUESS) {
    expect((await request.post('/api/test/daily-puzzle', { data: { game, item: answer } })).status()).toBe(200);
    await page.goto(`/solve/${game}`);
    await guess(page, wrong);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const input = (await page.getByRole('combobox', { name: 'Guess' }).boundingBox())!;
    const row = (await page.getByTestId('attempt-row').first().boundingBox())!;
    bottoms[game] = { input: Math.round(input.y + input.height), row: Math.round(row.y + row.height) };
    if (game === 'slay-the-spire') await page.screenshot({ path: test.info().outputPath('game-page-375x812.png') });
  }
  console.log('bottoms at 375 × 812:', JSON.stringify(bottoms));
  for (const screen of FIRST_SCREENS) {
    for (const [game, bottom] of Object.entries(bottoms)) {
      expect({ game, screen, onScreen: bottom.input <= screen && bottom.row <= screen }).toEqual({ game, screen, onScreen: true });
    }
  }
});
