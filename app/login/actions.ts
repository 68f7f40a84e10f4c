'use server';

import { AuthError } from 'next-auth';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { SIGN_IN_RETURN_PATH } from '@/lib/auth/auth.config';
import { DevSignInRefused } from '@/lib/auth/dev-user';
import { isSecureRequest, writeAuthIndicator } from '@/lib/auth/indicator';
import { DEV_PROVIDER_ID, devLoginEnabled } from '@/lib/auth/providers';
import { consumeSignInAttempt } from '@/lib/auth/sign-in';

/**
 * The development sign-in form (AUTH_DEV_LOGIN=true only): signs in as the picked or typed name. The
 * provider decides which names may sign in (lib/auth/dev-user.ts); a refusal names its reason.
 */
export async function devSignIn(formData: FormData): Promise<void> {
  // Anyone can call an action with any arguments: what is not the form is refused like a bad name.
  const name = formData instanceof FormData ? formData.get('name') : null;
  if (!devLoginEnabled() || typeof name !== 'string') redirect(`${SIGN_IN_RETURN_PATH}?error=CredentialsSignin`);
  const requestHeaders = await headers();
  try {
    await consumeSignInAttempt(new Request('http://localhost/login', { headers: requestHeaders }), 'dev-sign-in');
  } catch {
    redirect(`${SIGN_IN_RETURN_PATH}?error=RateLimited`);
  }
  const { signIn } = await import('@/lib/auth/auth');
  try {
    await signIn(DEV_PROVIDER_ID, { name, redirectTo: SIGN_IN_RETURN_PATH });
  } catch (error) {
    const code = error instanceof DevSignInRefused ? error.code : error instanceof AuthError ? error.type : null;
    if (code) redirect(`${SIGN_IN_RETURN_PATH}?error=${encodeURIComponent(code)}`);
    // signIn's own redirect to the return page: the session cookie is set, and the indicator with it
    // (lib/auth/auth-routes.ts withIndicatorFollowingSession says why).
    writeAuthIndicator(await cookies(), true, isSecureRequest(new Request('http://localhost/login', { headers: requestHeaders })));
    throw error;
  }
}
