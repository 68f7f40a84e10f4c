import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountCreated } from '@/components/account/AccountCreated';
import { getViewer } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Account created', robots: { index: false } };

export default async function AccountCreatedPage() {
  const { user } = await getViewer();
  if (!user) redirect('/login');
  return <AccountCreated />;
}
