import 'server-only';
import { NextResponse } from 'next/server';
import { isSecureRequest, writeAuthIndicator } from './indicator';

/** The response with the sign-in indicator cookie set or cleared to match `signedIn`. */
export function withAuthIndicator(response: Response, request: Request, signedIn: boolean): Response {
  const next = response instanceof NextResponse ? response : new NextResponse(response.body, response);
  writeAuthIndicator(next.cookies, signedIn, isSecureRequest(request));
  return next;
}

/** Wraps a session call so that a 401 also clears a stale indicator cookie. */
export function clearIndicatorOn401(handler: (request: Request) => Promise<Response>) {
  return async function handle(request: Request): Promise<Response> {
    const response = await handler(request);
    return response.status === 401 ? withAuthIndicator(response, request, false) : response;
  };
}
