import robots from '@/app/robots';

/** Lighthouse's SEO audit reads /robots.txt: without app/robots.ts the site answered it with its HTML 404 page. */
describe('/robots.txt', () => {
  const rules = [robots().rules].flat();
  const forEveryone = rules.find((rule) => rule.userAgent === '*');

  it('lets every crawler read the pages', () => {
    expect(forEveryone?.allow).toBe('/');
  });

  it('keeps crawlers off the API and the session calls', () => {
    expect(forEveryone?.disallow).toEqual(expect.arrayContaining(['/api/', '/auth/']));
  });
});
