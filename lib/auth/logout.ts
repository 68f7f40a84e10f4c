import 'server-only';
import { NextResponse } from 'next/server';
import { isDatabaseUnavailable, unauthorized } from '@/lib/http/errors';
import { count } from '@/lib/observability/metrics';
import { LOGOUT_NOT_CONFIRMED_CODE, LOGOUT_NOT_CONFIRMED_MESSAGE } from '@/lib/auth/logout-messages';
import { requireUser } from './guards';
import type { PendingLogout } from './pending-revocations';
import { sessionClaims } from './session';

/** What POST /auth/logout and /auth/logout-all share. */

/** How long the browser should wait before sending the revocation token again. */
const RETRY_AFTER_SECONDS = 30;

/**
 * {ok: true} once the session's end is confirmed; else 503 with the message and the revocation token the
 * browser keeps and sends again. Never ok for a record that may still be there.
 */
export function logoutAnswer(pending: PendingLogout | undefined): NextResponse {
  if (!pending) return NextResponse.json({ ok: true });
  count((m) => m.unavailable.inc({ cause: 'database_unavailable' }));
  return NextResponse.json(
    { error: LOGOUT_NOT_CONFIRMED_MESSAGE, code: LOGOUT_NOT_CONFIRMED_CODE, revocationToken: pending.revocationToken },
    { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
  );
}

/**
 * Guard of "sign out of all devices": the signed-in user; while the database is away, the user a valid
 * session cookie names (whether that session is live cannot be checked then, and all the call can do is
 * end that user's sessions). A session whose own logout is pending is refused.
 */
export async function signedInOrHoldingSession(): Promise<{ id: string }> {
  try {
    return await requireUser();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const claims = await sessionClaims();
    if (!claims) throw unauthorized();
    return { id: claims.userId };
  }
}
