import type { Metadata } from 'next';
import { SignInReturn } from '@/components/account/SignInReturn';
import { guardedPage } from '@/lib/auth/guarded-page';

const TITLE = 'Signing in';

export const metadata: Metadata = { title: TITLE, robots: { index: false } };

/** /auth/callback: the return page after the provider (or Auth.js's error page, with ?error=). */
function SignInReturnPage() {
  return (
    <>
      {/* The page's heading for screen readers (axe page-has-heading-one); the status line says the rest. */}
      <h1 className="visually-hidden">{TITLE}</h1>
      <SignInReturn />
    </>
  );
}

export default guardedPage('/auth/callback', SignInReturnPage);
