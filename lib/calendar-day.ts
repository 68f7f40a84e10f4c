/**
 * Calendar days written 'YYYY-MM-DD' and their arithmetic, with no time-zone library: code that runs on
 * every page (lib/time-display.ts) reads these without carrying date-fns-tz (lib/time.ts has the clock).
 */
export const DAILY_TIME_ZONE = 'America/Chicago';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

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
