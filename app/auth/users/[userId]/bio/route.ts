import { getDb } from '@/db/client';
import { OWN_PROFILE_ONLY, requireSelf } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { updateBio } from '@/lib/services/profile/profile';
import { userParams } from '@/lib/validation/progress';
import { bioBody } from '@/lib/validation/profile';

/** PUT /auth/users/{userId}/bio {bio} → {success, bio}: the player's own bio only. */
export const PUT = route(
  { guard: requireSelf(OWN_PROFILE_ONLY), params: userParams, body: bioBody, rateLimit: 'profile-edit' },
  async ({ viewer, body }) => updateBio(await getDb(), viewer.id, body.bio),
);
