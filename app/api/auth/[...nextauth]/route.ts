import type { NextRequest } from 'next/server';
import { handlers } from '@/lib/auth/auth';
import { consumeSignInAttempt } from '@/lib/auth/sign-in';
import { errorResponse } from '@/lib/http/route';

/** Auth.js's own calls (providers' returns, CSRF, session); sign-in steps count toward the limit. */
function limited(handler: (request: NextRequest) => Promise<Response>) {
  return async function handle(request: NextRequest): Promise<Response> {
    const { pathname } = request.nextUrl;
    if (pathname.includes('/signin/') || pathname.includes('/callback/')) {
      try {
        await consumeSignInAttempt(request);
      } catch (error) {
        return errorResponse(error);
      }
    }
    return handler(request);
  };
}

export const GET = limited(handlers.GET);
export const POST = limited(handlers.POST);
