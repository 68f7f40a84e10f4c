import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { grantAchievementByAdmin } from '@/lib/services/admin/users';
import { achievementIdBody, adminUserParams } from '@/lib/validation/admin-users';

/** POST /api/admin/users/{userId}/achievements/grant {achievementId}: idempotent; audited. */
export const POST = route({ guard: requireAdmin, params: adminUserParams, body: achievementIdBody, rateLimit: 'admin-change' }, async ({ viewer, params, body }) =>
  grantAchievementByAdmin(await getDb(), viewer, params.id, body.achievementId),
);
