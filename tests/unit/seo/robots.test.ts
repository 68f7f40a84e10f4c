import robots from '@/app/robots';

/** Lighthouse's SEO audit reads /robots.txt: without app/robots.ts the site answered it with its HTML 404 page. */
describe('/robots.txt', () => {
  const rules = [robots().rules].flat();
  const forEveryone = rules.find((rule) => rule.userAgent === '*');
  const disallowed = [forEveryone?.disallow ?? []].flat();
  /** Whether a crawler following Google's rules (prefixes, '$' anchoring the end) may read `path`. */
  const allowed = (path: string) => !disallowed.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));

  it('lets every crawler read the pages and points to the sitemap', () => {
    expect(forEveryone?.allow).toBe('/');
    expect(robots().sitemap).toMatch(/\/sitemap\.xml$/);
  });

  it.each(['/api/leaderboard/real-time', '/auth/me', '/admin', '/settings', '/profile', '/stats', '/achievements', '/login', '/username-setup', '/account-created'])(
    'keeps crawlers off %s',
    (path) => expect(allowed(path)).toBe(false),
  );

  it.each(['/', '/solve/pokemon', '/daily', '/leaderboard', '/credits', '/updates', '/privacy', '/terms', '/profile/Kanto', '/profile/Kanto/achievements'])(
    'lets them read %s',
    (path) => expect(allowed(path)).toBe(true),
  );
});
