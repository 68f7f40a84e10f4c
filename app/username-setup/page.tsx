import type { Metadata } from 'next';
import { UsernameSetup } from '@/components/account/UsernameSetup';
import { guardedPage } from '@/lib/auth/guarded-page';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Choose a username', robots: { index: false } };

/** /username-setup: signed in without a username only (accounts-side §2.4). */
function UsernameSetupPage() {
  return <UsernameSetup />;
}

export default survivesDatabaseOutage(guardedPage('/username-setup', UsernameSetupPage));
