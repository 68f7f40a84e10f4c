import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountCreated } from '@/components/account/AccountCreated';
import { getViewer } from '@/lib/auth/guards';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Account created', robots: { index: false } };

async function AccountCreatedPage() {
  const { user } = await getViewer();
  if (!user) redirect('/login');
  return <AccountCreated />;
}

export default survivesDatabaseOutage(AccountCreatedPage);
