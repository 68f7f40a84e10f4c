import Link from '@/components/ui/Link';
import { publicAchievementsPath } from '@/lib/achievements/structured-data';
import { pictureUrl } from '@/lib/profile/display';
import { formatDate } from '@/lib/time-display';
import type { ProfileHistory as History, PublicProfile } from '@/lib/profile/types';
import { AchievementStrip } from './AchievementStrip';
import { BadgeLabel } from './BadgeLabel';
import { ProfileHistory } from './ProfileHistory';
import { ProfileStats } from './ProfileStats';
import styles from './Profile.module.css';

/** /profile/{username} (accounts-side §2.6): everything a visitor may see, rendered on the server. Text is rendered as text. */
export function PublicProfileView({ profile, history, isOwn }: { profile: PublicProfile; history: History; isOwn: boolean }) {
  return (
    <article className={styles.page} aria-labelledby="profile-heading">
      <section className={styles.card}>
        <div className={styles.identity}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small user upload served by our own call */}
          <img
            className={styles.picture}
            src={pictureUrl(profile.profile_picture)}
            alt={`${profile.username}'s profile picture`}
            width={120}
            height={120}
            // The largest element of the first screen: fetched before the scripts.
            fetchPriority="high"
          />
          <div className={styles.identityText}>
            <h1 id="profile-heading" className={styles.username}>
              {profile.username}
            </h1>
            {profile.badge && <BadgeLabel badge={profile.badge} />}
            <p className={styles.muted}>Member since {formatDate(profile.created_at)}</p>
            {isOwn && (
              <Link href="/profile">This is you: edit your profile</Link>
            )}
          </div>
        </div>
        {profile.bio ? <p className={styles.bio}>{profile.bio}</p> : <p className={styles.empty}>No bio.</p>}
      </section>
      <section className={styles.card} aria-labelledby="stats-heading">
        <h2 id="stats-heading">Game Statistics</h2>
        <ProfileStats summary={profile.summary} emptyText="No statistics available" />
      </section>
      <ProfileHistory history={history} />
      <AchievementStrip
        achievements={profile.achievements}
        viewAllHref={publicAchievementsPath(profile.username)}
        emptyText={`${profile.username} has not unlocked any achievements yet.`}
      />
    </article>
  );
}
