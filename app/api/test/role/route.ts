import { z } from 'zod';
import { getDb } from '@/db/client';
import { ROLES } from '@/db/schema/auth';
import { requireTestHooks, testHooksEnabled } from '@/lib/auth/guards';
import { unauthorized } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { setRole } from '@/lib/services/admin/roles';

const body = z.object({ role: z.enum(ROLES) }).strict();

/** E2E set-up only (404 unless E2E_TEST_HOOKS=true): sets the signed-in caller's own role, as the operator (the role rules hold). */
export const POST = route({ onlyIf: testHooksEnabled, guard: requireTestHooks, body }, async ({ viewer, body }) => {
  if (!viewer.user) throw unauthorized();
  const { newAchievements } = await setRole(await getDb(), { operator: 'e2e', force: false }, viewer.user.id, body.role);
  return { role: body.role, newAchievements };
});
