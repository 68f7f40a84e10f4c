/** @jest-environment node */
import fc from 'fast-check';
import { addDays } from '@/lib/time';
import { dailyDrawIndex, noRepeatDays, PUZZLE_EPOCH } from '@/lib/games/daily';
import { drawDailyItemName, getItems, itemNames } from '@/lib/games/items';
import { GAME_IDS } from '@/lib/games/types';
import { shortestGap } from '../../helpers/daily-gaps';
import { simulateDraws } from '../../helpers/daily-draw';

const SECRET = 'unit-test-daily-secret';

describe('daily draw', () => {
  test('K is 30, or half the items less one rounded down for a smaller game', () => {
    expect([1, 2, 3, 4, 51, 60, 61, 62, 66, 340].map(noRepeatDays)).toEqual([0, 0, 1, 1, 25, 29, 30, 30, 30, 30]);
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), (count) => expect(count - noRepeatDays(count)).toBeGreaterThanOrEqual(count / 2)));
  });

  test.each(GAME_IDS)('%s: no item comes back within K days over two years, for several secrets', (gameId) => {
    const k = noRepeatDays(getItems(gameId).length);
    for (const secret of [SECRET, 'another secret', 'a third one']) {
      expect(shortestGap(simulateDraws(gameId, PUZZLE_EPOCH, 730, secret))).toBeGreaterThan(k);
    }
  });

  test('property: the draw never returns an item stored in the recent days, whatever they were', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.integer({ min: 0, max: 3000 }), fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 2 ** 31 }), (gameId, day, secret, seed) => {
        const names = itemNames(gameId);
        const recent = Array.from({ length: noRepeatDays(names.length) }, (_, i) => names[(seed + i * 7) % names.length]);
        const chosen = drawDailyItemName(gameId, addDays(PUZZLE_EPOCH, day), secret, recent.map((name) => ` ${name.toUpperCase()} `));
        expect(names).toContain(chosen);
        expect(recent).not.toContain(chosen);
      }),
      { numRuns: 60 },
    );
  });

  test('the draw spreads over every candidate (no candidate favoured, none left out)', () => {
    const counts = new Array(7).fill(0);
    for (let day = 0; day < 7000; day++) counts[dailyDrawIndex('pokemon', addDays(PUZZLE_EPOCH, day), 7, SECRET)]++;
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });

  test('property: deterministic for a secret, a date and the recent items', () => {
    const date = fc.integer({ min: 0, max: 3000 }).map((n) => addDays(PUZZLE_EPOCH, n));
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), date, fc.string({ minLength: 1 }), (gameId, d, secret) => {
        const recent = itemNames(gameId).slice(0, 5);
        expect(drawDailyItemName(gameId, d, secret, recent)).toBe(drawDailyItemName(gameId, d, secret, [...recent].reverse()));
      }),
      { numRuns: 50 },
    );
  });

  test('the secret, the game and the date each change the draw', () => {
    for (const gameId of GAME_IDS) {
      expect(simulateDraws(gameId, '2026-11-23', 30, 'secret one')).not.toEqual(simulateDraws(gameId, '2026-11-23', 30, 'secret two'));
    }
    const draws = (gameId: string, first: string) => Array.from({ length: 30 }, (_, day) => dailyDrawIndex(gameId, addDays(first, day), 121, SECRET));
    expect(draws('pokemon', '2026-11-23')).not.toEqual(draws('bible-books', '2026-11-23'));
    expect(draws('pokemon', '2026-11-23')).not.toEqual(draws('pokemon', '2026-11-24'));
  });

  test('the daily item does not depend on the order of items.json', () => {
    const names = itemNames('slay-the-spire');
    const sorted = [...names].sort();
    const date = '2026-03-08';
    expect(drawDailyItemName('slay-the-spire', date, SECRET, [])).toBe(sorted[dailyDrawIndex('slay-the-spire', date, names.length, SECRET)]);
  });

  test('rejects an empty candidate list and an empty secret', () => {
    expect(() => dailyDrawIndex('pokemon', '2026-01-01', 0, SECRET)).toThrow(RangeError);
    expect(() => dailyDrawIndex('pokemon', '2026-01-01', 151, '')).toThrow(RangeError);
  });

  // Golden values for one secret: if these change, every server's draws of days not yet stored change too
  // (the stored ones do not).
  test.each([
    ['bible-books', '2025-08-28', 66, 23],
    ['pokemon', '2026-03-08', 121, 5],
    ['slay-the-spire', '2026-11-01', 310, 128],
  ] as const)('%s on %s is stable across releases', (gameId, date, count, index) => {
    expect(dailyDrawIndex(gameId, date, count, SECRET)).toBe(index);
  });
});
