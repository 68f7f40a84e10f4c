/**
 * The profile's calendar of daily wins (issue 29): the last 12 months of Chicago days, one column per week (Sunday
 * first), each day coloured by how many games were won that day. Pure: the days come as 'YYYY-MM-DD' strings (the
 * Chicago date each daily win was recorded under), today from lib/time.ts's chicagoDate.
 */
import { addDays, isValidDateString } from '@/lib/calendar-day';

/** The darkest colour: five games won, every game of the day. */
export const CALENDAR_TOP_LEVEL = 5;

export interface CalendarDay {
  date: string;
  wins: number;
  /** 0 … CALENDAR_TOP_LEVEL: the colour. */
  level: number;
}

/** A week's seven cells, Sunday first; null before the window's first day and after today. */
export type CalendarWeek = (CalendarDay | null)[];

/**
 * The days shown: from the day after the same date a year ago, to today (365 days, 366 across a February 29). On a
 * February 29 a year ago has none: the window starts on March 1.
 */
export function calendarWindow(today: string): { start: string; end: string } {
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  const sameDay = `${String(year - 1).padStart(4, '0')}-${monthDay}`;
  const yearAgo = isValidDateString(sameDay) ? sameDay : `${String(year - 1).padStart(4, '0')}-02-28`;
  return { start: addDays(yearAgo, 1), end: today };
}

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The window's days in weeks; `winsByDate` the games won per day (days outside the window are ignored). */
export function calendarWeeks(today: string, winsByDate: Readonly<Record<string, number>>): CalendarWeek[] {
  const { start, end } = calendarWindow(today);
  const weeks: CalendarWeek[] = [];
  let week: CalendarWeek = Array.from({ length: weekday(start) }, () => null);
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const wins = Math.max(0, winsByDate[date] ?? 0);
    week.push({ date, wins, level: Math.min(wins, CALENDAR_TOP_LEVEL) });
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** The date of the week's first day of a month, for the month labels above the grid; null when none starts in it. */
export function monthStartIn(week: CalendarWeek): string | null {
  return week.find((day) => day !== null && day.date.endsWith('-01'))?.date ?? null;
}

/** All the wins in the window. */
export function calendarTotal(weeks: readonly CalendarWeek[]): number {
  return weeks.flat().reduce((sum, day) => sum + (day?.wins ?? 0), 0);
}
