/** The daily calendar: dates are America/Chicago calendar days as 'YYYY-MM-DD' strings. */
import { fromZonedTime } from 'date-fns-tz';
import { addDays, chicagoDate, DAILY_TIME_ZONE } from './calendar-day';

// The calendar arithmetic and today's game day need no time-zone library: they live apart so browser code can have them alone.
export { addDays, chicagoDate, DAILY_TIME_ZONE, daysBetween, isValidDateString } from './calendar-day';

/** The instant the next Chicago calendar day begins (05:00Z or 06:00Z, depending on daylight saving). */
export function nextResetUTC(now: Date = new Date()): Date {
  return chicagoDayStart(addDays(chicagoDate(now), 1));
}

/** The instant a Chicago calendar day begins (05:00Z or 06:00Z). */
export function chicagoDayStart(date: string): Date {
  return fromZonedTime(`${date}T00:00:00`, DAILY_TIME_ZONE);
}

/** The admin dashboards' "today" and "this week" (today and the six days before it), as instants. */
export function chicagoRecentStarts(now: Date = new Date()): { day: Date; week: Date } {
  const today = chicagoDate(now);
  return { day: chicagoDayStart(today), week: chicagoDayStart(addDays(today, -6)) };
}

/** GET /api/time/info's answer: the next reset, today's date and the server's clock (the countdown corrects a wrong browser clock with it). */
export function timeInfo(now: Date = new Date()) {
  return { nextResetUTC: nextResetUTC(now).toISOString(), date: chicagoDate(now), timeZone: DAILY_TIME_ZONE, serverTime: now.toISOString() };
}
export type TimeInfo = ReturnType<typeof timeInfo>;
