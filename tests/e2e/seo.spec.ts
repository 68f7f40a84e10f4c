import { expect, test, type APIRequestContext, type Page } from './helpers/fixtures';
import { shareResultPath } from '../../lib/games/share-link';
import { getGame } from '../../lib/games/registry';
import { signUp, uniqueLogin } from './helpers/sign-in';
import { SITE_URL } from './helpers/site-url';
import { structuredDataProblems } from './helpers/structured-data';

/**
 * What search engines and link previews read (issues 17 and 26): every public page's title (the
 * '{title} | Guessdle' rule, the home page the site's name alone), a description of its own, and its
 * canonical address, og:type, og:url and og:image, all absolute on the site's address; every JSON-LD block
 * checked against the requirements of its rich result (helpers/structured-data.ts); the icons and the web
 * manifest; and a crawl of every internal link.
 */

const GAMES = { 'bible-books': 'Books of the Bible', 'slay-the-spire': 'Slay the Spire cards', 'subnautica-creatures': 'Subnautica creatures', 'aoe2-units': 'Age of Empires II units', pokemon: 'Pokemon (original 151)' };
const TITLES: Record<string, string> = {
  '/': 'Guessdle',
  '/daily': 'Daily Challenges | Guessdle',
  '/leaderboard': 'Leaderboard | Guessdle',
  '/credits': 'Credits | Guessdle',
  '/updates': 'Updates | Guessdle',
  '/privacy': 'Privacy Policy | Guessdle',
  '/terms': 'Terms of Service | Guessdle',
  '/login': 'Login | Guessdle',
  ...Object.fromEntries(Object.entries(GAMES).map(([id, title]) => [`/solve/${id}`, `${title} | Guessdle`])),
};
/** The @types each page's JSON-LD must include (the rest of the walk checks whatever blocks a page has). */
const TYPES: Record<string, string[]> = {
  '/': ['WebSite'],
  '/daily': ['WebPage'],
  '/leaderboard': ['WebPage', 'BreadcrumbList'],
  ...Object.fromEntries(Object.keys(GAMES).map((id) => [`/solve/${id}`, ['Game', 'BreadcrumbList']])),
};

/** An address on the site as the pages write it: absolute, from the site's address. */
const onSite = (path: string) => new URL(path, SITE_URL).href;

/**
 * The public pages, derived: the sitemap's (the content pages, the games and up to three played profiles),
 * the login page, a new player's profile and achievements, and a shared result's link.
 */
async function publicPages(request: APIRequestContext, player: string): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => {
    expect(url.startsWith(SITE_URL), `sitemap: ${url}`).toBe(true);
    return new URL(url).pathname;
  });
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  const profiles = listed.filter((path) => path.startsWith('/profile/')).slice(0, 3);
  const today = (await (await request.get('/api/daily/pokemon')).json()).date as string;
  const share = shareResultPath('pokemon', today, [Array(getGame('pokemon')!.categories.length).fill('correct')]);
  const own = `/profile/${player}`;
  return [...new Set([...listed.filter((path) => !path.startsWith('/profile/')), ...profiles, ...profiles.map((path) => `${path}/achievements`), '/login', own, `${own}/achievements`, share])];
}

async function meta(page: Page, selector: string, attribute = 'content'): Promise<string> {
  return (await page.locator(selector).getAttribute(attribute)) ?? '';
}

