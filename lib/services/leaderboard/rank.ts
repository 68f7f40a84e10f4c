import 'server-only';
import type { Db } from '@/db/client';
import { readRank } from '@/db/queries/leaderboard-rank';
import type { GameId } from '@/lib/games/types';
import { addDays, chicagoDate } from '@/lib/time';

export interface LeaderboardRank {
  /** 1 for the top player; null when the player is not ranked (no username, or no daily win on this board). */
  rank: number | null;
  /** How many players the board ranks. */
  total: number;
}

/**
 * The player's place in getLeaderboard's order (./ranking.ts), read fresh from the kept standings rather than from
 * the table's snapshot (./snapshot.ts): it may be a few seconds newer than the table. The page shows it only when
 * the player's row is not among the table's rows (components/leaderboard/YourRank.tsx), so the two never disagree
 * on screen about a row that is shown.
 */
export async function getLeaderboardRank(db: Db, options: { userId: string; game?: GameId; now?: Date }): Promise<LeaderboardRank> {
  const today = chicagoDate(options.now ?? new Date());
  return readRank(db, { board: options.game ?? '*', userId: options.userId, today, yesterday: addDays(today, -1) });
}
