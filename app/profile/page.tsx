import type { Metadata } from 'next';
import { ProfileHandover } from '@/components/profile/ProfileHandover';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';
import { getDb } from '@/db/client';
import { guardedPage, type GuardedProps } from '@/lib/auth/guarded-page';
import { getOwnProfile } from '@/lib/services/profile/profile';

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

/** /profile (accounts-side §2.5): signed in only (else /login); read on the server, edited in the browser. */
async function ProfilePage({ account }: GuardedProps<'/profile'>) {
  return <ProfileHandover profile={await getOwnProfile(await getDb(), account.id)} />;
}

export default survivesDatabaseOutage(guardedPage('/profile', ProfilePage));
