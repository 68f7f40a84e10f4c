import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { OwnAchievementsHandover } from '@/components/achievements/OwnAchievementsHandover';
import styles from '@/components/achievements/Achievements.module.css';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';
import { getDb } from '@/db/client';
import { guardedPage, type GuardedProps } from '@/lib/auth/guarded-page';
import { publicProfilePath } from '@/lib/profile/structured-data';
import { getOwnAchievements } from '@/lib/services/achievements/achievements';

export const metadata: Metadata = {
  title: 'Achievements',
  description: 'Your unlocked and locked achievements, with your progress toward the next ones.',
  robots: { index: false },
};

/** /achievements (accounts-side §2.9): the signed-in player's own achievements, read on the server. */
async function AchievementsPage({ account }: GuardedProps<'/achievements'>) {
  const { achievements } = await getOwnAchievements(await getDb(), account.id);
  return (
    <div className={styles.page}>
      <h1>Your Achievements</h1>
      <Link href={`${publicProfilePath(account.username)}/achievements`}>See your public achievements page</Link>
      <OwnAchievementsHandover userId={account.id} achievements={achievements} />
    </div>
  );
}

export default survivesDatabaseOutage(guardedPage('/achievements', AchievementsPage));
