import { withAuthIndicator } from '@/lib/auth/auth-routes';
import { anyone } from '@/lib/auth/guards';
import { logoutAnswer } from '@/lib/auth/logout';
import { revokeSessions } from '@/lib/auth/pending-revocations';
import { readRevocationToken } from '@/lib/auth/revocation-token';
import { endSession } from '@/lib/auth/session';
import { route } from '@/lib/http/route';
import { logoutBody } from '@/lib/validation/logout';

/**
 * POST /auth/logout: ends the session (signed out already is fine) and clears the cookies, or answers 503
 * with a revocation token when the database did not confirm it. POST {revocationToken} sends such a token
 * again: it ends only what the token names, whatever session this browser holds now.
 */
export const POST = route({ guard: anyone, body: logoutBody, rateLimit: 'logout' }, async ({ request, body }) => {
  if (body.revocationToken) return logoutAnswer(await revokeSessions(readRevocationToken(body.revocationToken)));
  return withAuthIndicator(logoutAnswer(await endSession()), request, false);
});
