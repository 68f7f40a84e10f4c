/**
 * Every date and time a person reads on the site, in one place (issue 26 §21, the site's one rule for
 * zones). The game day is Chicago's, so:
 * - an instant (a sign-up, a last game, a feedback's time) is shown on Chicago's clock and calendar, and
 *   a time of day always ends in 'Chicago time' (e.g. 'Nov 25, 2026, 5:12 PM Chicago time'); a date
 *   alone is the Chicago calendar day of the instant; never the viewer's zone, never the server's;
 * - a calendar day written 'YYYY-MM-DD' (a puzzle's date, a release date) is shown as written, whatever
 *   the clock;
 * - a time left (the reset countdown) is a duration, in hours, minutes and seconds.
 * The text is assembled from parts with plain spaces, so the server's HTML and the browser's hydration
 * agree whatever their ICU versions (some put a narrow no-break space before 'PM'). Intl only, no
 * date-fns: every page's bundle carries this module (lib/time.ts has date-fns-tz for the server's clock).
 */
import { DAILY_TIME_ZONE, isValidDateString } from './calendar-day';

export const TIME_ZONE_LABEL = 'Chicago time';

type Instant = string | Date;
type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone });
const CHICAGO_PARTS = partsFormat(DAILY_TIME_ZONE);
const UTC_PARTS = partsFormat('UTC');

/** The instant, or null when the value is no readable time. */
export function readInstant(value: Instant): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function partsOf(date: Date, format: Intl.DateTimeFormat = CHICAGO_PARTS): Parts {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

const shortMonth = (parts: Parts) => (parts.month ?? '').slice(0, 3);

function withInstant(value: Instant, render: (parts: Parts) => string): string {
  const date = readInstant(value);
  return date ? render(partsOf(date)) : String(value);
}

/** 'Nov 25, 2026, 5:12 PM Chicago time'; an unreadable value is shown as given. */
export function formatDateTime(value: Instant): string {
  return withInstant(value, (p) => `${shortMonth(p)} ${p.day}, ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod} ${TIME_ZONE_LABEL}`);
}

/** formatDateTime of a readable instant; otherwise (none, or unreadable) the given text, e.g. 'Never'. */
export function formatDateTimeOr(value: Instant | null, whenMissing: string): string {
  return value !== null && readInstant(value) ? formatDateTime(value) : whenMissing;
}

/** 'Nov 25, 2026': the Chicago calendar day of an instant. */
export function formatDate(value: Instant): string {
  return withInstant(value, (p) => `${shortMonth(p)} ${p.day}, ${p.year}`);
}

/** 'November 25, 2026': the Chicago calendar day of an instant, month in full. */
export function formatLongDate(value: Instant): string {
  return withInstant(value, (p) => `${p.month} ${p.day}, ${p.year}`);
}

/** 'November 2026': the Chicago month of an instant. */
export function formatMonthYear(value: Instant): string {
  return withInstant(value, (p) => `${p.month} ${p.year}`);
}

/**
 * A calendar day written 'YYYY-MM-DD' (a puzzle's date, a release date) as 'March 8, 2026', or with
 * its weekday as 'Sunday, March 8, 2026'. The day is shown as written: read at UTC noon and shown in
 * UTC, so no clock can move it to a neighbouring day. Anything else is returned unchanged.
 */
export function formatCalendarDay(date: string, { weekday = false }: { weekday?: boolean } = {}): string {
  if (!isValidDateString(date)) return date;
  const p = partsOf(new Date(`${date}T12:00:00Z`), UTC_PARTS);
  return `${weekday ? `${p.weekday}, ` : ''}${p.month} ${p.day}, ${p.year}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A time left as 'HH:MM:SS'. Hours are not wrapped: a 25-hour day (daylight saving ends) shows 24:xx:xx. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds % 60)}`;
}

/** 'Mar': the month of a calendar day written 'YYYY-MM-DD', as written (the profile calendar's month labels). */
export function formatCalendarMonth(date: string): string {
  if (!isValidDateString(date)) return date;
  return (partsOf(new Date(`${date}T12:00:00Z`), UTC_PARTS).month ?? '').slice(0, 3);
}
