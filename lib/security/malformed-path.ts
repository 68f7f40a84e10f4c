import { NextResponse } from 'next/server';

/**
 * A path whose percent-encoding cannot be decoded (`/api/cards/%ZZ`, `/solve/%ZZ`, `/%ZZ`) makes Next
 * fail with a plain-text 500 before any route runs (issue 10 item 6). proxy.ts answers it first: a call
 * gets a JSON 400, a page goes where every unknown path goes, the home page.
 */
export function hasMalformedEncoding(pathname: string): boolean {
  if (!pathname.includes('%')) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Everything under /auth is a call (route handlers under app/auth; unknown ones a JSON 404) except the /auth/callback page. */
const AUTH_CALLS = /^\/auth\/(?!callback(\/|$))/;

/** Calls: the JSON API and the /auth/* session calls. Everything else that reaches the proxy is a page. */
export function isCallPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || AUTH_CALLS.test(pathname);
}

export const UNKNOWN_PAGE_DESTINATION = '/';

/** The answer to a malformed path, or null when the path decodes. */
export function malformedPathResponse(url: URL): Response | null {
  if (!hasMalformedEncoding(url.pathname)) return null;
  if (isCallPath(url.pathname)) {
    return NextResponse.json({ error: 'The request path is not valid: it has a broken %-encoding.', code: 'bad_path' }, { status: 400 });
  }
  return NextResponse.redirect(new URL(UNKNOWN_PAGE_DESTINATION, url), 307);
}
