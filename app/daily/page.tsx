import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/ui/JsonLd';
import { connection } from 'next/server';
import { PageHeader } from '@/components/layout/PageHeader';
import { AccountUnavailableNotice } from '@/components/outage/AccountUnavailableNotice';
import { DailyDashboard } from '@/components/daily/DailyDashboard';
import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import type { DailySummary } from '@/lib/progress/types';
import { getDailySummary } from '@/lib/services/daily/summary';
import { SITE_NAME, siteUrl } from '@/lib/site';
import { chicagoDate } from '@/lib/time';
import styles from './page.module.css';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';
import { guardedPage } from '@/lib/auth/guarded-page';
import Link from '@/components/ui/Link';
import { archivePath } from '@/lib/games/archive-paths';
import { GAMES } from '@/lib/games/registry';
import { log } from '@/lib/observability/log';

const DESCRIPTION =
  "Today's five daily challenges in one place: what you have finished, your streaks for your favourite games, and the time left until the next puzzles.";

export const metadata: Metadata = pageMetadata({ title: 'Daily Challenges', description: DESCRIPTION, path: '/daily' });

/**
 * A signed-in player's streaks and completion from the server; undefined for a guest (browser storage).
 * While the database is away a signed-in player plays as a guest (accountUnavailable), told so on the page.
 */
async function signedInSummary(today: string): Promise<{ summary: DailySummary | null | undefined; accountUnavailable: boolean }> {
  const viewer = await anyone();
  if (!viewer.user) return { summary: undefined, accountUnavailable: 'accountUnavailable' in viewer };
  if (!viewer.user.username) return { summary: undefined, accountUnavailable: false };
  try {
    return { summary: await getDailySummary(await getDb(), viewer.user.id, today), accountUnavailable: false };
  } catch (error) {
    log().error({ err: error }, '[daily] loading the summary failed');
    return { summary: null, accountUnavailable: false };
  }
}

/** /daily (game-side §2 "Daily challenges page"). Rendered per request: the date heading is today's. */
async function DailyPage() {
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

  const { summary, accountUnavailable } = await signedInSummary(today);
  return (
    <>
      <JsonLd data={structuredData} />
      <PageHeader title="Daily Challenges" subtitle="A new puzzle in every game each day at midnight, Central Time." />
      {accountUnavailable && <AccountUnavailableNotice />}
      <DailyDashboard initialDate={today} serverSummary={summary} />
      <nav className={styles.archive} aria-labelledby="past-puzzles-heading">
        <h2 id="past-puzzles-heading">Past Puzzles</h2>
        <p>Missed a day? Play any earlier puzzle from the archive: it never changes your streaks.</p>
        <ul>
          {GAMES.map((game) => (
            <li key={game.id}>
              <Link href={archivePath(game.id)}>{game.title} archive</Link>
            </li>
          ))}
        </ul>
      </nav>
      <aside className={styles.tip} aria-label="Tip">
        <strong>Tip:</strong> finish every daily challenge before the reset to keep your streaks alive. A missed day sets a
        streak back to zero.
      </aside>
    </>
  );
}

export default survivesDatabaseOutage(guardedPage('/daily', DailyPage));
