import { getDb } from '@/db/client';
import { requireUser } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { checkUsername } from '@/lib/services/account/account';
import { usernameBody } from '@/lib/validation/username';

/** POST /auth/check-username {username}: {username, available}; the caller's own name counts as available. */
export const POST = route({ guard: requireUser, body: usernameBody, rateLimit: 'username-check' }, async ({ viewer, body }) => {
  return checkUsername(await getDb(), body.username, viewer.id);
});
