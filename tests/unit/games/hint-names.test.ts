/** @jest-environment node */
import { HINT_MASK, hintNames, maskHint } from '@/scripts/hint-names.mjs';
import abbreviations from '@/lib/games/bible-books/abbreviations.json';
import { getItems } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import { GAME_IDS, type GameId } from '@/lib/games/types';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Case-insensitive, as a whole word: "Claw" is in "ALL Claw cards" and "claw-shaped", not in "Clawback". */
const containsWord = (text: string, word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu').test(text);

const hintOf = (gameId: GameId, item: object) => String((item as Record<string, unknown>)[getGame(gameId)!.hintField]);

describe('no hint names its item', () => {
  test.each(GAME_IDS)('%s: no hint contains its item’s name or any abbreviation of it', (gameId) => {
    const leaks = getItems(gameId).flatMap((item) => {
      const hint = hintOf(gameId, item);
      return hintNames(gameId, item.name, abbreviations)
        .filter((name: string) => containsWord(hint, name))
        .map((name: string) => `${item.name}: "${name}" in ${JSON.stringify(hint)}`);
    });
    expect(leaks).toEqual([]);
  });

  test('the Bible verse keeps its chapter and verse but not its book', () => {
    for (const book of getItems('bible-books')) expect(book.verse).toMatch(/^\d+:\d+(–\d+)? — \S/);
    expect(getItems('bible-books').find((b) => b.name === '1 Chronicles')!.verse).toMatch(/^16:34 — O give thanks unto the LORD/);
  });

  test('every Bible book has its standard abbreviation, and the numbered ones their unnumbered name', () => {
    expect(Object.keys(abbreviations.books).sort()).toEqual(getItems('bible-books').map((b) => b.name).sort());
    expect(hintNames('bible-books', '1 Chronicles', abbreviations)).toEqual(expect.arrayContaining(['1 Chronicles', '1 Chr', 'Chronicles']));
    expect(hintNames('bible-books', 'Song of Solomon', abbreviations)).toEqual(expect.arrayContaining(['Song', 'Song of Songs', 'Canticles']));
  });

  test('names match whatever their case, spacing, punctuation or plural, and only as whole words', () => {
    expect(maskHint('slay-the-spire', 'Claw', 'ALL claw cards; two CLAWS; Clawback.')).toBe(`ALL ${HINT_MASK} cards; two ${HINT_MASK}; Clawback.`);
    expect(maskHint('pokemon', 'Mr. Mime', 'Mr Mime mimes; mr. mime too.')).toBe(`${HINT_MASK} mimes; ${HINT_MASK} too.`);
    expect(maskHint('subnautica-creatures', 'Reaper Leviathan', 'The reaper roars.')).toBe(`The ${HINT_MASK} roars.`);
    expect(maskHint('bible-books', '1 Samuel', '1 Samuel 16:7 — But the LORD said unto Samuel, Look', abbreviations)).toBe(
      `16:7 — But the LORD said unto ${HINT_MASK}, Look`,
    );
  });

  test('a verse that does not start with its own book is refused rather than shown', () => {
    expect(() => maskHint('bible-books', 'Ruth', 'Esther 4:14 — For if thou', abbreviations)).toThrow(/should start with "Ruth/);
  });
});
