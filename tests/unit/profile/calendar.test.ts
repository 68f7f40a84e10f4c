import { CALENDAR_TOP_LEVEL, calendarTotal, calendarWeeks, calendarWindow, monthStartIn } from '@/lib/profile/calendar';
import { chicagoDate } from '@/lib/time';

describe('the window: the last 12 months up to today in Chicago', () => {
  test('from the day after the same date a year ago, to today', () => {
    expect(calendarWindow('2026-11-26')).toEqual({ start: '2025-11-27', end: '2026-11-26' });
    expect(calendarWindow('2026-01-01')).toEqual({ start: '2025-01-02', end: '2026-01-01' });
  });

  test('across a February 29: 366 days; on a February 29 it starts on March 1', () => {
    expect(calendarWindow('2028-03-15')).toEqual({ start: '2027-03-16', end: '2028-03-15' });
    expect(calendarWindow('2028-02-29')).toEqual({ start: '2027-03-01', end: '2028-02-29' });
    expect(calendarWindow('2029-02-28')).toEqual({ start: '2028-02-29', end: '2029-02-28' });
  });

  test('today turns at Chicago midnight, not UTC’s (CST and CDT)', () => {
    // 23:59 in Chicago on March 2 (UTC-6) is already March 3 in UTC.
    expect(calendarWindow(chicagoDate(new Date('2026-03-03T05:59:00Z'))).end).toBe('2026-03-02');
    expect(calendarWindow(chicagoDate(new Date('2026-03-03T06:00:00Z'))).end).toBe('2026-03-03');
    // Summer time (UTC-5).
    expect(calendarWindow(chicagoDate(new Date('2026-07-04T04:59:00Z'))).end).toBe('2026-07-03');
    expect(calendarWindow(chicagoDate(new Date('2026-07-04T05:00:00Z'))).end).toBe('2026-07-04');
  });
});

describe('weeks and cells', () => {
  const today = '2026-11-26'; // a Thursday
  const wins = { '2025-11-26': 4, '2025-11-27': 1, '2026-03-03': 2, '2026-11-26': 7, '2026-11-27': 3, '2026-06-01': 5 };
  const weeks = calendarWeeks(today, wins);
  const days = weeks.flat().filter((day) => day !== null);

  test('every day of the window once, in order, in Sunday-first weeks', () => {
    expect(days).toHaveLength(365);
    expect(days[0].date).toBe('2025-11-27');
    expect(days.at(-1)!.date).toBe(today);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // 2025-11-27 is a Thursday: the first week has Sunday to Wednesday empty.
    expect(weeks[0].slice(0, 4)).toEqual([null, null, null, null]);
    // Today is a Thursday: Friday and Saturday after it are empty.
    expect(weeks.at(-1)!.slice(5)).toEqual([null, null]);
  });

  test('a day’s wins and colour; the day before the window and the day after today are not counted', () => {
    const day = (date: string) => days.find((d) => d.date === date);
    expect(day('2026-03-03')).toEqual({ date: '2026-03-03', wins: 2, level: 2 });
    expect(day('2026-06-01')).toEqual({ date: '2026-06-01', wins: 5, level: CALENDAR_TOP_LEVEL });
    expect(day(today)).toEqual({ date: today, wins: 7, level: CALENDAR_TOP_LEVEL });
    expect(day('2025-11-26')).toBeUndefined();
    expect(day('2026-11-27')).toBeUndefined();
    expect(calendarTotal(weeks)).toBe(1 + 2 + 5 + 7);
  });

  test('month labels: the week a month starts in', () => {
    const labelled = weeks.map(monthStartIn).filter((date) => date !== null);
    expect(labelled).toEqual(['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']);
  });
});
