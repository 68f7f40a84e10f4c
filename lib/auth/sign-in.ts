import 'server-only';
import { NextResponse } from 'next/server';
import { enforceRateLimit } from '@/lib/http/rate-limit';
import { SIGN_IN_RETURN_PATH } from './auth.config';

/** Counts a sign-in attempt per client address (lib/http/limits.ts): starts, provider returns, development sign-ins. */
export async function consumeSignInAttempt(request: Request, limit: 'sign-in' | 'dev-sign-in' = 'sign-in'): Promise<void> {
  await enforceRateLimit(limit, request, null);
}

/**
 * Starts an external provider's sign-in: Auth.js sets its state cookies and returns the provider's
 * address; the provider sends the browser back to Auth.js, which lands on /auth/callback.
 */
export async function redirectToProvider(providerId: string): Promise<Response> {
  const { signIn } = await import('./auth');
  const url = await signIn(providerId, { redirect: false, redirectTo: SIGN_IN_RETURN_PATH });
  return NextResponse.redirect(url, 303);
}
