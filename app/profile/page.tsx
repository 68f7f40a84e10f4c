import type { Metadata } from 'next';
import { ComingSoon } from '@/components/account/ComingSoon';
import { requireSignedInPage } from '@/lib/auth/page-guards';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

/** /profile: signed in only. The profile itself (picture, badge, bio) comes with its own step. */
async function ProfilePage() {
  await requireSignedInPage();
  return <ComingSoon title="Profile" what="your picture, badge, bio and game statistics" />;
}

export default survivesDatabaseOutage(ProfilePage);
