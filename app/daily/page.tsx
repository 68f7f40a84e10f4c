import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageHeader } from '@/components/layout/PageHeader';
import { DailyDashboard } from '@/components/daily/DailyDashboard';
import type { DailySummary } from '@/components/daily/daily-summary';
import { getDb } from '@/db/client';
import { getViewer } from '@/lib/auth/guards';
import { getDailySummary } from '@/lib/services/daily-summary';
import { SITE_NAME, siteUrl } from '@/lib/site';
import { chicagoDate } from '@/lib/time';
import styles from './page.module.css';

const DESCRIPTION =
  "Today's five daily challenges in one place: what you have finished, your streaks for your favourite games, and the time left until the next puzzles.";

export const metadata: Metadata = {
  title: 'Daily Challenges',
  description: DESCRIPTION,
  alternates: { canonical: '/daily' },
  openGraph: { title: `Daily Challenges | ${SITE_NAME}`, description: DESCRIPTION, url: '/daily' },
};

/** A signed-in player's streaks and completion from the server; undefined for a guest (browser storage). */
async function signedInSummary(today: string): Promise<DailySummary | null | undefined> {
  const { user } = await getViewer();
  if (!user?.username) return undefined;
  try {
    return await getDailySummary(await getDb(), user.id, today);
  } catch (error) {
    console.error('[daily] loading the summary failed:', error);
    return null;
  }
}

/** /daily (game-side §2 "Daily challenges page"). Rendered per request: the date heading is today's. */
export default async function DailyPage() {
  await connection();
  const today = chicagoDate();
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: 'Daily Challenges',
    description: DESCRIPTION,
    url: `${siteUrl()}/daily`,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: siteUrl() },
  };

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData) }} />
      <PageHeader title="Daily Challenges" subtitle="A new puzzle in every game each day at midnight, Central Time." />
      <DailyDashboard initialDate={today} serverSummary={await signedInSummary(today)} />
      <aside className={styles.tip} aria-label="Tip">
        <strong>Tip:</strong> finish every daily challenge before the reset to keep your streaks alive. A missed day sets a
        streak back to zero.
      </aside>
    </>
  );
}
