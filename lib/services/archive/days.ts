import 'server-only';
import type { Db } from '@/db/client';
import { listArchiveRoundsBetween, listDailyRoundsBetween } from '@/db/queries/archive-rounds';
import type { Viewer } from '@/lib/auth/guards';
import { ARCHIVE_PAGE_SIZE, archiveDayCount, archivePageCount, archivePageDates } from '@/lib/games/archive';
import { archiveResult, type ArchiveResult, type PlayedRound } from '@/lib/games/archive-result';
import { puzzleNumber } from '@/lib/games/daily';
import type { GameConfig } from '@/lib/games/game-config';
import { notFound } from '@/lib/http/errors';
import { archivePageNotFound } from '@/lib/messages/game';
import { chicagoDate } from '@/lib/time';

export interface ArchiveDay {
  date: string;
  puzzleNumber: number;
  /** A signed-in player's result; null for a guest, whose results are in the browser (lib/client/archive-storage.ts). */
  result: ArchiveResult | null;
}

const byDate = (rows: ({ date: string } & PlayedRound)[]) => new Map(rows.map((row) => [row.date, row]));

/**
 * One page of /archive/{game}: the released days, newest first, with a signed-in player's result for each
 * (their archive rounds, and their daily rounds of those days). Two reads through the (user, game, date)
 * indexes, one page's range each: the time does not grow with the number of players. 404 past the last page.
 */
export async function listArchiveDays(db: Db, viewer: Viewer, game: GameConfig, page: number, today = chicagoDate()) {
  const pageCount = archivePageCount(today);
  if (page > pageCount) throw notFound(archivePageNotFound(page, pageCount));
  const dates = archivePageDates(today, page);
  let results: ((date: string) => ArchiveResult) | null = null;
  if (viewer.user && dates.length > 0) {
    const [from, to] = [dates[dates.length - 1], dates[0]];
    const [archived, dailies] = await Promise.all([
      listArchiveRoundsBetween(db, viewer.user.id, game.id, from, to),
      listDailyRoundsBetween(db, viewer.user.id, game.id, from, to),
    ]);
    const [archivedByDate, dailiesByDate] = [byDate(archived), byDate(dailies)];
    results = (date) => archiveResult(archivedByDate.get(date), dailiesByDate.get(date));
  }
  const days: ArchiveDay[] = dates.map((date) => ({ date, puzzleNumber: puzzleNumber(date), result: results ? results(date) : null }));
  return { game: game.id, page, pageCount, pageSize: ARCHIVE_PAGE_SIZE, total: archiveDayCount(today), days };
}
