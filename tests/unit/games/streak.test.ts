/** @jest-environment node */
import fc from 'fast-check';
import { addCompletion, bestStreak, currentStreak, migrateLegacyStreak, parseStoredStreak } from '@/lib/games/streak';
import { addDays } from '@/lib/time';

const today = '2026-03-09';

describe('currentStreak', () => {
  test.each<[string, string[], number]>([
    ['nothing', [], 0],
    ['today only', ['2026-03-09'], 1],
    ['yesterday only: still alive', ['2026-03-08'], 1],
    ['three days ending today, across the DST change', ['2026-03-07', '2026-03-08', '2026-03-09'], 3],
    ['three days ending yesterday', ['2026-03-06', '2026-03-07', '2026-03-08'], 3],
    ['last win two days ago: a gap', ['2026-03-06', '2026-03-07'], 0],
    ['a gap inside stops the count', ['2026-03-05', '2026-03-07', '2026-03-08', '2026-03-09'], 3],
    ['duplicates ignored', ['2026-03-09', '2026-03-09', '2026-03-08', '2026-03-08'], 2],
    ['unsorted input', ['2026-03-09', '2026-03-07', '2026-03-08'], 3],
    ['across a month end', ['2026-02-27', '2026-02-28', '2026-03-01'], 0],
    ['invalid entries ignored', ['garbage', '2026-03-09'], 1],
  ])('%s', (_, dates, expected) => expect(currentStreak(dates, today)).toBe(expected));

  test('across a month end, ending today', () => expect(currentStreak(['2026-02-27', '2026-02-28', '2026-03-01'], '2026-03-01')).toBe(3));
});

describe('bestStreak', () => {
  test('the longest run, duplicates ignored', () => {
    expect(bestStreak([])).toBe(0);
    expect(bestStreak(['2026-01-01', '2026-01-02', '2026-01-02', '2026-01-05', '2026-01-06', '2026-01-07', '2026-01-09'])).toBe(3);
    expect(bestStreak(['2025-12-31', '2026-01-01'])).toBe(2);
  });

  test('property: never below the current streak', () => {
    const dates = fc.array(fc.integer({ min: 0, max: 40 }).map((n) => addDays('2026-02-01', n)));
    fc.assert(fc.property(dates, (list) => expect(bestStreak(list)).toBeGreaterThanOrEqual(currentStreak(list, '2026-03-05'))));
  });
});

describe('legacy streak migration', () => {
  test('expands the count into consecutive days ending lastCompletedDate', () => {
    expect(migrateLegacyStreak({ count: 3, lastCompletedDate: '2026-03-01' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(currentStreak(migrateLegacyStreak({ count: 4, lastCompletedDate: '2026-03-08' }), today)).toBe(4);
  });

  test('bad legacy data gives an empty list', () => {
    expect(migrateLegacyStreak({ count: 0, lastCompletedDate: '2026-03-01' })).toEqual([]);
    expect(migrateLegacyStreak({ count: 2, lastCompletedDate: 'yesterday' })).toEqual([]);
    expect(migrateLegacyStreak({ count: 1e9, lastCompletedDate: '2026-03-01' }).length).toBeLessThan(4000);
  });

  test('parseStoredStreak reads either format', () => {
    expect(parseStoredStreak(['2026-03-09', '2026-03-08', '2026-03-09', 7])).toEqual(['2026-03-08', '2026-03-09']);
    expect(parseStoredStreak({ count: 2, lastCompletedDate: '2026-03-09' })).toEqual(['2026-03-08', '2026-03-09']);
    expect(parseStoredStreak(null)).toEqual([]);
    expect(parseStoredStreak('5')).toEqual([]);
  });

  test('addCompletion keeps the list sorted and unique', () => {
    expect(addCompletion(['2026-03-09', '2026-03-07'], '2026-03-08')).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(addCompletion(['2026-03-09'], '2026-03-09')).toEqual(['2026-03-09']);
  });
});
