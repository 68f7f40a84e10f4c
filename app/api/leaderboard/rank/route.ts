import { getDb } from '@/db/client';
import { requireUser } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getLeaderboardRank } from '@/lib/services/leaderboard/rank';
import { leaderboardRankQuery } from '@/lib/validation/leaderboard-rank';

/** GET ?game=<id> (none: All Games): the signed-in player's { rank, total } on that board; rank null when not ranked. */
export const GET = route({ guard: requireUser, query: leaderboardRankQuery, rateLimit: 'leaderboard-rank' }, async ({ query, viewer }) => {
  return getLeaderboardRank(await getDb(), { userId: viewer.id, game: query.game });
});
