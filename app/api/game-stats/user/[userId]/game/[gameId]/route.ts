import { getDb } from '@/db/client';
import { requireSelf, requireSelfOrAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import type { GameStatsReportResponse, GameStatsResponse } from '@/lib/progress/types';
import { getGameStats } from '@/lib/services/stats/game-stats';
import { requireGame } from '@/lib/services/games/lookup';
import { gameStatsReportBody, userGameParams } from '@/lib/validation/progress';

/** GET: the player's stats in one game (null before the first recorded win). */
export const GET = route({ guard: requireSelfOrAdmin(), params: userGameParams }, async ({ params }): Promise<GameStatsResponse> => {
  const game = requireGame(params.gameId);
  return { stats: await getGameStats(await getDb(), params.userId, game) };
});

/**
 * POST {is_daily, attempts_count?}: kept for the spec's client, which calls it after a win. Wins are
 * recorded by the guess calls the server judged, so this only reports what was recorded: calling it
 * any number of times changes nothing.
 */
export const POST = route(
  { guard: requireSelf(), params: userGameParams, body: gameStatsReportBody, rateLimit: 'game-stats-report' },
  async ({ params }): Promise<GameStatsReportResponse> => {
    const game = requireGame(params.gameId);
    return { stats: await getGameStats(await getDb(), params.userId, game), newAchievements: [] };
  },
);
