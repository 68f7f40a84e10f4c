import 'server-only';
import { cookies, headers } from 'next/headers';
import { decode } from 'next-auth/jwt';
import { secureCookiesFor } from './auth.config';
import { authSecret } from './secret';

const SESSION_COOKIE = 'authjs.session-token';

/**
 * The session JWT's user and session record, read from the cookie as Auth.js reads it (the same
 * cookie name, `__Secure-` over HTTPS, chunks `.0`, `.1`… joined, the same key, expiry checked) but
 * without Auth.js's session call, which runs the callbacks and encrypts a new token on every request
 * (docs/PERFORMANCE.md, the signed-in guess).
 */
export async function readSessionClaims(): Promise<{ userId: string; sid: string } | null> {
  const secret = authSecret();
  if (!secret) return null;
  const secure = secureCookiesFor() ?? (await headers()).get('x-forwarded-proto') === 'https';
  const name = `${secure ? '__Secure-' : ''}${SESSION_COOKIE}`;
  const token = joinedCookie(name, (await cookies()).getAll());
  if (!token) return null;
  try {
    const claims = await decode({ token, secret, salt: name });
    return claims?.sub && typeof claims.sid === 'string' ? { userId: claims.sub, sid: claims.sid } : null;
  } catch {
    return null; // tampered, expired or signed with another secret: signed out
  }
}

/** The cookie `name`, or its chunks `name.0`, `name.1`… in order (Auth.js splits a large cookie). */
function joinedCookie(name: string, all: { name: string; value: string }[]): string | undefined {
  const whole = all.find((cookie) => cookie.name === name);
  if (whole) return whole.value;
  const chunks = all
    .filter((cookie) => cookie.name.startsWith(`${name}.`) && /^\d+$/.test(cookie.name.slice(name.length + 1)))
    .sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
  return chunks.length ? chunks.map((cookie) => cookie.value).join('') : undefined;
}
