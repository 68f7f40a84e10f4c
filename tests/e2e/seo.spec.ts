import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUp, uniqueLogin } from './helpers/sign-in';

/**
 * What search engines and link previews read (issue 17): each public page's title (the '{title} | Guessdle'
 * rule, the home page the site's name alone), a description of its own, a canonical address, structured
 * data that parses with the right @type; and a crawl of every internal link.
 */

const GAMES = { 'bible-books': 'Books of the Bible', 'slay-the-spire': 'Slay the Spire cards', 'subnautica-creatures': 'Subnautica creatures', 'aoe2-units': 'Age of Empires II units', pokemon: 'Pokemon (original 151)' };

async function structuredTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as { '@type': string | string[] };
    return [data['@type']].flat();
  });
}

test('every public page: its title, its own description, a canonical address and structured data', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `Seo${Date.now().toString(36).slice(-6)}`;
  const player = await (await browser.newContext()).newPage();
  await signUp(player, name, uniqueLogin('seo'));

  const pages: [path: string, title: string, types: string[]][] = [
    ['/', 'Guessdle', ['WebSite']],
    ['/daily', 'Daily Challenges | Guessdle', ['WebPage']],
    ['/leaderboard', 'Leaderboard | Guessdle', ['WebPage', 'BreadcrumbList']],
    ...Object.entries(GAMES).map(([id, title]): [string, string, string[]] => [`/solve/${id}`, `${title} | Guessdle`, ['Game', 'BreadcrumbList']]),
    ['/credits', 'Credits | Guessdle', []],
    ['/updates', 'Updates | Guessdle', []],
    ['/privacy', 'Privacy Policy | Guessdle', []],
    ['/terms', 'Terms of Service | Guessdle', []],
    [`/profile/${name}`, `${name}'s profile | Guessdle`, ['ProfilePage']],
    [`/profile/${name}/achievements`, `${name}'s achievements | Guessdle`, ['BreadcrumbList']],
  ];
  const descriptions = new Set<string>();
  for (const [path, title, types] of pages) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, path).toBeGreaterThan(40);
    descriptions.add(description!);
    if (path !== '/') await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new RegExp(`${path.replace(/[()]/g, '\\$&')}$`));
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /.+/);
    expect(await structuredTypes(page), path).toEqual(expect.arrayContaining(types));
  }
  expect(descriptions.size).toBe(pages.length);
});

/** Every internal link reachable from the home page, each answered without following redirects. */
async function crawl(request: APIRequestContext): Promise<Map<string, { status: number; location?: string }>> {
  const seen = new Map<string, { status: number; location?: string }>();
  const queue = ['/'];
  while (queue.length > 0 && seen.size < 150) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const answer = await request.get(path, { maxRedirects: 0 });
    seen.set(path, { status: answer.status(), location: answer.headers().location });
    if (answer.status() !== 200 || !answer.headers()['content-type']?.includes('text/html')) continue;
    for (const [, href] of (await answer.text()).matchAll(/<a[^>]+href="(\/[^"#?]*)/g)) {
      if (!href.startsWith('/_next') && !href.startsWith('/api/') && !seen.has(href)) queue.push(href);
    }
  }
  return seen;
}

test('a crawl of every internal link: a player gets 200 everywhere; a guest too, but for the pages that need an account', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUp(page, `Crawl${Date.now().toString(36).slice(-6)}`, uniqueLogin('crawl'));
  const signedIn = await crawl(page.request);
  expect([...signedIn].filter(([, answer]) => answer.status !== 200)).toEqual([]);
  expect(signedIn.size).toBeGreaterThan(15);

  const guest = await crawl(request);
  const notOk = [...guest].filter(([, answer]) => answer.status !== 200);
  for (const [path, answer] of notOk) {
    expect(['/achievements', '/stats', '/profile', '/settings'], `${path} answered ${answer.status}`).toContain(path);
    expect(answer.location, path).toMatch(/\/login$/);
  }
  for (const path of ['/credits', '/updates', '/privacy', '/terms', '/leaderboard', '/daily', '/solve/pokemon']) expect(guest.get(path)?.status, path).toBe(200);
});
