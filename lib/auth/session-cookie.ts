import { decode, type JWT } from 'next-auth/jwt';

/**
 * Auth.js's session cookie, the one module that names and decodes it: `authjs.session-token`,
 * `__Secure-` on https, split into `.0`, `.1`… when large. Read by the server (lib/auth/session-token.ts),
 * by proxy.ts (lib/auth/session-hints.ts) and by the sign-in calls (lib/auth/auth-routes.ts).
 */
const SESSION_COOKIE = 'authjs.session-token';
const SECURE_PREFIX = '__Secure-';
const SESSION_COOKIE_PATTERN = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

export interface NamedCookie {
  name: string;
  value: string;
}

/** The session cookie's name: `__Secure-` when the site is served over https. */
export function sessionCookieName(secure: boolean): string {
  return `${secure ? SECURE_PREFIX : ''}${SESSION_COOKIE}`;
}

export function isSessionCookie(name: string): boolean {
  return SESSION_COOKIE_PATTERN.test(name);
}

/** The session cookies a request carries (their names), from its Cookie header. */
export function sessionCookieNames(request: Request): string[] {
  const header = request.headers.get('cookie') ?? '';
  return header
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(isSessionCookie);
}

/** How session cookie `name` (or one of its chunks) is deleted: emptied, expired, with the attributes it was set with. */
export function deletedSessionCookie(name: string) {
  return { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax' as const, secure: name.startsWith(SECURE_PREFIX) };
}

/** Whether the cookies hold the `__Secure-` session cookie (whole, or its first chunk). */
export function hasSecureSessionCookie(all: readonly NamedCookie[]): boolean {
  const name = sessionCookieName(true);
  return all.some((cookie) => cookie.name === name || cookie.name === `${name}.0`);
}

/**
 * The session JWT's payload, decoded as Auth.js decodes it (the cookie's name is the key's salt; its expiry
 * checked), or null without a cookie or for one that does not decode (tampered, expired or signed with
 * another secret: signed out).
 */
export async function decodeSessionCookie(all: readonly NamedCookie[], secure: boolean, secret: string): Promise<JWT | null> {
  const name = sessionCookieName(secure);
  const token = joinedCookie(name, all);
  return token ? decodedToken(token, secret, name) : null;
}

/** Payloads of tokens already decrypted, by token: a signed-in player's every call sends the same cookie. */
const decoded = new Map<string, JWT & { exp: number }>();
const MAX_DECODED = 10_000;
let decodedWithSecret: string | undefined;

/**
 * Decrypting a session JWT (key derivation, AES and HMAC) costs more than the rest of a call: a token
 * that decrypted once is answered from memory until its own expiry (docs/PERFORMANCE.md, the signed-in
 * guess). Only tokens that decrypted are kept (a forged one is never remembered), the oldest leave first,
 * and a new secret forgets them all.
 */
async function decodedToken(token: string, secret: string, salt: string): Promise<JWT | null> {
  if (decodedWithSecret !== secret) {
    decoded.clear();
    decodedWithSecret = secret;
  }
  const cacheKey = `${salt}|${token}`;
  const known = decoded.get(cacheKey);
  if (known) {
    if (known.exp * 1000 > Date.now()) return known;
    decoded.delete(cacheKey);
    return null;
  }
  try {
    const payload = await decode({ token, secret, salt });
    if (payload && typeof payload.exp === 'number') {
      if (decoded.size >= MAX_DECODED) decoded.delete(decoded.keys().next().value!);
      decoded.set(cacheKey, payload as JWT & { exp: number });
    }
    return payload;
  } catch {
    return null;
  }
}

/** The cookie `name`, or its chunks `name.0`, `name.1`… in order (Auth.js splits a large cookie). */
function joinedCookie(name: string, all: readonly NamedCookie[]): string | undefined {
  const whole = all.find((cookie) => cookie.name === name);
  if (whole) return whole.value;
  const chunks = all
    .filter((cookie) => cookie.name.startsWith(`${name}.`) && /^\d+$/.test(cookie.name.slice(name.length + 1)))
    .sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
  return chunks.length ? chunks.map((cookie) => cookie.value).join('') : undefined;
}
