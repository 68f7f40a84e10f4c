/** @jest-environment node */
import fc from 'fast-check';
import { addDays, chicagoDate, DAILY_TIME_ZONE, daysBetween, isValidDateString, nextResetUTC } from '@/lib/time';
import { PUZZLE_EPOCH, puzzleNumber } from '@/lib/games/daily';

const at = (iso: string) => new Date(iso);

describe('chicagoDate', () => {
  test('uses America/Chicago', () => expect(DAILY_TIME_ZONE).toBe('America/Chicago'));

  test.each([
    ['2026-03-08T05:59:59.999Z', '2026-03-07'], // midnight CST is 06:00Z
    ['2026-03-08T06:00:00.000Z', '2026-03-08'],
    ['2026-03-09T04:59:59.999Z', '2026-03-08'], // midnight CDT is 05:00Z
    ['2026-03-09T05:00:00.000Z', '2026-03-09'],
    ['2026-11-01T04:59:59.999Z', '2026-10-31'],
    ['2026-11-01T05:00:00.000Z', '2026-11-01'],
    ['2026-11-02T05:59:59.999Z', '2026-11-01'], // 25-hour day
    ['2026-11-02T06:00:00.000Z', '2026-11-02'],
    ['2026-12-31T23:00:00.000Z', '2026-12-31'],
    ['2027-01-01T05:59:00.000Z', '2026-12-31'],
  ])('%s is %s in Chicago', (iso, date) => expect(chicagoDate(at(iso))).toBe(date));
});

describe('nextResetUTC', () => {
  test.each([
    ['2026-03-08T12:00:00Z', '2026-03-09T05:00:00.000Z'],
    ['2026-03-08T05:59:59Z', '2026-03-08T06:00:00.000Z'],
    ['2026-11-01T12:00:00Z', '2026-11-02T06:00:00.000Z'],
    ['2026-10-31T12:00:00Z', '2026-11-01T05:00:00.000Z'],
    ['2026-07-04T04:59:59Z', '2026-07-04T05:00:00.000Z'],
    ['2026-07-04T05:00:00Z', '2026-07-05T05:00:00.000Z'],
  ])('after %s the next reset is %s', (iso, reset) => expect(nextResetUTC(at(iso)).toISOString()).toBe(reset));

  test('property: the reset is the first instant of the next Chicago date, and its puzzle number is one more', () => {
    const start = Date.UTC(2025, 7, 28);
    const end = Date.UTC(2031, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), (ms) => {
        const now = new Date(ms);
        const reset = nextResetUTC(now);
        expect(reset.getTime()).toBeGreaterThan(ms);
        expect(reset.getTime() - ms).toBeLessThanOrEqual(25 * 3_600_000);
        expect(chicagoDate(new Date(reset.getTime() - 1))).toBe(chicagoDate(now));
        expect(chicagoDate(reset)).toBe(addDays(chicagoDate(now), 1));
        expect(puzzleNumber(chicagoDate(reset))).toBe(puzzleNumber(chicagoDate(now)) + 1);
      }),
      { numRuns: 300, examples: [[Date.parse('2026-03-08T05:59:59Z')], [Date.parse('2026-11-01T04:59:59Z')], [Date.parse('2026-11-01T12:00:00Z')]] },
    );
  });
});

describe('calendar arithmetic', () => {
  test.each([
    ['2026-03-07', 1, '2026-03-08'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-11-01', 1, '2026-11-02'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2025-08-28', 365, '2026-08-28'],
  ])('addDays(%s, %i) is %s', (date, n, expected) => expect(addDays(date, n)).toBe(expected));

  test('daysBetween counts calendar days across daylight saving changes', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2026-11-02', '2026-10-31')).toBe(-2);
  });

  test('property: daysBetween inverts addDays', () => {
    const date = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(date, fc.integer({ min: -2000, max: 2000 }), (d, n) => {
        expect(isValidDateString(addDays(d, n))).toBe(true);
        expect(daysBetween(d, addDays(d, n))).toBe(n);
      }),
    );
  });

  test.each([
    ['2026-03-08', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00', false],
    [20260101, false],
    [null, false],
  ])('isValidDateString(%j) is %s', (value, expected) => expect(isValidDateString(value)).toBe(expected));
});

test('puzzle numbers count from the epoch', () => {
  expect(PUZZLE_EPOCH).toBe('2025-08-28');
  expect(puzzleNumber('2025-08-28')).toBe(1);
  expect(puzzleNumber('2025-08-29')).toBe(2);
  expect(puzzleNumber('2026-03-09') - puzzleNumber('2026-03-08')).toBe(1);
  expect(puzzleNumber('2026-11-02') - puzzleNumber('2026-11-01')).toBe(1);
});
