import { expect, test, type APIResponse } from './helpers/fixtures';
import { addDays, chicagoDate } from '../../lib/time';
import { signUp, uniqueLogin } from './helpers/sign-in';

/**
 * Share images (issue 17): the site's, each game's and a public profile's are PNGs of 1200×630, cached,
 * and the pages name them in their Open Graph and Twitter tags.
 */

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(response: APIResponse): Promise<{ width: number; height: number }> {
  const bytes = await response.body();
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectShareImage(response: APIResponse) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(await pngSize(response)).toEqual({ width: 1200, height: 630 });
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
}

test('the site and every game have a 1200×630 PNG share image, named by their pages', async ({ page, request }) => {
  await expectShareImage(await request.get('/opengraph-image'));
  for (const game of ['bible-books', 'slay-the-spire', 'subnautica-creatures', 'aoe2-units', 'pokemon']) {
    await expectShareImage(await request.get(`/solve/${game}/opengraph-image`));
  }
  await page.goto('/solve/pokemon');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/solve\/pokemon\/opengraph-image/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await page.goto('/credits');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/opengraph-image/);
});

test('a public profile has its own share image, quick the second time', async ({ page, request }) => {
  const name = `Og${Date.now().toString(36).slice(-6)}`;
  await signUp(page, name, uniqueLogin('og'));
  await page.goto(`/profile/${name}`);
  const imageUrl = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(imageUrl).toMatch(new RegExp(`/profile/${name}/opengraph-image`));
  await expectShareImage(await request.get(new URL(imageUrl!).pathname));
  const started = Date.now();
  await expectShareImage(await request.get(new URL(imageUrl!).pathname));
  expect(Date.now() - started).toBeLessThan(2_000);
});

test("a shared daily result's link opens a page of its colours, whose preview is that grid; nonsense is a 404", async ({ page, request }) => {
  const path = '/share/pokemon/2026-11-20/xyxxgxx-gygxgyx-ggggggg';
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pokemon \(original 151\) #\d+: solved in 3 guesses$/);
  await expect(page.getByRole('img', { name: '3 rows of coloured squares' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Play today's Pokemon (original 151)" })).toHaveAttribute('href', '/solve/pokemon');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const imageUrl = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(imageUrl).toContain(`${path}/opengraph-image`);
  const image = await request.get(new URL(imageUrl!).pathname);
  await expectShareImage(image);
  expect(image.headers()['cache-control']).toContain('immutable');
  // Only a released puzzle (#1 to today) with rows of the game's category count (issue 25 item 5).
  const tomorrow = addDays(chicagoDate(), 1);
  const nonsense = ['/share/pokemon/2026-11-20/ggg', '/share/pokemon/1999-01-01/ggggggg', `/share/pokemon/${tomorrow}/ggggggg`, '/share/pokemon/2026-11-20/ggggggg-xxxxxxx'];
  for (const bad of ['/share/pokemon/2026-11-20/abc', '/share/tetris/2026-11-20/gg', '/share/pokemon/2026-02-30/gg', '/share/pokemon/2026-11-20/gg-g', ...nonsense]) {
    expect((await request.get(bad)).status(), bad).toBe(404);
  }
  for (const bad of nonsense) expect((await request.get(`${bad}/opengraph-image`)).status(), bad).toBe(404);
  await page.goto(nonsense[0]);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared result not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Shared result not found \| /);
});

test('the /dev/ previews are not in a production build: their paths behave as any unknown path', async ({ request }) => {
  for (const path of ['/dev/auth/callback', '/dev/username-setup', '/no/such/page']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(307);
    expect(new URL(answer.headers().location, 'http://x').pathname).toBe('/');
  }
});
