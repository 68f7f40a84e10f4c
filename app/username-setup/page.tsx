import type { Metadata } from 'next';
import { UsernameSetup } from '@/components/account/UsernameSetup';
import { requireSignedInPage } from '@/lib/auth/page-guards';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Choose a username', robots: { index: false } };

/** /username-setup: signed in without a username only (accounts-side §2.4). */
async function UsernameSetupPage() {
  await requireSignedInPage({ username: 'not-chosen' });
  return <UsernameSetup />;
}

export default survivesDatabaseOutage(UsernameSetupPage);
