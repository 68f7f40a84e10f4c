import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getUserStatsForAdmin, updateUserStatsByAdmin } from '@/lib/services/admin/users';
import { adminStatsUpdateBody, adminUserParams } from '@/lib/validation/admin-users';

/** GET /api/admin/users/{id}/stats: the five games' statistics, the current streak as of today. */
export const GET = route({ guard: requireAdmin, params: adminUserParams }, async ({ params }) => getUserStatsForAdmin(await getDb(), params.id));

/** PUT /api/admin/users/{id}/stats {gameStats}: total games, daily games and best streak per game; audited. */
export const PUT = route({ guard: requireAdmin, params: adminUserParams, body: adminStatsUpdateBody, rateLimit: 'admin-change' }, async ({ viewer, params, body }) =>
  updateUserStatsByAdmin(await getDb(), viewer, params.id, body),
);
