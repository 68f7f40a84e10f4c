import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/PageHeader';
import { GameDistributions } from '@/components/stats/GameDistributions';
import { PlayedGamesTable } from '@/components/stats/PlayedGamesTable';
import { playedGameRows, unplayedGames } from '@/components/stats/played-games';
import { StatsSummary } from '@/components/stats/StatsSummary';
import { UnplayedGamesList } from '@/components/stats/UnplayedGamesList';
import { getDb } from '@/db/client';
import { guardedPage, type GuardedProps } from '@/lib/auth/guarded-page';
import { GAMES } from '@/lib/games/registry';
import { STATS_LOAD_ERROR_TEXT } from '@/lib/messages/accounts';
import { readPlayerStats, type PlayerStats } from '@/lib/services/stats/game-stats';
import styles from './page.module.css';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';
import { log } from '@/lib/observability/log';

export const metadata: Metadata = {
  title: 'Stats',
  description: 'Your streaks, games played, last wins and guess distributions in every daily guessing game.',
  robots: { index: false, follow: false },
};

async function readStats(userId: string): Promise<PlayerStats | null> {
  try {
    return await readPlayerStats(await getDb(), userId);
  } catch (error) {
    log().error({ err: error }, '[stats] loading the stats failed');
    return null;
  }
}

/** /stats (accounts-side §2.8): the signed-in player's own stats, read on the server. */
async function StatsPage({ account: user }: GuardedProps<'/stats'>) {
  const stats = await readStats(user.id);
  const header = (
    <PageHeader title="Your Stats" subtitle="Your streaks and games across every daily challenge." />
  );
  if (!stats) {
    return (
      <>
        {header}
        <p className={styles.error} role="alert">
          {STATS_LOAD_ERROR_TEXT}
        </p>
      </>
    );
  }

  const rows = playedGameRows(stats.entries, stats.tried);
  return (
    <>
      {header}
      <StatsSummary summary={stats.summary} playedCount={rows.length} gameCount={GAMES.length} />
      <section className={styles.section} aria-labelledby="played-games-heading">
        <h2 id="played-games-heading">Games You&apos;ve Played</h2>
        <PlayedGamesTable rows={rows} />
      </section>
      {stats.entries.some((entry) => entry.daily_rounds_played > 0) && (
        <section className={styles.section} aria-labelledby="distributions-heading">
          <h2 id="distributions-heading">Guess Distribution</h2>
          <GameDistributions entries={stats.entries} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="unplayed-games-heading">
        <h2 id="unplayed-games-heading">Games You Haven&apos;t Tried</h2>
        <UnplayedGamesList games={unplayedGames(stats.entries, stats.tried)} />
      </section>
    </>
  );
}

export default survivesDatabaseOutage(guardedPage('/stats', StatsPage));
