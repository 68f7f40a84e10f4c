import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { requireUser } from '@/lib/auth/guards';
import { refreshSession } from '@/lib/auth/session';
import { route } from '@/lib/http/route';
import { setUsername } from '@/lib/services/account/account';
import { usernameBody } from '@/lib/validation/username';

/** POST /auth/set-username {username}: a signed-in user's first username; {error} on failure. */
export const POST = route({ guard: requireUser, body: usernameBody, rateLimit: 'username-set' }, async ({ viewer, body }) => {
  const user = await setUsername(await getDb(), viewer.id, body.username);
  await refreshSession(); // the proxy's username hint lives in the session cookie
  return NextResponse.json({ success: true, user });
});
