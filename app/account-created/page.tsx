import type { Metadata } from 'next';
import { AccountCreated } from '@/components/account/AccountCreated';
import { guardedPage } from '@/lib/auth/guarded-page';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Account created', robots: { index: false } };

function AccountCreatedPage() {
  return <AccountCreated />;
}

export default survivesDatabaseOutage(guardedPage('/account-created', AccountCreatedPage));
