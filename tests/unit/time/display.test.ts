/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { nextResetUTC } from '@/lib/time';
import { formatCalendarDay, formatCountdown, formatDate, formatDateTime, formatDateTimeOr, formatLongDate, formatMonthYear, TIME_ZONE_LABEL } from '@/lib/time-display';

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

describe('formatDateTimeOr', () => {
  test.each([
    ['2026-11-01T06:30:00.000Z', 'Nov 1, 2026, 1:30 AM Chicago time'],
    ['2026-11-01T07:30:00.000Z', 'Nov 1, 2026, 1:30 AM Chicago time'],
    ['2026-03-08T08:00:00.000Z', 'Mar 8, 2026, 3:00 AM Chicago time'],
    ['2026-11-26T05:59:00.000Z', 'Nov 25, 2026, 11:59 PM Chicago time'],
    ['2026-11-26T06:00:00.000Z', 'Nov 26, 2026, 12:00 AM Chicago time'],
  ])('%s across daylight saving and midnight is %s', (iso, text) => expect(formatDateTimeOr(iso, 'Never')).toBe(text));

  test('shows the given text for no instant or an unreadable one', () => {
    expect(formatDateTimeOr(null, 'Never')).toBe('Never');
    expect(formatDateTimeOr('not a date', 'Never')).toBe('Never');
    expect(formatDateTimeOr(new Date('2026-07-04T05:00:00.000Z'), 'Never')).toBe('Jul 4, 2026, 12:00 AM Chicago time');
  });
});

describe('dates of an instant are Chicago calendar days', () => {
  test.each([
    // The daylight-saving days: midnight is still 06:00Z on the spring day and 05:00Z on the autumn one.
    ['2026-03-08T05:59:00.000Z', 'Mar 7, 2026', 'March 7, 2026', 'March 2026'],
    ['2026-03-08T06:00:00.000Z', 'Mar 8, 2026', 'March 8, 2026', 'March 2026'],
    ['2026-03-09T04:59:00.000Z', 'Mar 8, 2026', 'March 8, 2026', 'March 2026'],
    ['2026-03-09T05:00:00.000Z', 'Mar 9, 2026', 'March 9, 2026', 'March 2026'],
    ['2026-11-01T04:59:00.000Z', 'Oct 31, 2026', 'October 31, 2026', 'October 2026'],
    ['2026-11-01T07:30:00.000Z', 'Nov 1, 2026', 'November 1, 2026', 'November 2026'],
    ['2026-11-02T05:59:00.000Z', 'Nov 1, 2026', 'November 1, 2026', 'November 2026'],
    ['2026-11-02T06:00:00.000Z', 'Nov 2, 2026', 'November 2, 2026', 'November 2026'],
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

  test.each<[string, string]>([
    ['2026-11-21', 'Saturday, November 21, 2026'],
    ['2026-12-31', 'Thursday, December 31, 2026'],
    ['2028-02-29', 'Tuesday, February 29, 2028'],
    // The daylight-saving days and the days beside them are 23 and 25 hours long: each is still itself.
    ['2026-03-07', 'Saturday, March 7, 2026'],
    ['2026-03-08', 'Sunday, March 8, 2026'],
    ['2026-03-09', 'Monday, March 9, 2026'],
    ['2026-10-31', 'Saturday, October 31, 2026'],
    ['2026-11-02', 'Monday, November 2, 2026'],
  ])('%s with its weekday is %s', (date, text) => expect(formatCalendarDay(date, { weekday: true })).toBe(text));

  test('does not depend on the time zone of the machine', () => {
    // West of UTC, formatting a date's UTC midnight in local time would show the previous day. The
    // zone is fixed when Node starts, so the check runs in a child process started in Chicago.
    const script = `import('./lib/time-display.ts').then((m) => process.stdout.write([(m.default ?? m).formatCalendarDay('2026-01-01', { weekday: true }), (m.default ?? m).formatCalendarDay('2026-11-01')].join('|')))`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      env: { ...process.env, TZ: 'America/Chicago' },
      encoding: 'utf8',
    });
    expect(output).toBe('Thursday, January 1, 2026|November 1, 2026');
  });

  test('returns anything that is not a real date unchanged', () => {
    expect(formatCalendarDay('2026-02-30')).toBe('2026-02-30');
    expect(formatCalendarDay('tomorrow')).toBe('tomorrow');
    expect(formatCalendarDay('2026-02-30', { weekday: true })).toBe('2026-02-30');
  });
});

describe('formatCountdown', () => {
  test.each<[number, string]>([
    [0, '00:00:00'],
    [1, '00:00:01'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [86_399, '23:59:59'],
    [89_999, '24:59:59'], // the 25-hour day when daylight saving ends
    [-5, '00:00:00'],
    [12.7, '00:00:12'],
  ])('%s s -> %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  test.each([
    // Just after Chicago midnight on the short day (23 h) and the long day (25 h), and just before midnight.
    ['2026-03-08T06:00:00.000Z', '23:00:00'],
    ['2026-11-01T05:00:30.000Z', '24:59:30'],
    ['2026-11-01T07:30:00.000Z', '22:30:00'],
    ['2026-11-26T05:59:59.000Z', '00:00:01'],
    ['2026-07-04T05:00:00.000Z', '24:00:00'],
  ])('at %s the time to the next Chicago midnight reads %s', (iso, text) => {
    const now = new Date(iso);
    expect(formatCountdown((nextResetUTC(now).getTime() - now.getTime()) / 1000)).toBe(text);
  });
});
