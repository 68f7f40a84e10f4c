import 'server-only';
import { NextResponse } from 'next/server';
import { authIndicatorHeader, isSecureRequest, writeAuthIndicator } from './indicator';
import { deletedSessionCookie, isSessionCookie, sessionCookieNames } from './session-cookie';

/** The response with the sign-in indicator cookie set or cleared to match `signedIn`. */
export function withAuthIndicator(response: Response, request: Request, signedIn: boolean): NextResponse {
  const next = response instanceof NextResponse ? response : new NextResponse(response.body, response);
  writeAuthIndicator(next.cookies, signedIn, isSecureRequest(request));
  return next;
}

/**
 * Wraps a session call so that a 401 also clears a stale indicator cookie and a session cookie whose
 * session has ended (logout elsewhere, "sign out of all devices"): otherwise proxy.ts, which reads the
 * cookie without the database, would keep treating the browser as signed in (and bounce it off /login).
 */
export function clearIndicatorOn401(handler: (request: Request) => Promise<Response>) {
  return async function handle(request: Request): Promise<Response> {
    const response = await handler(request);
    if (response.status !== 401) return response;
    const next = withAuthIndicator(response, request, false);
    for (const name of sessionCookieNames(request)) {
      next.cookies.set(name, '', deletedSessionCookie(name));
    }
    return next;
  };
}

/**
 * What a response does to the session cookie: 'set' when it issues one (a sign-in), 'cleared' when it
 * empties one (a sign-out), null when it leaves it alone.
 */
export function sessionCookieChange(response: Response): 'set' | 'cleared' | null {
  let change: 'set' | 'cleared' | null = null;
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const separator = pair.indexOf('=');
    if (separator < 0 || !isSessionCookie(pair.slice(0, separator).trim())) continue;
    const value = pair.slice(separator + 1).trim();
    const expired = /;\s*max-age=0\b/i.test(line) || /;\s*expires=thu, 01 jan 1970/i.test(line);
    if (value && !expired) return 'set';
    change = 'cleared';
  }
  return change;
}

/**
 * Auth.js's own responses (a provider's return, its sign-out) with the sign-in indicator following the
 * session cookie they set or clear: the browser knows it is signed in from the moment the session exists,
 * not only once GET /auth/me has answered (issue 36 item 0, issue 40 item 4: a sign-in whose /auth/me
 * failed left a valid session that the browser took for a guest's, and an outage lost its win).
 */
export function withIndicatorFollowingSession(response: Response, request: Request): Response {
  const change = sessionCookieChange(response);
  if (!change) return response;
  const headers = new Headers(response.headers);
  headers.append('set-cookie', authIndicatorHeader(change === 'set', isSecureRequest(request)));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
