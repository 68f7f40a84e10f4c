import { z } from 'zod';
import { getDb } from '@/db/client';
import { ROLES } from '@/db/schema/auth';
import { requireTestHooks } from '@/lib/auth/guards';
import { unauthorized } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { changeRole } from '@/lib/services/roles';

const body = z.object({ role: z.enum(ROLES) }).strict();

/** E2E set-up only (404 unless E2E_TEST_HOOKS=true): sets the signed-in caller's own role. */
export const POST = route({ guard: requireTestHooks, body }, async ({ viewer, body }) => {
  if (!viewer.user) throw unauthorized();
  const { newAchievements } = await changeRole(await getDb(), { userId: viewer.user.id, role: body.role, actorId: viewer.user.id, via: 'e2e' });
  return { role: body.role, newAchievements };
});
