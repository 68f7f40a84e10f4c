import { getToken } from 'next-auth/jwt';
import { authSecret } from './secret';

export interface SessionHints {
  signedIn: boolean;
  username: string | null;
}

const SECURE_SESSION_COOKIE = '__Secure-authjs.session-token';
const SESSION_COOKIE = 'authjs.session-token';

/**
 * What proxy.ts may know about a page request's session, without the database: a valid JWT and its
 * username hint. It only decodes the cookie and never re-issues it: a cookie written by the proxy on a
 * request sent before a logout would bring the ended session's cookie back into the browser.
 */
export async function readSessionHints(request: Request & { cookies: { has: (name: string) => boolean } }): Promise<SessionHints> {
  const cookieName = request.cookies.has(SECURE_SESSION_COOKIE) || request.cookies.has(`${SECURE_SESSION_COOKIE}.0`) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const secret = authSecret();
  if (!secret) return { signedIn: false, username: null };
  const token = await getToken({ req: request, secret, cookieName, secureCookie: cookieName === SECURE_SESSION_COOKIE });
  if (!token?.sub) return { signedIn: false, username: null };
  return { signedIn: true, username: typeof token.username === 'string' ? token.username : null };
}
