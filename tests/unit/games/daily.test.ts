/** @jest-environment node */
import fc from 'fast-check';
import { addDays } from '@/lib/time';
import { dailyCycleOrder, dailyItemIndex, PUZZLE_EPOCH } from '@/lib/games/daily';
import { dailyItem, dailyItemName, getItems, itemNames } from '@/lib/games/items';
import { GAME_IDS } from '@/lib/games/types';

const gameWithCycle = fc.record({ gameId: fc.constantFrom(...GAME_IDS), cycle: fc.integer({ min: -3, max: 60 }) });

describe('daily order', () => {
  test('property: the itemCount days of a cycle use every item exactly once', () => {
    fc.assert(
      fc.property(gameWithCycle, ({ gameId, cycle }) => {
        const count = getItems(gameId).length;
        const first = addDays(PUZZLE_EPOCH, cycle * count);
        const indices = Array.from({ length: count }, (_, day) => dailyItemIndex(gameId, addDays(first, day), count));
        expect(new Set(indices).size).toBe(count);
        expect(indices.every((i) => Number.isInteger(i) && i >= 0 && i < count)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  test('property: the same item never runs two days in a row, even across cycles', () => {
    fc.assert(
      fc.property(gameWithCycle, fc.integer({ min: 3, max: 400 }), ({ gameId, cycle }, count) => {
        const lastDay = addDays(PUZZLE_EPOCH, (cycle + 1) * count - 1);
        expect(dailyItemIndex(gameId, lastDay, count)).not.toBe(dailyItemIndex(gameId, addDays(lastDay, 1), count));
      }),
    );
  });

  test('property: stable for a date', () => {
    const date = fc.integer({ min: 0, max: 5000 }).map((n) => addDays(PUZZLE_EPOCH, n));
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), date, (gameId, d) => {
        expect(dailyItemName(gameId, d)).toBe(dailyItemName(gameId, d));
        expect(dailyItem(gameId, d).name).toBe(dailyItemName(gameId, d));
      }),
    );
  });

  test('games are shuffled independently and not in file or alphabetical order', () => {
    const order = dailyCycleOrder('pokemon', 0, 151);
    expect(order).not.toEqual([...order].sort((a, b) => a - b));
    expect(dailyCycleOrder('bible-books', 0, 151)).not.toEqual(order);
    expect(dailyCycleOrder('pokemon', 1, 151)).not.toEqual(order);
  });

  test('the daily item does not depend on the order of items.json', () => {
    const names = itemNames('slay-the-spire');
    const sorted = [...names].sort();
    const date = '2026-03-08';
    expect(dailyItemName('slay-the-spire', date)).toBe(sorted[dailyItemIndex('slay-the-spire', date, names.length)]);
  });

  test('rejects an empty collection', () => {
    expect(() => dailyItemIndex('pokemon', '2026-01-01', 0)).toThrow(RangeError);
  });

  // Golden values: if these change, past and scheduled daily answers change too.
  test.each([
    ['bible-books', '2025-08-28', 66, 57],
    ['pokemon', '2026-03-08', 151, 29],
    ['slay-the-spire', '2026-11-01', 340, 55],
  ] as const)('%s on %s is stable across releases', (gameId, date, count, index) => {
    expect(dailyItemIndex(gameId, date, count)).toBe(index);
  });
});
