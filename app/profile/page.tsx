import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ComingSoon } from '@/components/account/ComingSoon';
import { getViewer } from '@/lib/auth/guards';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

/** /profile: signed in only. The profile itself (picture, badge, bio) comes with its own step. */
async function ProfilePage() {
  const { user } = await getViewer();
  if (!user) redirect('/login');
  return <ComingSoon title="Profile" what="your picture, badge, bio and game statistics" />;
}

export default survivesDatabaseOutage(ProfilePage);
