/**
 * @jest-environment node
 *
 * Which shared result links are valid (issue 25 item 5): only a released puzzle (#1 to today, America/Chicago)
 * with a grid a round of that game can give. Before, any date and any grid of one width drew a made-up result.
 */
import { PUZZLE_EPOCH } from '@/lib/games/daily';
import { getGame } from '@/lib/games/registry';
import { shareText } from '@/lib/games/share';
import { SHARE_MAX_ROWS, shareResultPath } from '@/lib/games/share-link';
import { readSharedResult } from '@/lib/games/shared-result';
import type { CellResult } from '@/lib/games/types';
import { addDays } from '@/lib/time';

const TODAY = '2026-11-25';
const pokemon = getGame('pokemon')!; // seven categories
const grid = (...rows: string[]) => rows.join('-');
const lost = 'xyxxgxx';
const won = 'ggggggg';

describe('a valid link', () => {
  test.each([
    ['today', TODAY, grid(lost, won)],
    ['puzzle #1', PUZZLE_EPOCH, grid(won)],
    ['a round not solved', addDays(TODAY, -3), grid(lost, lost)],
    [`${SHARE_MAX_ROWS} guesses`, addDays(TODAY, -1), grid(...Array(SHARE_MAX_ROWS - 1).fill(lost), won)],
  ])('%s', (_label, date, code) => {
    const result = readSharedResult('pokemon', date, code, TODAY);
    expect(result).toMatchObject({ game: { id: 'pokemon' }, date });
    expect(result!.rows).toHaveLength(code.split('-').length);
  });

  test('puzzle #1 is numbered 1', () => {
    expect(readSharedResult('pokemon', PUZZLE_EPOCH, won, TODAY)?.puzzleNumber).toBe(1);
  });
});

describe('a link that is a 404', () => {
  test.each([
    ['rows shorter than the game has categories (the attack: 3 cells for 7)', TODAY, 'ggg'],
    ['rows longer than the game has categories', TODAY, 'gggggggg'],
    ['rows of another game', TODAY, 'xyxyg-ggggg'],
    ['a date before puzzle #1 (the attack: 1999-01-01 gave "#-9735")', '1999-01-01', won],
    ['the day before puzzle #1', addDays(PUZZLE_EPOCH, -1), won],
    ['tomorrow', addDays(TODAY, 1), won],
    ['a far future date (the attack: "#1588")', '2029-12-31', won],
    [`more than ${SHARE_MAX_ROWS} guesses`, TODAY, grid(...Array(SHARE_MAX_ROWS).fill(lost), won)],
    ['a win before the last guess', TODAY, grid(won, lost)],
    ['no such date', '2026-02-30', won],
  ])('%s', (_label, date, code) => {
    expect(readSharedResult('pokemon', date, code, TODAY)).toBeNull();
  });

  test('an unknown game', () => {
    expect(readSharedResult('tetris', TODAY, won, TODAY)).toBeNull();
  });
});

describe('the link a player shares', () => {
  const rows = (count: number): CellResult[][] => Array.from({ length: count }, (_, i) => pokemon.categories.map(() => (i === count - 1 ? 'correct' : 'incorrect')));

  test('is a valid link for every round length a link holds', () => {
    for (const count of [1, 2, SHARE_MAX_ROWS]) {
      const [, , game, date, code] = shareResultPath('pokemon', TODAY, rows(count)).split('/');
      expect(readSharedResult(game, date, code, TODAY)?.rows).toHaveLength(count);
    }
  });

  test("is the game's page for a round longer than a link holds", () => {
    expect(shareResultPath('pokemon', TODAY, rows(SHARE_MAX_ROWS + 1))).toBe('/solve/pokemon');
    const text = shareText({ game: pokemon, date: TODAY, rows: rows(SHARE_MAX_ROWS + 1), won: true, siteUrl: 'https://guessdle.example' });
    expect(text.endsWith('\nhttps://guessdle.example/solve/pokemon')).toBe(true);
  });
});
