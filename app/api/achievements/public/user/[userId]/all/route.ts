import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getPublicAchievements } from '@/lib/services/achievements/achievements';
import { userParams } from '@/lib/validation/progress';

/** GET /api/achievements/public/user/{id or username}/all: every achievement, unlocked or not, as the public page shows them. */
export const GET = route({ guard: anyone, params: userParams }, async ({ params }) => getPublicAchievements(await getDb(), params.userId));
