import { NextResponse } from 'next/server';
import { withAuthIndicator } from '@/lib/auth/auth-routes';
import { anyone } from '@/lib/auth/guards';
import { endSession } from '@/lib/auth/session';
import { route } from '@/lib/http/route';

/** POST /auth/logout: ends the session (signed out already is fine) and clears the indicator. */
export const POST = route({ guard: anyone, rateLimit: 'logout' }, async ({ request }) => {
  await endSession();
  return withAuthIndicator(NextResponse.json({ ok: true }), request, false);
});
