import { getDb } from '@/db/client';
import { requireUser } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { recordActivityAndGrant } from '@/lib/services/achievements/achievements';
import { userActivityBody } from '@/lib/validation/achievements';

/** POST /api/user-activities {activity_type, game_id, activity_data}: records what the player did and what it unlocked. */
export const POST = route({ guard: requireUser, body: userActivityBody, rateLimit: 'player-activity' }, async ({ viewer, body }) => {
  const newAchievements = await recordActivityAndGrant(await getDb(), viewer.id, {
    type: body.activity_type,
    gameId: body.game_id ?? null,
    data: body.activity_data ?? null,
  });
  return { ok: true, newAchievements };
});
