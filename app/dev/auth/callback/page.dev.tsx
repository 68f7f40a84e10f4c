import type { Metadata } from 'next';
import { SignInReturn } from '@/components/account/SignInReturn';

export const metadata: Metadata = { title: 'Signing in (preview)', robots: { index: false } };

/** Development only (page.dev.tsx): /auth/callback's page, to look at its states without signing in. */
export default function SignInReturnPreview() {
  return <SignInReturn />;
}
