import { NextResponse } from 'next/server';
import { z } from 'zod';
import { withAuthIndicator } from '@/lib/auth/auth-routes';
import { requireUser } from '@/lib/auth/guards';
import { endAllSessions } from '@/lib/auth/session';
import { route } from '@/lib/http/route';

/** POST /auth/logout-all {}: ends every session of the signed-in user (all devices) and clears this browser's. */
export const POST = route({ guard: requireUser, body: z.object({}).strict(), rateLimit: 'logout-all' }, async ({ request, viewer }) => {
  await endAllSessions(viewer.id);
  return withAuthIndicator(NextResponse.json({ ok: true }), request, false);
});
