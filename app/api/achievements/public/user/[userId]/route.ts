import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getPublicAchievements } from '@/lib/services/achievements/achievements';
import { userParams } from '@/lib/validation/progress';

/** GET /api/achievements/public/user/{id or username}: the player, their unlocked achievements and allAchievements. */
export const GET = route({ guard: anyone, params: userParams }, async ({ params }) => {
  const { user, allAchievements } = await getPublicAchievements(await getDb(), params.userId);
  return { user, achievements: allAchievements.filter((achievement) => achievement.unlocked), allAchievements };
});
