import { pictureUrl } from './display';
import type { PublicProfile } from './types';
import { SITE_NAME, siteUrl } from '@/lib/site';
import { formatMonthYear } from '@/lib/time-display';

/** The public page's address: usernames are letters and digits, shown in their stored spelling. */
export const publicProfilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

/** One sentence for search results and link previews: who, since when, how much they play. */
export function profileDescription(profile: PublicProfile): string {
  const since = formatMonthYear(profile.created_at);
  const { total_daily_games: daily, overall_best_streak: best } = profile.summary;
  const play = daily > 0 ? ` ${daily} daily ${daily === 1 ? 'puzzle' : 'puzzles'} solved, best streak ${best}.` : '';
  const bio = profile.bio ? ` “${profile.bio.replace(/\s+/g, ' ').slice(0, 100)}${profile.bio.length > 100 ? '…' : ''}”` : '';
  return `${profile.username} plays ${SITE_NAME}'s daily guessing games (member since ${since}).${play}${bio}`;
}

/** schema.org ProfilePage with its Person (https://schema.org/ProfilePage): only the public page's facts. */
export function profileStructuredData(profile: PublicProfile) {
  const url = `${siteUrl()}${publicProfilePath(profile.username)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    name: `${profile.username} on ${SITE_NAME}`,
    dateCreated: profile.created_at,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: siteUrl() },
    mainEntity: {
      '@type': 'Person',
      name: profile.username,
      alternateName: profile.username,
      url,
      image: `${siteUrl()}${pictureUrl(profile.profile_picture)}`,
      ...(profile.bio ? { description: profile.bio } : {}),
      ...(profile.total_achievements > 0 ? { award: profile.achievements.map((achievement) => achievement.name) } : {}),
    },
  };
}
