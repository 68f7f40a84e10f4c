import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getUserAchievementsForAdmin } from '@/lib/services/admin/users';
import { adminUserParams } from '@/lib/validation/admin-users';

/** GET /api/admin/users/{userId}/achievements: every achievement and the player's unlocks. */
export const GET = route({ guard: requireAdmin, params: adminUserParams }, async ({ params }) => getUserAchievementsForAdmin(await getDb(), params.id));
