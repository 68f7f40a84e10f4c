import { getDb } from '@/db/client';
import { requireSelfOrAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getGameStatsSummary } from '@/lib/services/stats/game-stats';
import { userParams } from '@/lib/validation/progress';

/** GET: total games, total daily games and the best streak over all games. */
export const GET = route({ guard: requireSelfOrAdmin(), params: userParams }, async ({ params }) => {
  return getGameStatsSummary(await getDb(), params.userId);
});
