import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { UsernameSetup } from '@/components/account/UsernameSetup';
import { getViewer } from '@/lib/auth/guards';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Choose a username', robots: { index: false } };

/** /username-setup: signed in without a username only (accounts-side §2.4). */
async function UsernameSetupPage() {
  const { user } = await getViewer();
  if (!user) redirect('/login');
  if (user.username) redirect('/');
  return <UsernameSetup />;
}

export default survivesDatabaseOutage(UsernameSetupPage);
