import 'server-only';
import type { Db } from '@/db/client';
import { readDayWinCounts } from '@/db/queries/daily-win-counts';
import { hasDailyWin } from '@/db/queries/daily-wins';
import type { Viewer } from '@/lib/auth/viewer';
import { averageGuesses, distributionFromRows, type Distribution } from '@/lib/games/distribution';
import type { GameConfig } from '@/lib/games/game-config';
import { forbidden } from '@/lib/http/errors';
import { STATS_BEFORE_WIN_MESSAGE } from '@/lib/messages/game';
import { chicagoDate } from '@/lib/time';
import { validReceiptNames } from '../play/guess-receipt';
import { getDailyPuzzle } from './puzzle';

/** GET /api/daily/{game}/stats: everyone's recorded wins of today's puzzle (signed-in players). */
export interface EveryoneStats {
  date: string;
  solvedCount: number;
  /** Rounded to one decimal, from the exact guesses of every win (a "10+" win counts its real guesses). */
  averageGuesses: number | null;
  distribution: Distribution;
}

/**
 * Today's numbers, only after the viewer's own win (no spoiler: the distribution says how hard the puzzle
 * is). A signed-in viewer must have today's win recorded; a guest proves it with the receipt the server
 * signed for the winning guess (lib/services/play/guess-receipt.ts): a receipt of today's round that names
 * today's answer. Anything else is 403 stats_locked. Read from the kept counts (db/queries/daily-win-counts.ts),
 * never from daily_wins.
 */
export async function getEveryoneStats(db: Db, viewer: Viewer, game: GameConfig, proof: { receipt?: string }, now = new Date()): Promise<EveryoneStats> {
  const date = chicagoDate(now);
  if (!(await viewerHasWon(db, viewer, game, date, proof.receipt))) throw forbidden(STATS_BEFORE_WIN_MESSAGE, 'stats_locked');
  const rows = await readDayWinCounts(db, game.id, date);
  const wins = rows.reduce((sum, row) => sum + row.wins, 0);
  const guesses = rows.reduce((sum, row) => sum + row.totalGuesses, 0);
  return { date, solvedCount: wins, averageGuesses: averageGuesses(wins, guesses), distribution: distributionFromRows(rows) };
}

async function viewerHasWon(db: Db, viewer: Viewer, game: GameConfig, date: string, receipt: string | undefined): Promise<boolean> {
  if (viewer.user) return hasDailyWin(db, viewer.user.id, game.id, date);
  if (!receipt) return false;
  const names = validReceiptNames({ game: game.id, day: date }, [receipt]);
  if (names.size === 0) return false;
  const puzzle = await getDailyPuzzle(db, game, date);
  return names.has(puzzle.item.name);
}
