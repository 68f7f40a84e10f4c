import type { Metadata } from 'next';
import { AccountCreated } from '@/components/account/AccountCreated';
import { requireSignedInPage } from '@/lib/auth/page-guards';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Account created', robots: { index: false } };

async function AccountCreatedPage() {
  await requireSignedInPage();
  return <AccountCreated />;
}

export default survivesDatabaseOutage(AccountCreatedPage);
