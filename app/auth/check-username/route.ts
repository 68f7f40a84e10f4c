import { getDb } from '@/db/client';
import { requireUser } from '@/lib/auth/guards';
import { createRateLimit, rateLimitKey } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';
import { checkUsername } from '@/lib/services/account';
import { usernameBody } from '@/lib/validation/username';

const limit = createRateLimit({
  name: 'check-username',
  points: 60,
  durationSeconds: 60,
  message: () => 'Too many availability checks. Please slow down.',
});

/** POST /auth/check-username {username}: {username, available}; the caller's own name counts as available. */
export const POST = route({ guard: requireUser, body: usernameBody }, async ({ request, viewer, body }) => {
  await limit.consume(rateLimitKey(request, { user: viewer }));
  return checkUsername(await getDb(), body.username, viewer.id);
});
