import 'server-only';
import { cookies, headers } from 'next/headers';
import { secureCookiesFor } from './auth.config';
import { authSecret } from './secret';
import { decodeSessionCookie } from './session-cookie';

/**
 * The session JWT's user and session record, read from the cookie as Auth.js reads it
 * (lib/auth/session-cookie.ts) but without Auth.js's session call, which runs the callbacks and
 * encrypts a new token on every request (docs/PERFORMANCE.md, the signed-in guess).
 */
export interface SessionClaims {
  userId: string;
  sid: string;
}

export async function readSessionClaims(): Promise<SessionClaims | null> {
  const secret = authSecret();
  if (!secret) return null;
  const secure = secureCookiesFor() ?? (await headers()).get('x-forwarded-proto') === 'https';
  const claims = await decodeSessionCookie((await cookies()).getAll(), secure, secret);
  if (!claims?.sub || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null;
  return { userId: claims.sub, sid: claims.sid };
}
