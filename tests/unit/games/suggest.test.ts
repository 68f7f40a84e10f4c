/** @jest-environment node */
import fc from 'fast-check';
import { itemNames } from '@/lib/games/items';
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

  test('with real book names: guessed ones are left out, ignoring case', () => {
    expect(suggest(books, 'JOHN', ['john', ' 2 JOHN '])).toEqual(['1 John', '3 John']);
  });

  test('at most 10, and an empty or blank query gives nothing', () => {
    expect(suggest(books, 'e', [])).toHaveLength(MAX_SUGGESTIONS);
    expect(suggest(books, '', [])).toEqual([]);
    expect(suggest(books, '   ', [])).toEqual([]);
    expect(suggest(books, 'zzz', [])).toEqual([]);
  });

  test('properties: prefix-first, no guessed names, at most the limit, all contain the query, none missed', () => {
    const name = fc.string({ unit: fc.constantFrom('a', 'b', 'A', 'B', ' ', 'c'), minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { maxLength: 40, selector: (n) => n.toLowerCase() }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'B'), minLength: 1, maxLength: 2 }),
        fc.array(name, { maxLength: 10 }),
        fc.integer({ min: 1, max: 12 }),
        (names, query, guessed, limit) => {
          const result = suggest(names, query, guessed, limit);
          const q = query.toLowerCase();
          const guessedSet = new Set(guessed.map((g) => g.trim().toLowerCase()));
          const isPrefix = result.map((n) => n.toLowerCase().startsWith(q));

          expect(result.length).toBeLessThanOrEqual(limit);
          expect(new Set(result).size).toBe(result.length);
          for (const n of result) {
            expect(names).toContain(n);
            expect(n.toLowerCase()).toContain(q);
            expect(guessedSet.has(n.trim().toLowerCase())).toBe(false);
          }
          expect(isPrefix.indexOf(false) === -1 || !isPrefix.slice(isPrefix.indexOf(false)).includes(true)).toBe(true);

          const eligible = names.filter((n) => n.toLowerCase().includes(q) && !guessedSet.has(n.trim().toLowerCase()));
          expect(result.length).toBe(Math.min(limit, eligible.length));
        },
      ),
    );
  });
});
