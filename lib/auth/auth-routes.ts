import 'server-only';
import { NextResponse } from 'next/server';
import { isSecureRequest, writeAuthIndicator } from './indicator';
import { deletedSessionCookie, sessionCookieNames } from './session-cookie';

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
