import type { MetadataRoute } from 'next';

/** /robots.txt: the games and the leaderboard are for search engines; the calls are not (private pages say noindex themselves). */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/auth/'] },
  };
}
