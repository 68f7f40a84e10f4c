import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { updateUserByAdmin } from '@/lib/services/admin/users';
import { adminUserParams, adminUserUpdateBody } from '@/lib/validation/admin-users';

/** PUT /api/admin/users/{id} {username?, role?}: the role rules on the server; audited; returns {user}. */
export const PUT = route({ guard: requireAdmin, params: adminUserParams, body: adminUserUpdateBody, rateLimit: 'admin-change' }, async ({ viewer, params, body }) =>
  updateUserByAdmin(await getDb(), viewer, params.id, body),
);
