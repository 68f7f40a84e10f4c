/** The long-form heading date, e.g. 'Saturday, November 21, 2026'. */
import { formatCalendarDay } from '@/lib/time-display';

/** Formats a 'YYYY-MM-DD' calendar date; anything else is returned unchanged. */
export function formatLongDate(date: string): string {
  return formatCalendarDay(date, { weekday: true });
}
