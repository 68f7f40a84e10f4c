/** @jest-environment node */
import { formatCalendarDay, formatDate, formatDateTime, formatLongDate, formatMonthYear, TIME_ZONE_LABEL } from '@/lib/time-display';

/** Every time shown on the site is Chicago's, and says so (issue 26 §21). */
describe('formatDateTime', () => {
  test('says Chicago time', () => {
    expect(TIME_ZONE_LABEL).toBe('Chicago time');
    expect(formatDateTime('2026-11-25T23:12:00.000Z')).toBe('Nov 25, 2026, 5:12 PM Chicago time');
  });

  test.each([
    // Spring forward, 2026-03-08: 2:00 AM CST becomes 3:00 AM CDT (08:00Z).
    ['2026-03-08T07:59:00.000Z', 'Mar 8, 2026, 1:59 AM Chicago time'],
    ['2026-03-08T08:00:00.000Z', 'Mar 8, 2026, 3:00 AM Chicago time'],
    ['2026-03-08T18:00:00.000Z', 'Mar 8, 2026, 1:00 PM Chicago time'],
    // Fall back, 2026-11-01: 1:00-1:59 AM happens twice (06:00Z-06:59Z CDT, then 07:00Z CST).
    ['2026-11-01T06:30:00.000Z', 'Nov 1, 2026, 1:30 AM Chicago time'],
    ['2026-11-01T07:30:00.000Z', 'Nov 1, 2026, 1:30 AM Chicago time'],
    ['2026-11-01T08:00:00.000Z', 'Nov 1, 2026, 2:00 AM Chicago time'],
    ['2026-11-01T18:00:00.000Z', 'Nov 1, 2026, 12:00 PM Chicago time'],
  ])('%s across a daylight-saving change is %s', (iso, text) => expect(formatDateTime(iso)).toBe(text));

  test.each([
    // Chicago midnight is 06:00Z in winter and 05:00Z in summer: the day changes there, not at UTC midnight.
    ['2026-11-26T05:59:00.000Z', 'Nov 25, 2026, 11:59 PM Chicago time'],
    ['2026-11-26T06:00:00.000Z', 'Nov 26, 2026, 12:00 AM Chicago time'],
    ['2026-07-04T04:59:00.000Z', 'Jul 3, 2026, 11:59 PM Chicago time'],
    ['2026-07-04T05:00:00.000Z', 'Jul 4, 2026, 12:00 AM Chicago time'],
    ['2027-01-01T05:59:59.999Z', 'Dec 31, 2026, 11:59 PM Chicago time'],
  ])('%s around Chicago midnight is %s', (iso, text) => expect(formatDateTime(iso)).toBe(text));

  test('takes a Date too, uses plain spaces only, and shows an unreadable value as given', () => {
    const text = formatDateTime(new Date('2026-11-25T23:12:00.000Z'));
    expect(text).toBe('Nov 25, 2026, 5:12 PM Chicago time');
    expect(text).not.toMatch(/[\u00a0\u202f]/);
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('dates of an instant are Chicago calendar days', () => {
  test.each([
    ['2025-08-28T04:59:00.000Z', 'Aug 27, 2025', 'August 27, 2025', 'August 2025'],
    ['2025-08-28T05:00:00.000Z', 'Aug 28, 2025', 'August 28, 2025', 'August 2025'],
    ['2026-11-01T05:30:00.000Z', 'Nov 1, 2026', 'November 1, 2026', 'November 2026'],
    ['2026-12-01T05:59:00.000Z', 'Nov 30, 2026', 'November 30, 2026', 'November 2026'],
    ['2026-03-08T05:59:00.000Z', 'Mar 7, 2026', 'March 7, 2026', 'March 2026'],
  ])('%s: %s, %s, %s', (iso, short, long, month) => {
    expect(formatDate(iso)).toBe(short);
    expect(formatLongDate(iso)).toBe(long);
    expect(formatMonthYear(iso)).toBe(month);
  });
});

describe('formatCalendarDay', () => {
  test('shows a puzzle or release date as written, whatever the clock', () => {
    expect(formatCalendarDay('2026-03-08')).toBe('March 8, 2026');
    expect(formatCalendarDay('2026-11-01', { weekday: true })).toBe('Sunday, November 1, 2026');
    expect(formatCalendarDay('2026-01-01', { weekday: true })).toBe('Thursday, January 1, 2026');
  });

  test('returns anything that is not a real date unchanged', () => {
    expect(formatCalendarDay('2026-02-30')).toBe('2026-02-30');
    expect(formatCalendarDay('tomorrow')).toBe('tomorrow');
  });
});
