import { getDb } from '@/db/client';
import { requireSelfOrAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { listGameStats } from '@/lib/services/stats/game-stats';
import { userParams } from '@/lib/validation/progress';

/** GET: the player's stats in every game they have played. */
export const GET = route({ guard: requireSelfOrAdmin(), params: userParams }, async ({ params }) => {
  return listGameStats(await getDb(), params.userId);
});
