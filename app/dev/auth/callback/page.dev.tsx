import type { Metadata } from 'next';
import { SignInReturn } from '@/components/account/SignInReturn';
import { guardedPage } from '@/lib/auth/guarded-page';

export const metadata: Metadata = { title: 'Signing in (preview)', robots: { index: false } };

/** Development only (page.dev.tsx): /auth/callback's page, to look at its states without signing in. */
function SignInReturnPreview() {
  return <SignInReturn />;
}

export default guardedPage('/dev/auth/callback', SignInReturnPreview);
