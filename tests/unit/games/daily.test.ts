/** @jest-environment node */
import fc from 'fast-check';
import { addDays } from '@/lib/time';
import { dailyCycleOrder, dailyItemIndex, noRepeatDays, PUZZLE_EPOCH } from '@/lib/games/daily';
import { dailyItemName, getItems, itemNames } from '@/lib/games/items';
import { GAME_IDS } from '@/lib/games/types';
import { shortestGap } from '../../helpers/daily-gaps';

const SECRET = 'unit-test-daily-secret';
const gameWithCycle = fc.record({ gameId: fc.constantFrom(...GAME_IDS), cycle: fc.integer({ min: 0, max: 12 }) });

/** The daily item names of `days` days from `first`. */
const namesFrom = (gameId: (typeof GAME_IDS)[number], first: string, days: number, secret = SECRET) =>
  Array.from({ length: days }, (_, day) => dailyItemName(gameId, addDays(first, day), secret));


describe('daily order', () => {
  test('property: the itemCount days of a cycle use every item exactly once', () => {
    fc.assert(
      fc.property(gameWithCycle, ({ gameId, cycle }) => {
        const count = getItems(gameId).length;
        const first = addDays(PUZZLE_EPOCH, cycle * count);
        const indices = Array.from({ length: count }, (_, day) => dailyItemIndex(gameId, addDays(first, day), count, SECRET));
        expect(new Set(indices).size).toBe(count);
        expect(indices.every((i) => Number.isInteger(i) && i >= 0 && i < count)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  test.each(GAME_IDS)('%s has more than 30 items, so it keeps the full 30-day gap', (gameId) => {
    expect(getItems(gameId).length).toBeGreaterThan(30);
    expect(noRepeatDays(getItems(gameId).length)).toBe(30);
  });

  test.each(GAME_IDS)('%s: no item repeats within 30 days over three whole cycles and their boundaries', (gameId) => {
    const count = getItems(gameId).length;
    const names = namesFrom(gameId, PUZZLE_EPOCH, 3 * count);
    expect(shortestGap(names)).toBeGreaterThan(30);
  });

  test.each(GAME_IDS)('%s: no item repeats within 30 days around today, for other secrets too', (gameId) => {
    for (const secret of [SECRET, 'another secret', 'a third one']) {
      expect(shortestGap(namesFrom(gameId, addDays('2026-11-23', -200), 400, secret))).toBeGreaterThan(30);
    }
  });

  test('property: a game smaller than 31 items waits its size minus one days', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.integer({ min: 2, max: 40 }), fc.integer({ min: 0, max: 6 }), (gameId, count, cycle) => {
        const indices = Array.from({ length: 3 * count }, (_, day) => dailyItemIndex(gameId, addDays(PUZZLE_EPOCH, cycle * count + day), count, SECRET));
        expect(shortestGap(indices.map(String))).toBeGreaterThan(noRepeatDays(count));
      }),
      { numRuns: 60 },
    );
  });

  test('Seel (2026-11-22 and 2026-11-24 under the old public order) comes back no sooner than 31 days later', () => {
    const names = namesFrom('pokemon', '2026-10-01', 120);
    const seelDays = names.flatMap((name, day) => (name === 'Seel' ? [day] : []));
    expect(seelDays.length).toBeGreaterThan(0);
    expect(shortestGap(names)).toBeGreaterThan(30);
  });

  test('the secret changes the order', () => {
    for (const gameId of GAME_IDS) {
      const count = getItems(gameId).length;
      expect(dailyCycleOrder(gameId, 1, count, 'secret one')).not.toEqual(dailyCycleOrder(gameId, 1, count, 'secret two'));
      expect(namesFrom(gameId, '2026-11-23', 30, 'secret one')).not.toEqual(namesFrom(gameId, '2026-11-23', 30, 'secret two'));
    }
  });

  test('property: deterministic for a secret and a date', () => {
    const date = fc.integer({ min: 0, max: 3000 }).map((n) => addDays(PUZZLE_EPOCH, n));
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), date, fc.string({ minLength: 1 }), (gameId, d, secret) => {
        expect(dailyItemName(gameId, d, secret)).toBe(dailyItemName(gameId, d, secret));
      }),
      { numRuns: 50 },
    );
  });

  test('games are shuffled independently and not in file or alphabetical order', () => {
    const order = dailyCycleOrder('pokemon', 0, 151, SECRET);
    expect(order).not.toEqual([...order].sort((a, b) => a - b));
    expect(dailyCycleOrder('bible-books', 0, 151, SECRET)).not.toEqual(order);
    expect(dailyCycleOrder('pokemon', 1, 151, SECRET)).not.toEqual(order);
  });

  test('the daily item does not depend on the order of items.json', () => {
    const names = itemNames('slay-the-spire');
    const sorted = [...names].sort();
    const date = '2026-03-08';
    expect(dailyItemName('slay-the-spire', date, SECRET)).toBe(sorted[dailyItemIndex('slay-the-spire', date, names.length, SECRET)]);
  });

  test('rejects an empty collection and an empty secret', () => {
    expect(() => dailyItemIndex('pokemon', '2026-01-01', 0, SECRET)).toThrow(RangeError);
    expect(() => dailyItemIndex('pokemon', '2026-01-01', 151, '')).toThrow(RangeError);
  });

  // Golden values for one secret: if these change, every server's scheduled daily answers change too
  // (the stored ones do not).
  test.each([
    ['bible-books', '2025-08-28', 66, 46],
    ['pokemon', '2026-03-08', 151, 130],
    ['slay-the-spire', '2026-11-01', 340, 164],
  ] as const)('%s on %s is stable across releases', (gameId, date, count, index) => {
    expect(dailyItemIndex(gameId, date, count, SECRET)).toBe(index);
  });
});
