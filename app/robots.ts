import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site';

/**
 * /robots.txt: the games, the leaderboard, the content pages and public profiles are for search engines;
 * the calls, the admin, a player's own pages and the sign-in pages are not. '/profile$' keeps out only
 * the own-profile page, not /profile/{username}.
 */
export const ROBOTS_DISALLOW = ['/api/', '/auth/', '/admin', '/settings', '/profile$', '/stats', '/achievements', '/login', '/username-setup', '/account-created'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ROBOTS_DISALLOW },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
