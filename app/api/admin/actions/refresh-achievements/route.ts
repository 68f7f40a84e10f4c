import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { refreshAllAchievements } from '@/lib/services/admin-users';

/** POST /api/admin/actions/refresh-achievements: every player's achievements from their history; how many were granted. */
export const POST = route({ guard: requireAdmin, rateLimit: 'admin-action' }, async ({ viewer }) => refreshAllAchievements(await getDb(), viewer));
