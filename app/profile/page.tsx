import type { Metadata } from 'next';
import { ProfileHandover } from '@/components/profile/ProfileHandover';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';
import { getDb } from '@/db/client';
import { guardedPage, type GuardedProps } from '@/lib/auth/guarded-page';
import { getOwnProfile } from '@/lib/services/profile/profile';
import { getProfileHistory } from '@/lib/services/profile/history';

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

/** /profile (accounts-side §2.5): signed in only (else /login); read on the server, edited in the browser. */
async function ProfilePage({ account }: GuardedProps<'/profile'>) {
  const db = await getDb();
  const [profile, history] = await Promise.all([getOwnProfile(db, account.id), getProfileHistory(db, account.id)]);
  return <ProfileHandover profile={profile} history={history} />;
}

export default survivesDatabaseOutage(guardedPage('/profile', ProfilePage));
