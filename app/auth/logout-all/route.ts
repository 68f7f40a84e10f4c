import { z } from 'zod';
import { withAuthIndicator } from '@/lib/auth/auth-routes';
import { logoutAnswer, signedInOrHoldingSession } from '@/lib/auth/logout';
import { endAllSessions } from '@/lib/auth/session';
import { route } from '@/lib/http/route';

/**
 * POST /auth/logout-all {}: ends every session of the signed-in user (all devices) and clears this browser's,
 * or answers 503 with a revocation token when the database did not confirm it (the cookie is cleared anyway).
 */
export const POST = route({ guard: signedInOrHoldingSession, body: z.object({}).strict(), rateLimit: 'logout-all' }, async ({ request, viewer }) => {
  return withAuthIndicator(logoutAnswer(await endAllSessions(viewer.id)), request, false);
});