test('every public page: title, description, canonical, og:type, og:url and og:image, absolute from the site; every JSON-LD block valid', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const name = `Seo${Date.now().toString(36).slice(-6)}`;
  const player = await (await browser.newContext()).newPage();
  await signUp(player, name, uniqueLogin('seo'));

  const pages = await publicPages(request, name);
  expect(pages).toEqual(expect.arrayContaining([...Object.keys(TITLES), `/profile/${name}/achievements`]));
  const descriptions = new Map<string, string>();
  const images = new Set<string>();
  let blocks = 0;
  for (const path of pages) {
    await page.goto(path);
    const title = await page.title();
    if (TITLES[path]) expect(title, path).toBe(TITLES[path]);
    expect(title, path).toMatch(/^(Guessdle|.+ \| Guessdle)$/);
    expect(await meta(page, 'meta[property="og:title"]'), path).toBe(title);

    const description = await meta(page, 'meta[name="description"]');
    expect(description.length, path).toBeGreaterThan(40);
    expect(descriptions.get(description), `${path} has the description of`).toBeUndefined();
    descriptions.set(description, path);

    for (const [label, address] of [['canonical', await meta(page, 'link[rel="canonical"]', 'href')], ['og:url', await meta(page, 'meta[property="og:url"]')]]) {
      expect(address.startsWith(SITE_URL), `${path}: ${label} ${address}`).toBe(true);
      expect(new URL(address).href, `${path}: ${label}`).toBe(onSite(path));
    }
    expect(await meta(page, 'meta[property="og:type"]'), path).toBe(path.startsWith('/profile/') ? 'profile' : 'website');
    const image = await meta(page, 'meta[property="og:image"]');
    expect(image.startsWith(`${SITE_URL}/`), `${path}: og:image ${image}`).toBe(true);
    images.add(new URL(image).pathname + new URL(image).search);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    for (const block of jsonLd) expect(structuredDataProblems(block, SITE_URL), `${path}: ${block}`).toEqual([]);
    const types = jsonLd.flatMap((block) => [JSON.parse(block)['@type']].flat());
    expect(types, path).toEqual(expect.arrayContaining(TYPES[path] ?? []));
    if (path.startsWith('/profile/') && !path.endsWith('/achievements')) expect(types, path).toContain('ProfilePage');
    if (path.endsWith('/achievements')) expect(types, path).toEqual(expect.arrayContaining(['ProfilePage', 'BreadcrumbList']));
    blocks += jsonLd.length;
  }
  // Each preview picture answers with a PNG.
  for (const image of images) {
    const answer = await request.get(image);
    expect(answer.status(), image).toBe(200);
    expect(answer.headers()['content-type'], image).toBe('image/png');
  }
  console.log(`seo: ${pages.length} public pages walked, ${blocks} JSON-LD blocks validated, ${images.size} preview images fetched`);
  test.info().annotations.push({ type: 'figures', description: `${pages.length} pages, ${blocks} JSON-LD blocks, ${images.size} preview images` });
});

test('the favicon, the icon, the Apple touch icon and the web manifest: in every head, each answering with its kind of file', async ({ page, request }) => {
  await page.goto('/daily');
  const head = async (selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const icons = await head('link[rel="icon"]');
  expect(icons.map((href) => new URL(href, SITE_URL).pathname)).toEqual(['/favicon.ico', '/icon.svg']);
  const [apple] = await head('link[rel="apple-touch-icon"]');
  const [manifest] = await head('link[rel="manifest"]');
  expect(manifest).toBe('/manifest.webmanifest');

  const expectFile = async (path: string, type: string) => {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toBe(type);
    return answer;
  };
  const favicon = await (await expectFile('/favicon.ico', 'image/x-icon')).body(); // what browsers ask for without reading the head
  expect([...favicon.subarray(0, 4)], 'an .ico header').toEqual([0, 0, 1, 0]);
  await expectFile(icons[0], 'image/x-icon');
  expect(await (await expectFile(icons[1], 'image/svg+xml')).text()).toContain('<svg');
  const applePng = await (await expectFile(apple, 'image/png')).body();
  expect(applePng.readUInt32BE(16), 'the Apple icon is 180 px wide').toBe(180);

  const webManifest = await (await expectFile(manifest, 'application/manifest+json')).json();
  expect(webManifest).toMatchObject({ name: 'Guessdle: daily guessing games', short_name: 'Guessdle', start_url: '/', display: 'standalone', theme_color: '#0f1420', background_color: '#0f1420' });
  expect(webManifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512', '192x192', '512x512']);
  for (const icon of webManifest.icons as { src: string; sizes: string }[]) {
    const png = await (await expectFile(icon.src, 'image/png')).body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  // The same head on the home page and a game page (prerendered at build).
  for (const path of ['/', '/solve/pokemon']) {
    await page.goto(path);
    for (const selector of ['link[rel="icon"][href^="/favicon.ico"]', 'link[rel="icon"][href^="/icon.svg"]', 'link[rel="apple-touch-icon"]', 'link[rel="manifest"]']) {
      await expect(page.locator(selector), `${path}: ${selector}`).toHaveCount(1);
    }
  }
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
