import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { UsernameSetup } from '@/components/account/UsernameSetup';
import { getViewer } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Choose a username', robots: { index: false } };

/** /username-setup: signed in without a username only (accounts-side §2.4). */
export default async function UsernameSetupPage() {
  const { user } = await getViewer();
  if (!user) redirect('/login');
  if (user.username) redirect('/');
  return <UsernameSetup />;
}
