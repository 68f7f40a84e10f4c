/** The daily calendar: dates are America/Chicago calendar days as 'YYYY-MM-DD' strings. */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

export const DAILY_TIME_ZONE = 'America/Chicago';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The Chicago calendar date at the instant `now`. */
export function chicagoDate(now: Date = new Date()): string {
  return formatInTimeZone(now, DAILY_TIME_ZONE, 'yyyy-MM-dd');
}

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

/** Midnight UTC of a calendar date: a label for the date, not an instant in Chicago. */
function utcMidnight(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Invalid date string: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcMidnight(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a real calendar date written 'YYYY-MM-DD' (rejects '2026-02-30'). */
export function isValidDateString(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  const ms = utcMidnight(value);
  return !Number.isNaN(ms) && fromUtcMidnight(ms) === value;
}

export function addDays(date: string, days: number): string {
  return fromUtcMidnight(utcMidnight(date) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** GET /api/time/info's answer: the next reset, today's date and the server's clock (the countdown corrects a wrong browser clock with it). */
export function timeInfo(now: Date = new Date()) {
  return { nextResetUTC: nextResetUTC(now).toISOString(), date: chicagoDate(now), timeZone: DAILY_TIME_ZONE, serverTime: now.toISOString() };
}
export type TimeInfo = ReturnType<typeof timeInfo>;
