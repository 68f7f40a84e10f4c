import type { Metadata } from 'next';
import { UsernameSetup } from '@/components/account/UsernameSetup';
import { guardedPage } from '@/lib/auth/guarded-page';

export const metadata: Metadata = { title: 'Choose a username (preview)', robots: { index: false } };

/** Development only (page.dev.tsx): the username form without the guard, to look at it and its checklist. */
function UsernameSetupPreview() {
  return <UsernameSetup />;
}

export default guardedPage('/dev/username-setup', UsernameSetupPreview);
