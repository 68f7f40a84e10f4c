import { getDb } from '@/db/client';
import { OWN_PROFILE_ONLY, requireSelf } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { updateBadge } from '@/lib/services/profile/profile';
import { userParams } from '@/lib/validation/progress';
import { badgeBody } from '@/lib/validation/profile';

/** PUT /auth/users/{userId}/badge {badge_achievement_id} → {success, badge}: one of your unlocked achievements (an owner-only one for owners only), or null. */
export const PUT = route(
  { guard: requireSelf(OWN_PROFILE_ONLY), params: userParams, body: badgeBody, rateLimit: 'profile-edit' },
  async ({ viewer, body }) => updateBadge(await getDb(), viewer, body.badge_achievement_id),
);
