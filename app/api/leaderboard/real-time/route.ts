import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { LEADERBOARD_DEFAULT_LIMIT } from '@/lib/services/leaderboard/ranking';
import { readLeaderboardSnapshot } from '@/lib/services/leaderboard/snapshot';
import { leaderboardQuery } from '@/lib/validation/progress';

/** GET ?limit=N (1-100, default 10): the All Games ranking. Public. */
export const GET = route({ guard: anyone, query: leaderboardQuery, rateLimit: 'leaderboard' }, async ({ query }) => {
  return readLeaderboardSnapshot(await getDb(), { limit: query.limit ?? LEADERBOARD_DEFAULT_LIMIT });
});
