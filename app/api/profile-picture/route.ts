import { getDb } from '@/db/client';
import { requireUser } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { deleteProfilePicture } from '@/lib/services/profile/picture';

/** DELETE /api/profile-picture: removes the signed-in player's picture → {ok, data: {removed}}. */
export const DELETE = route({ guard: requireUser, rateLimit: 'profile-picture' }, async ({ viewer }) => {
  return deleteProfilePicture(await getDb(), viewer.id);
});
