/**
 * Calendar days written 'YYYY-MM-DD', their arithmetic and today's game day, with no time-zone library: code
 * that runs in the browser (lib/time-display.ts, the guest's saved rounds) reads these without carrying
 * date-fns-tz (lib/time.ts has the server's clock: the instant a day starts).
 */
export const DAILY_TIME_ZONE = 'America/Chicago';

// The browser's own time-zone data (Intl) tells Chicago's calendar day: date-fns-tz (9 KB gzip) stays on the server.
const CHICAGO_DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: DAILY_TIME_ZONE });

/** The Chicago calendar date ('YYYY-MM-DD') at the instant `now`: the game's day. */
export function chicagoDate(now: Date = new Date()): string {
  const parts = Object.fromEntries(CHICAGO_DAY.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

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
