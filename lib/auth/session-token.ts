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
export interface SessionClaims {
  userId: string;
  sid: string;
}

export async function readSessionClaims(): Promise<SessionClaims | null> {
  const secret = authSecret();
  if (!secret) return null;
  const secure = secureCookiesFor() ?? (await headers()).get('x-forwarded-proto') === 'https';
  const name = `${secure ? '__Secure-' : ''}${SESSION_COOKIE}`;
  const token = joinedCookie(name, (await cookies()).getAll());
  if (!token) return null;
  return decodedClaims(token, secret, name);
}

/** Claims of tokens already decrypted, by token: a signed-in player's every call sends the same cookie. */
const decoded = new Map<string, SessionClaims & { expiresAt: number }>();
const MAX_DECODED = 10_000;
let decodedWithSecret: string | undefined;

/**
 * Decrypting a session JWT (key derivation, AES and HMAC) costs more than the rest of a call: a token
 * that decrypted once is answered from memory until its own expiry. Only tokens that decrypted are kept
 * (a forged one is never remembered), the oldest leave first, and a new secret forgets them all.
 */
async function decodedClaims(token: string, secret: string, salt: string): Promise<SessionClaims | null> {
  if (decodedWithSecret !== secret) {
    decoded.clear();
    decodedWithSecret = secret;
  }
  const cacheKey = `${salt}|${token}`;
  const known = decoded.get(cacheKey);
  if (known) {
    if (known.expiresAt > Date.now()) return { userId: known.userId, sid: known.sid };
    decoded.delete(cacheKey);
    return null;
  }
  try {
    const claims = await decode({ token, secret, salt });
    if (!claims?.sub || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null;
    if (decoded.size >= MAX_DECODED) decoded.delete(decoded.keys().next().value!);
    decoded.set(cacheKey, { userId: claims.sub, sid: claims.sid, expiresAt: claims.exp * 1000 });
    return { userId: claims.sub, sid: claims.sid };
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
