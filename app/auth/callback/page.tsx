import type { Metadata } from 'next';
import { SignInReturn } from '@/components/account/SignInReturn';

export const metadata: Metadata = { title: 'Signing in', robots: { index: false } };

/** /auth/callback: the return page after the provider (or Auth.js's error page, with ?error=). */
export default function SignInReturnPage() {
  return <SignInReturn />;
}
