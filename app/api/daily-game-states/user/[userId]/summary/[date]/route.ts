import { getDb } from '@/db/client';
import { requireSelfOrAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getDailySummary } from '@/lib/services/daily/summary';
import { userDateParams } from '@/lib/validation/progress';

/** GET: every game's current streak (as of that day), best streak and whether it was won that day. */
export const GET = route({ guard: requireSelfOrAdmin(), params: userDateParams }, async ({ params }) => {
  return getDailySummary(await getDb(), params.userId, params.date);
});
