import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import Link from '@/components/ui/Link';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { AchievementsView } from '@/components/achievements/AchievementsView';
import styles from '@/components/achievements/Achievements.module.css';
import { UnavailablePanel } from '@/components/outage/UnavailablePanel';
import { JsonLd } from '@/components/ui/JsonLd';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { achievementsDescription, achievementsStructuredData, publicAchievementsPath } from '@/lib/achievements/structured-data';
import { pictureUrl } from '@/lib/profile/display';
import { formatDate as formatProfileDate } from '@/lib/time-display';
import { publicProfilePath } from '@/lib/profile/structured-data';
import { readAchievementsPage, type AchievementsPageReading } from '@/lib/services/profile/page-reading';
import { guardedPage } from '@/lib/auth/guarded-page';
import { getViewerAccount } from '@/lib/auth/viewer';
import { LOAD_FAILED_PUBLIC } from '@/lib/messages/accounts';
import { log } from '@/lib/observability/log';

interface PublicAchievementsPageProps {
  params: Promise<{ username: string }>;
}

/**
 * One reading per request for the metadata and the page: the list, null for an unknown player, 'failed' when
 * unreadable; everyone shares a few seconds' reading of a player (lib/services/profile/page-reading.ts), and
 * the player themself reads fresh (their own prefetch from /achievements leaves visitors nothing stale).
 */
const readAchievements = cache(async (username: string): Promise<AchievementsPageReading | 'failed'> => {
  try {
    const viewer = await getViewerAccount().catch(() => null);
    return await readAchievementsPage(username, viewer);
  } catch (error) {
    log().error({ err: error }, `[achievements] ${LOAD_FAILED_PUBLIC}`);
    return 'failed';
  }
});

export async function generateMetadata({ params }: PublicAchievementsPageProps): Promise<Metadata> {
  const reading = await readAchievements((await params).username);
  if (reading === 'failed') return { title: LOAD_FAILED_PUBLIC, robots: { index: false } };
  if (!reading) return { title: 'User not found', robots: { index: false } };
  const { user, allAchievements } = reading;
  const description = achievementsDescription(user, allAchievements.filter((a) => a.unlocked).length, allAchievements.length);
  // The preview is the player's card, drawn for their profile (../opengraph-image.tsx).
  const image = `${publicProfilePath(user.username)}/opengraph-image`;
  return pageMetadata({ title: `${user.username}'s achievements`, description, path: publicAchievementsPath(user.username), image, profileOf: user.username });
}

/** /profile/{username}/achievements (accounts-side §2.9): everyone's view of a player's achievements, rendered on the server. */
async function PublicAchievementsPage({ params }: PublicAchievementsPageProps) {
  const { username } = await params;
  const reading = await readAchievements(username);
  if (reading === 'failed') return <UnavailablePanel title={LOAD_FAILED_PUBLIC} message="The achievements could not be read just now. Please try again in a moment." />;
  if (!reading) notFound();
  const { user, allAchievements } = reading;
  if (user.username !== username) redirect(publicAchievementsPath(user.username));
  return (
    <div className={styles.page}>
      <JsonLd data={achievementsStructuredData(user, allAchievements)} />
      <JsonLd data={breadcrumbList([{ name: user.username, path: publicProfilePath(user.username) }, { name: 'Achievements', path: publicAchievementsPath(user.username) }])} />
      <section className={styles.banner} aria-label="Player">
        {/* eslint-disable-next-line @next/next/no-img-element -- a stored picture served by our own call */}
        <img className={styles.bannerPicture} src={pictureUrl(user.profile_picture)} alt="" width={64} height={64} />
        <div>
          <p className={styles.bannerName}>
            <Link href={publicProfilePath(user.username)}>{user.username}</Link>
          </p>
          <p className={styles.bannerSince}>Member since {formatProfileDate(user.created_at)}</p>
        </div>
      </section>
      <h1>Achievements</h1>
      <AchievementsView achievements={allAchievements} />
    </div>
  );
}

export default guardedPage('/profile/[username]/achievements', PublicAchievementsPage);
