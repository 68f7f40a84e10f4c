import 'server-only';
import type { Db } from '@/db/client';
import { readLeaderboard } from '@/db/queries/leaderboard';
import type { GameId } from '@/lib/games/types';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { addDays, chicagoDate } from '@/lib/time';

export const LEADERBOARD_DEFAULT_LIMIT = 10;
export const LEADERBOARD_MAX_LIMIT = 100;

/**
 * The real-time leaderboard (accounts-side §7.3): players with a username and at least one daily win,
 * ranked by current streak (0 once a day was missed), then best streak, then daily games, then
 * username. Without a game, each player counts with their highest current streak across games, their
 * highest best streak and the sums of their games.
 */
export async function getLeaderboard(db: Db, options: { game?: GameId; limit: number; now?: Date }): Promise<LeaderboardResponse> {
  const now = options.now ?? new Date();
  const limit = Math.min(Math.max(Math.trunc(options.limit), 1), LEADERBOARD_MAX_LIMIT);
  const rows = await readLeaderboard(db, { game: options.game, limit, yesterday: addDays(chicagoDate(now), -1) });
  return {
    users: rows.map((row) => ({
      id: row.id,
      username: row.username,
      current_streak: row.currentStreak,
      best_streak: row.bestStreak,
      total_daily_games_played: row.totalDailyGamesPlayed,
      total_games_played: row.totalGamesPlayed,
    })),
    calculatedAt: now.toISOString(),
  };
}
