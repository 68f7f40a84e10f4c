import { NextResponse } from 'next/server';
import { clearIndicatorOn401, withAuthIndicator } from '@/lib/auth/auth-routes';
import { requireUser } from '@/lib/auth/guards';
import { refreshSession } from '@/lib/auth/session';
import { unauthorized } from '@/lib/http/errors';
import { route } from '@/lib/http/route';

/** POST /auth/refresh: re-issues the session cookie with a fresh expiry, and the sign-in hint with it; 401 when signed out. */
export const POST = clearIndicatorOn401(
  route({ guard: requireUser, rateLimit: 'session-refresh' }, async ({ request }) => {
    if (!(await refreshSession())) throw unauthorized();
    return withAuthIndicator(NextResponse.json({ ok: true }), request, true);
  }),
);
