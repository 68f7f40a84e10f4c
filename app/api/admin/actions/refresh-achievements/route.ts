import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { refreshAchievements } from '@/lib/services/admin/users';
import { refreshQuery } from '@/lib/validation/admin-users';

/**
 * POST /api/admin/actions/refresh-achievements[?after={id}]: players' achievements from their history, for
 * a few seconds a call; answers {players, granted, next} (next: null once every player was seen).
 */
export const POST = route({ guard: requireAdmin, query: refreshQuery, rateLimit: 'admin-action' }, async ({ viewer, query }) =>
  refreshAchievements(await getDb(), viewer, query.after ?? null),
);
