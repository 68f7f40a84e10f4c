'use server';

import { AuthError } from 'next-auth';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { SIGN_IN_RETURN_PATH } from '@/lib/auth/auth.config';
import { DEV_PROVIDER_ID, devLoginEnabled } from '@/lib/auth/providers';
import { consumeSignInAttempt } from '@/lib/auth/sign-in';
import { safeText } from '@/lib/validation/text';

const devName = safeText().trim().min(1).max(40);

/** The development sign-in form (AUTH_DEV_LOGIN=true only): signs in as the picked or typed name. */
export async function devSignIn(formData: FormData): Promise<void> {
  const name = devName.safeParse(formData.get('name'));
  if (!devLoginEnabled() || !name.success) redirect(`${SIGN_IN_RETURN_PATH}?error=CredentialsSignin`);
  const requestHeaders = await headers();
  try {
    await consumeSignInAttempt(new Request('http://localhost/login', { headers: requestHeaders }), 'dev-sign-in');
  } catch {
    redirect(`${SIGN_IN_RETURN_PATH}?error=RateLimited`);
  }
  const { signIn } = await import('@/lib/auth/auth');
  try {
    await signIn(DEV_PROVIDER_ID, { name: name.data, redirectTo: SIGN_IN_RETURN_PATH });
  } catch (error) {
    if (error instanceof AuthError) redirect(`${SIGN_IN_RETURN_PATH}?error=${encodeURIComponent(error.type)}`);
    throw error; // signIn's own redirect to the return page
  }
}
