import 'server-only';
import { NextResponse } from 'next/server';
import { anyone } from './guards';
import { createRateLimit, rateLimitKey } from '@/lib/http/rate-limit';
import { SIGN_IN_RETURN_PATH } from './auth.config';

/** Sign-in attempts per client address: starts, provider returns and development sign-ins alike. */
export const signInLimit = createRateLimit({
  name: 'sign-in',
  points: 30,
  durationSeconds: 5 * 60,
  message: (minutes) => `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

export async function consumeSignInAttempt(request: Request): Promise<void> {
  await signInLimit.consume(rateLimitKey(request, await anyone()));
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
