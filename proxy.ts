import { NextResponse, type NextRequest } from 'next/server';
import { redirectFor } from '@/lib/auth/page-access';
import { readSessionHints } from '@/lib/auth/session-hints';
import { isCallPath, malformedPathResponse } from '@/lib/security/malformed-path';
import { withPageCookies } from '@/lib/security/page-cookies';
import { continuePage, pagePolicyFor, withPagePolicy } from '@/lib/security/page-security';
import { refuseServerAction } from '@/lib/security/server-action-guard';
import { syncDevLoginCookie } from '@/lib/auth/dev-login-warning';
import { unknownGameRewrite } from '@/lib/games/unknown-game';
import { refuseOverPageLimit } from '@/lib/http/page-limit';

/**
 * Runs before pages (and before calls whose path holds a `%`): a broken %-encoding is answered here,
 * a server action Next could not take is refused, the public profile pages count toward their rate limit
 * (lib/http/page-limit.ts: a 429 page over it), then pages get their redirects and their
 * Content-Security-Policy (lib/security/page-security.ts). Methods are decided earlier, in
 * lib/http/method-gate.ts: a TRACE never becomes a request this proxy could see.
 */
export default async function proxy(request: NextRequest): Promise<Response> {
  const malformed = malformedPathResponse(request.nextUrl);
  if (malformed) return malformed;
  if (isCallPath(request.nextUrl.pathname)) return NextResponse.next();
  const refusedAction = request.method === 'POST' ? await refuseServerAction(request) : null;
  if (refusedAction) return refusedAction;
  return (await refuseOverPageLimit(request, request.nextUrl.pathname)) ?? pageProxy(request);
}

/**
 * Page redirects only (accounts-side §2.1): username setup and sign-in pages. It reads the session's
 * hints without the database and decides nothing on roles; every page and call checks again on the server.
 * It writes no sign-in hint (the session calls do) and no cookie on a page a shared cache may store.
 */
async function pageProxy(request: NextRequest): Promise<NextResponse> {
  const { signedIn, username } = await readSessionHints(request);
  const target = redirectFor(request.nextUrl.pathname, { signedIn, username });
  const pagePolicy = pagePolicyFor(request.nextUrl.pathname);
  const response = target ? NextResponse.redirect(new URL(target, request.nextUrl)) : continuePage(request, pagePolicy, rewriteFor(request.nextUrl));
  syncDevLoginCookie(request, response);
  return withPageCookies(withPagePolicy(response, pagePolicy), pagePolicy);
}

/** The route that renders this address when it is not its own (only /solve/{unknown id} today). */
function rewriteFor(url: URL): URL | undefined {
  const path = unknownGameRewrite(url.pathname);
  return path ? new URL(path + url.search, url) : undefined;
}

export const config = {
  matcher: [
    // Pages only: not the API, Auth.js's own calls, the /auth/* calls (all but the /auth/callback page), the service worker or static files.
    '/((?!api/|_next/|auth/(?!callback(?:/|$))|favicon|icons/|sw\\.js$|.*\\.(?:png|svg|jpg|jpeg|webp|ico|txt|xml|json|webmanifest)$).*)',
    // Calls too, but only when the path holds a %: a broken %-encoding is answered in the proxy.
    '/(api/.*%.*|auth/.*%.*)',
  ],
};
