import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getDb } from '@/db/client';
import { listPublicProfileUsernames } from '@/db/queries/users';
import { GAMES } from '@/lib/games/registry';
import { siteUrl } from '@/lib/site';
import { archivePath } from '@/lib/games/archive-paths';
import { log } from '@/lib/observability/log';

/** The content and game pages search engines should know, with how often they change. */
const STATIC_PAGES: { path: string; changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly'; priority: number }[] = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  { path: '/daily', changeFrequency: 'daily', priority: 0.9 },
  { path: '/leaderboard', changeFrequency: 'daily', priority: 0.7 },
  { path: '/updates', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/credits', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/privacy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/terms', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/fairness', changeFrequency: 'daily', priority: 0.4 },
];

/** One sitemap holds at most 50,000 addresses: the pages above, the games, then public profiles up to the limit. */
export const SITEMAP_PROFILE_LIMIT = 49_000;

/** /sitemap.xml: read per request (profiles come and go); the profiles of players with a daily win, staff left out. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const base = siteUrl();
  const pages: MetadataRoute.Sitemap = [
    ...STATIC_PAGES.map((page) => ({ url: `${base}${page.path === '/' ? '' : page.path}`, changeFrequency: page.changeFrequency, priority: page.priority })),
    ...GAMES.map((game) => ({ url: `${base}${game.route}`, changeFrequency: 'daily' as const, priority: 0.9 })),
    // Each game's archive (issue 29), not its days: one page lists them all.
    ...GAMES.map((game) => ({ url: `${base}${archivePath(game.id)}`, changeFrequency: 'daily' as const, priority: 0.6 })),
  ];
  try {
    const usernames = await listPublicProfileUsernames(await getDb(), SITEMAP_PROFILE_LIMIT);
    return [...pages, ...usernames.map((username) => ({ url: `${base}/profile/${encodeURIComponent(username)}`, changeFrequency: 'weekly' as const, priority: 0.4 }))];
  } catch (error) {
    // The pages still have their sitemap while the database is away.
    log().error({ err: error }, '[sitemap] profiles unavailable');
    return pages;
  }
}
