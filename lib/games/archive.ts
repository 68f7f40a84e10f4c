/**
 * Which days the archive offers (issue 29 item 6): every released day from puzzle #1 to yesterday, newest
 * first, a page at a time. Today is not in it (it is the daily), nor any later day. Pure calendar rules on
 * 'YYYY-MM-DD' strings, so the pages, the calls and the tests share them.
 */
import { addDays, daysBetween, isValidDateString } from '../calendar-day';
import { PUZZLE_EPOCH } from './daily';

export const ARCHIVE_PAGE_SIZE = 30;

/** What the archive makes of a date: 'released' days are played; today redirects to the daily; the rest do not exist. */
export type ArchiveDayStatus = 'released' | 'today' | 'future' | 'before-first' | 'malformed';

export function archiveDayStatus(date: string, today: string): ArchiveDayStatus {
  if (!isValidDateString(date)) return 'malformed';
  if (date < PUZZLE_EPOCH) return 'before-first';
  if (date === today) return 'today';
  return date > today ? 'future' : 'released';
}

/** How many days the archive lists on `today`: puzzle #1 up to yesterday (0 on the day of #1). */
export function archiveDayCount(today: string): number {
  return Math.max(0, daysBetween(PUZZLE_EPOCH, today));
}

export function archivePageCount(today: string, pageSize = ARCHIVE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(archiveDayCount(today) / pageSize));
}

/** The dates on page `page` (1-based), newest first; empty past the last page. */
export function archivePageDates(today: string, page: number, pageSize = ARCHIVE_PAGE_SIZE): string[] {
  const total = archiveDayCount(today);
  const first = (page - 1) * pageSize;
  const dates: string[] = [];
  for (let index = first; index < Math.min(total, first + pageSize); index++) dates.push(addDays(today, -1 - index));
  return dates;
}
