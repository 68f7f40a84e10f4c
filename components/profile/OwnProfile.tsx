'use client';

import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { UnavailablePanel } from '@/components/outage/UnavailablePanel';
import { useOwnProfile } from '@/lib/client/queries/profile';
import { PROFILE_LOAD_FAILED } from '@/lib/messages/accounts';
import { formatDate } from '@/lib/time-display';
import { publicProfilePath } from '@/lib/profile/structured-data';
import { AchievementStrip } from './AchievementStrip';
import { BadgePicker } from './BadgePicker';
import { BioEditor } from './BioEditor';
import { ProfilePicture } from './ProfilePicture';
import { ProfileStats } from './ProfileStats';
import styles from './Profile.module.css';

/**
 * /profile (accounts-side §2.5): the signed-in player's own profile, from the query the server page filled.
 * `history` (the calendar and closest achievements, issue 29) is rendered on the server and handed in as it is.
 */
export function OwnProfile({ userId, history }: { userId: string; history?: ReactNode }) {
  const { data: profile, refetch } = useOwnProfile(userId);
  if (!profile) return <UnavailablePanel title={PROFILE_LOAD_FAILED} message="Your profile could not be read just now." onRetry={() => void refetch()} />;
  const { user } = profile;
  const username = user.username ?? '';
  return (
    <article className={styles.page} aria-labelledby="profile-heading">
      <section className={styles.card}>
        <div className={styles.identity}>
          <ProfilePicture userId={userId} username={username} filename={user.profile_picture} />
          <div className={styles.identityText}>
            <h1 id="profile-heading" className={styles.username}>
              {username}
            </h1>
            <BadgePicker userId={userId} badge={user.badge} unlocked={profile.achievements} />
            <p className={styles.muted}>Member since {formatDate(user.created_at)}</p>
            <Link href={publicProfilePath(username)}>View your public profile</Link>
          </div>
        </div>
        <BioEditor userId={userId} savedBio={user.bio} />
      </section>
      <section className={styles.card} aria-labelledby="stats-heading">
        <h2 id="stats-heading">Game Statistics</h2>
        <ProfileStats summary={profile.summary} />
      </section>
      {history}
      <AchievementStrip achievements={profile.achievements} viewAllHref="/achievements" emptyText="No achievements unlocked yet: win daily puzzles to earn your first." />
    </article>
  );
}
