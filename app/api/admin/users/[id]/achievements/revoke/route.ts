import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { revokeAchievementByAdmin } from '@/lib/services/admin/users';
import { achievementIdBody, adminUserParams } from '@/lib/validation/admin-users';

/** DELETE /api/admin/users/{userId}/achievements/revoke {achievementId}: idempotent; audited. */
export const DELETE = route({ guard: requireAdmin, params: adminUserParams, body: achievementIdBody, rateLimit: 'admin-change' }, async ({ viewer, params, body }) =>
  revokeAchievementByAdmin(await getDb(), viewer, params.id, body.achievementId),
);
