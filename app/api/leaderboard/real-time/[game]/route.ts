import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { requireGame } from '@/lib/services/games/lookup';
import { LEADERBOARD_DEFAULT_LIMIT } from '@/lib/services/leaderboard/ranking';
import { readLeaderboardSnapshot } from '@/lib/services/leaderboard/snapshot';
import { gameParams } from '@/lib/validation/game';
import { leaderboardQuery } from '@/lib/validation/progress';

/** GET ?limit=N (1-100, default 10): one game's ranking; an unknown game is a 404. Public. */
export const GET = route({ guard: anyone, params: gameParams, query: leaderboardQuery, rateLimit: 'leaderboard' }, async ({ params, query }) => {
  const game = requireGame(params.game);
  return readLeaderboardSnapshot(await getDb(), { game: game.id, limit: query.limit ?? LEADERBOARD_DEFAULT_LIMIT });
});
