import { getDb } from '@/db/client';
import { requireSelfOrAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getOwnProfile } from '@/lib/services/profile/profile';
import { userParams } from '@/lib/validation/progress';

/** GET /auth/users/profile/{userId}: the whole profile (e-mail and role included); yourself, or an admin. */
export const GET = route({ guard: requireSelfOrAdmin('You can only see your own profile.'), params: userParams }, async ({ params }) =>
  getOwnProfile(await getDb(), params.userId),
);
