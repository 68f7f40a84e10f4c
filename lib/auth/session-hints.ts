import { authSecret } from './secret';
import { decodeSessionCookie, hasSecureSessionCookie, type NamedCookie } from './session-cookie';

export interface SessionHints {
  signedIn: boolean;
  username: string | null;
}

/**
 * What proxy.ts may know about a page request's session, without the database: a valid JWT and its
 * username hint. It only decodes the cookie and never re-issues it: a cookie written by the proxy on a
 * request sent before a logout would bring the ended session's cookie back into the browser.
 */
export async function readSessionHints(request: { cookies: { getAll: () => NamedCookie[] } }): Promise<SessionHints> {
  const secret = authSecret();
  if (!secret) return { signedIn: false, username: null };
  const all = request.cookies.getAll();
  const token = await decodeSessionCookie(all, hasSecureSessionCookie(all), secret);
  if (!token?.sub) return { signedIn: false, username: null };
  return { signedIn: true, username: typeof token.username === 'string' ? token.username : null };
}
