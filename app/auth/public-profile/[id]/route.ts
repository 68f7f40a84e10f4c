import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getPublicProfile } from '@/lib/services/profile/profile';
import { publicProfileParams } from '@/lib/validation/profile';

/** GET /auth/public-profile/{id}: a player's public profile by user id or username; 404 'User not found'. */
export const GET = route({ guard: anyone, params: publicProfileParams }, async ({ params }) => getPublicProfile(await getDb(), params.id));
