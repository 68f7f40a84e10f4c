import type { NextRequest } from 'next/server';
import { runWithRequestDeadline } from '@/db/deadline';
import { withIndicatorFollowingSession } from '@/lib/auth/auth-routes';
import { handlers } from '@/lib/auth/auth';
import { consumeSignInAttempt } from '@/lib/auth/sign-in';
import { withCachePolicy } from '@/lib/http/cache-policy';
import { badRequest } from '@/lib/http/errors';
import { errorResponse } from '@/lib/http/route';

/**
 * Auth.js's own calls (providers' returns, CSRF, session); sign-in steps count toward the limit. A
 * `callbackUrl` Auth.js cannot read is refused here with a 400 (Auth.js itself answers it with a 500).
 * The sign-in indicator follows the session cookie these set or clear (lib/auth/auth-routes.ts).
 */
function guarded(handler: (request: NextRequest) => Promise<Response>) {
  // One database budget for the whole call, as route() gives every other call (db/deadline.ts).
  // Its answers (the session, sign-in redirects setting cookies) are the caller's own: private, no-store (cache-policy.ts).
  return async (request: NextRequest): Promise<Response> => withCachePolicy(await runWithRequestDeadline(() => handle(request)));

  async function handle(request: NextRequest): Promise<Response> {
    const { pathname, searchParams } = request.nextUrl;
    try {
      const callbackUrl = searchParams.get('callbackUrl');
      if (callbackUrl !== null && !isReadableCallbackUrl(callbackUrl)) {
        throw badRequest('The address to return to after signing in is not valid.', 'invalid_callback_url');
      }
      if (pathname.includes('/signin/') || pathname.includes('/callback/')) await consumeSignInAttempt(request);
    } catch (error) {
      return errorResponse(error);
    }
    return withIndicatorFollowingSession(await handler(request), request);
  }
}

/** A path on this site ("/daily") or an absolute http(s) address, with valid percent-encoding. */
function isReadableCallbackUrl(value: string): boolean {
  try {
    decodeURIComponent(value);
    if (value.startsWith('/')) return true;
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const GET = guarded(handlers.GET);
export const POST = guarded(handlers.POST);
