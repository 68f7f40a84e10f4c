import type { NextRequest } from 'next/server';
import { runWithRequestDeadline } from '@/db/deadline';
import { handlers } from '@/lib/auth/auth';
import { consumeSignInAttempt } from '@/lib/auth/sign-in';
import { badRequest } from '@/lib/http/errors';
import { errorResponse } from '@/lib/http/route';

/**
 * Auth.js's own calls (providers' returns, CSRF, session); sign-in steps count toward the limit. A
 * `callbackUrl` Auth.js cannot read is refused here with a 400 (Auth.js itself answers it with a 500).
 */
function guarded(handler: (request: NextRequest) => Promise<Response>) {
  // One database budget for the whole call, as route() gives every other call (db/deadline.ts).
  return (request: NextRequest): Promise<Response> => runWithRequestDeadline(() => handle(request));

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
    return handler(request);
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
