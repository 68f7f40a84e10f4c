import { getDb } from '@/db/client';
import { requireSelfOrAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getOwnAchievements } from '@/lib/services/achievements/achievements';
import { userParams } from '@/lib/validation/progress';

/** GET /api/achievements/user/{userId}: the player's own list (or an admin's look at it), with NEW and progress. */
export const GET = route({ guard: requireSelfOrAdmin(), params: userParams }, async ({ params }) => getOwnAchievements(await getDb(), params.userId));
