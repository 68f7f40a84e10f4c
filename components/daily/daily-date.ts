/** The long-form heading date, e.g. 'Saturday, November 21, 2026'. */
import { isValidDateString } from '@/lib/time';

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // The calendar date is formatted as written: read at UTC midnight and shown in UTC, so neither
  // the server's nor the browser's time zone can move it to a neighbouring day.
  timeZone: 'UTC',
});

/** Formats a 'YYYY-MM-DD' calendar date; anything else is returned unchanged. */
export function formatLongDate(date: string): string {
  if (!isValidDateString(date)) return date;
  const [year, month, day] = date.split('-').map(Number);
  return LONG_DATE.format(new Date(Date.UTC(year, month - 1, day)));
}
