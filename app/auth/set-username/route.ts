import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { requireUser } from '@/lib/auth/guards';
import { refreshSession } from '@/lib/auth/session';
import { createRateLimit, rateLimitKey } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';
import { setUsername } from '@/lib/services/account';
import { usernameBody } from '@/lib/validation/username';

const limit = createRateLimit({
  name: 'set-username',
  points: 10,
  durationSeconds: 10 * 60,
  message: (minutes) => `Too many username attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

/** POST /auth/set-username {username}: a signed-in user's first username; {error} on failure. */
export const POST = route({ guard: requireUser, body: usernameBody }, async ({ request, viewer, body }) => {
  await limit.consume(rateLimitKey(request, { user: viewer }));
  const user = await setUsername(await getDb(), viewer.id, body.username);
  await refreshSession(); // the proxy's username hint lives in the session cookie
  return NextResponse.json({ success: true, user });
});
