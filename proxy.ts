import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_INDICATOR_COOKIE, isSecureRequest, writeAuthIndicator } from '@/lib/auth/indicator';
import { redirectFor } from '@/lib/auth/page-access';
import { readSessionHints } from '@/lib/auth/session-hints';

/**
 * Page redirects only (accounts-side §2.1): username setup, sign-in and admin pages. It reads the
 * session's hints without the database; every page and call checks again on the server.
 */
export default async function proxy(request: NextRequest) {
  const { signedIn, username } = await readSessionHints(request);
  const target = redirectFor(request.nextUrl.pathname, { signedIn, username });
  const response = target ? NextResponse.redirect(new URL(target, request.nextUrl)) : NextResponse.next();
  if ((request.cookies.get(AUTH_INDICATOR_COOKIE)?.value === '1') !== signedIn) {
    writeAuthIndicator(response.cookies, signedIn, isSecureRequest(request));
  }
  return response;
}

export const config = {
  // Pages only: not the API, Auth.js's own calls, the /auth/* session calls, or static files.
  matcher: ['/((?!api/|_next/|auth/(?:me|refresh|logout|google|set-username|check-username|sign-in)|favicon|icons/|.*\\.(?:png|svg|jpg|jpeg|webp|ico|txt|xml|json)$).*)'],
};
