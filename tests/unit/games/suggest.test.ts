/** @jest-environment node */
import fc from 'fast-check';
import { itemNames } from '@/lib/games/items';
import { nameKey } from '@/lib/games/name-key';
import { MAX_SUGGESTIONS, suggest } from '@/lib/games/suggest';

describe('suggest', () => {
  const books = itemNames('bible-books');

  test('prefix matches first, then contains matches, each alphabetical', () => {
    expect(suggest(['Jeremiah', 'Job', '1 John', 'John', 'Joel', 'Jonah', 'Judges'], 'jo', [])).toEqual([
      'Job',
      'Joel',
      'John',
      'Jonah',
      '1 John',
    ]);
  });

  test('prefix-first holds across punctuation: "man" starts Man-at-Arms, and Crossbowman only contains it', () => {
    const units = itemNames('aoe2-units');
    const found = suggest(units, 'man', []);
    expect(found.slice(0, 3)).toEqual(['Man-at-Arms', 'Mangonel', 'Mangudai']);
    expect(found.slice(3)).toEqual(['Composite Bowman', 'Crossbowman', 'Elite Composite Bowman', 'Elite Genoese Crossbowman', 'Elite Longbowman', 'Elite Mangudai', 'Elite Throwing Axeman']);
  });

  test('with real book names: guessed ones are left out, ignoring case', () => {
    expect(suggest(books, 'JOHN', ['john', ' 2 JOHN '])).toEqual(['1 John', '3 John']);
  });

  test('at most 10, and an empty, blank or punctuation-only query gives nothing', () => {
    expect(suggest(books, 'e', [])).toHaveLength(MAX_SUGGESTIONS);
    expect(suggest(books, '', [])).toEqual([]);
    expect(suggest(books, '   ', [])).toEqual([]);
    expect(suggest(books, " .-'", [])).toEqual([]);
    expect(suggest(books, 'zzz', [])).toEqual([]);
  });

  test('the limit keeps the prefix matches when there are more than enough of them', () => {
    const cards = itemNames('slay-the-spire');
    const starting = cards.filter((name) => nameKey(name).startsWith('s'));
    expect(starting.length).toBeGreaterThan(MAX_SUGGESTIONS);
    const found = suggest(cards, 'S', []);
    expect(found).toHaveLength(MAX_SUGGESTIONS);
    expect(found.every((name) => nameKey(name).startsWith('s'))).toBe(true);
  });

  test('properties: prefix-first, no guessed names, at most the limit, all match the query, none missed', () => {
    const name = fc.string({ unit: fc.constantFrom('a', 'b', 'A', 'B', ' ', 'c', '-', 'é'), minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { maxLength: 40, selector: (n) => nameKey(n) }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'B', ' ', 'É'), minLength: 1, maxLength: 3 }),
        fc.array(name, { maxLength: 10 }),
        fc.integer({ min: 1, max: 12 }),
        (names, query, guessed, limit) => {
          const result = suggest(names, query, guessed, limit);
          const q = nameKey(query);
          const guessedKeys = new Set(guessed.map(nameKey));
          const isPrefix = result.map((n) => nameKey(n).startsWith(q));

          expect(result.length).toBeLessThanOrEqual(limit);
          expect(new Set(result).size).toBe(result.length);
          for (const n of result) {
            expect(names).toContain(n);
            expect(nameKey(n)).toContain(q);
            expect(guessedKeys.has(nameKey(n))).toBe(false);
          }
          expect(isPrefix.indexOf(false) === -1 || !isPrefix.slice(isPrefix.indexOf(false)).includes(true)).toBe(true);

          const eligible = q ? names.filter((n) => nameKey(n).includes(q) && !guessedKeys.has(nameKey(n))) : [];
          expect(result.length).toBe(Math.min(limit, eligible.length));
        },
      ),
    );
  });
});
