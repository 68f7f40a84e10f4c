import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/ui/JsonLd';
import { connection } from 'next/server';
import { redirect } from 'next/navigation';
import { LeaderboardHandover } from '@/components/leaderboard/LeaderboardHandover';
import { canonicalLeaderboardAddress, LEADERBOARD_GAME_PARAM, leaderboardGameLabel, leaderboardGameOf } from '@/components/leaderboard/leaderboard-display';
import { LEADERBOARD_ROWS, type LeaderboardGame } from '@/components/leaderboard/ranking';
import { getDb } from '@/db/client';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { readLeaderboardSnapshot } from '@/lib/services/leaderboard/snapshot';
import { SITE_NAME, siteUrl } from '@/lib/site';
import { PageHeader } from '@/components/layout/PageHeader';
import { breadcrumbList, rankingItemList } from '@/lib/seo/structured-data';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';
import { guardedPage } from '@/lib/auth/guarded-page';
import { log } from '@/lib/observability/log';

const SUBTITLE = 'Top players ranked by current streak';
const DESCRIPTION = `${SUBTITLE}, across all five daily guessing games or one game at a time.`;

export const metadata: Metadata = pageMetadata({ title: 'Leaderboard', description: DESCRIPTION, path: '/leaderboard' });

/** A game's ranking (the snapshot the calls share), or null when it cannot be read (the board then shows its error state). */
async function readRanking(game: LeaderboardGame): Promise<LeaderboardResponse | null> {
  try {
    return await readLeaderboardSnapshot(await getDb(), { ...(game === 'all' ? {} : { game }), limit: LEADERBOARD_ROWS });
  } catch (error) {
    log().error({ err: error }, '[leaderboard] loading the leaderboard failed');
    return null;
  }
}

type LeaderboardPageProps = { searchParams?: Promise<Record<string, string | string[] | undefined>> };

/**
 * /leaderboard (accounts-side §2.10), `?game=pokemon` for one game's board; any other `?game=` is
 * redirected to the address of the board it shows (All Games: no parameter). Rendered per request from the process's ranking snapshot (as the calls are), never more than a
 * few seconds old.
 */
async function LeaderboardPage({ searchParams }: LeaderboardPageProps = {}) {
  await connection();
  const params = (await searchParams) ?? {};
  const canonical = canonicalLeaderboardAddress(params);
  if (canonical) redirect(canonical);
  const game = leaderboardGameOf(params[LEADERBOARD_GAME_PARAM]);
  const ranking = await readRanking(game);
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: 'Leaderboard',
    description: DESCRIPTION,
    url: `${siteUrl()}/leaderboard${game === 'all' ? '' : `?${LEADERBOARD_GAME_PARAM}=${game}`}`,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: siteUrl() },
    // The ranking shown, best first (none while it cannot be read).
    ...(ranking ? { mainEntity: rankingItemList(`Top players, ${game === 'all' ? 'all games' : leaderboardGameLabel(game)}`, ranking.users.map((user) => user.username)) } : {}),
  };

  return (
    <>
      <JsonLd data={structuredData} />
      <JsonLd data={breadcrumbList([{ name: 'Leaderboard', path: '/leaderboard' }])} />
      <PageHeader title="Leaderboard" subtitle={SUBTITLE} />
      <LeaderboardHandover ranking={ranking} game={game} />
    </>
  );
}

export default survivesDatabaseOutage(guardedPage('/leaderboard', LeaderboardPage));
