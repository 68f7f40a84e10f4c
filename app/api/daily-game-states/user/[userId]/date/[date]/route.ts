import { getDb } from '@/db/client';
import { requireSelfOrAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { listDailyGameStates } from '@/lib/services/daily/state';
import { userDateParams } from '@/lib/validation/progress';

/** GET: the player's rounds of that day, keyed by game id (only games with a state). */
export const GET = route({ guard: requireSelfOrAdmin(), params: userDateParams }, async ({ params }) => {
  return listDailyGameStates(await getDb(), params.userId, params.date);
});
