import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clearIndicatorOn401, withAuthIndicator } from '@/lib/auth/auth-routes';
import { requireUser } from '@/lib/auth/guards';
import { refreshSession } from '@/lib/auth/session';
import { route } from '@/lib/http/route';
import { readAccountUser } from '@/lib/services/account/account';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * GET /auth/me: the signed-in user, or 401 when signed out (the browser treats that quietly). The
 * browser asks at every page load: a session renewed more than a day ago is renewed here (cookie and
 * record), since nothing else re-issues the cookie during visits shorter than the 14-minute refresh.
 */
export const GET = clearIndicatorOn401(
  route({ guard: requireUser }, async ({ request, viewer }) => {
    await refreshSession({ renewAfterSeconds: ONE_DAY_SECONDS });
    const user = await readAccountUser(await getDb(), viewer.id);
    return withAuthIndicator(NextResponse.json({ user }), request, true);
  }),
);
