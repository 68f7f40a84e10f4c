/**
 * Shared results and share images (issue 25 item 5): nonsense links are 404s that cost no image; a valid
 * link's image is drawn once and kept (Cache-Control a CDN and the browser can use); the share and profile
 * images are rate-limited per client address.
 */
import { headers } from 'next/headers';
import { ImageResponse } from 'next/og';
import { renderToStaticMarkup } from 'react-dom/server';
import ProfileShareImage from '@/app/profile/[username]/opengraph-image';
import SharedResultPage from '@/app/share/[game]/[date]/[grid]/page';
import SharedResultImage from '@/app/share/[game]/[date]/[grid]/opengraph-image';
import { LIMITS } from '@/lib/http/limits';
import { scaledPoints } from '@/lib/http/rate-limit';
import { addDays, chicagoDate } from '@/lib/time';
import { fromAddress } from '@/tests/helpers/client-address';
import { withRateLimitScale } from '@/tests/helpers/rate-limit-scale';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

jest.mock('next/headers', () => ({ headers: jest.fn() }));
// The page is rendered here outside Next's app router: the site's links ask the router to prefetch on intent
// (components/ui/Link.tsx), so they get a router that only prefetches.
jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), useRouter: () => ({ prefetch: jest.fn() }) }));
jest.mock('next/og', () => {
  const actual = jest.requireActual('next/og');
  return { ...actual, ImageResponse: jest.fn((...args: unknown[]) => new actual.ImageResponse(...args)) };
});

const requestHeaders = jest.mocked(headers);
const drawings = jest.mocked(ImageResponse);
let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.destroy(); });
beforeEach(() => drawings.mockClear());

let nextAddress = 1;
/** Every following image request comes from a socket address no other test uses. */
function fromNewAddress(): void {
  requestHeaders.mockResolvedValue(new Headers(fromAddress(`198.51.100.${nextAddress++}`)) as never);
}

const params = <T extends object>(value: T) => ({ params: Promise.resolve(value) });
const shareImage = (game: string, date: string, grid: string) => SharedResultImage(params({ game, date, grid }));
const today = () => chicagoDate();
const WON = 'xyxxgxx-ggggggg';

describe('a nonsense link is a 404 that draws nothing', () => {
  test.each([
    ['3 cells for a 7-category game', () => ['pokemon', today(), 'ggg']],
    ['a date before puzzle #1', () => ['pokemon', '1999-01-01', 'ggggggg']],
    ['tomorrow', () => ['pokemon', addDays(today(), 1), 'ggggggg']],
    ['31 guesses', () => ['pokemon', today(), [...Array(30).fill('xxxxxxx'), 'ggggggg'].join('-')]],
  ])('%s', async (_label, link) => {
    fromNewAddress();
    const [game, date, grid] = link();
    const image = await shareImage(game, date, grid);
    expect(image.status).toBe(404);
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect(drawings).not.toHaveBeenCalled();
    await expect(SharedResultPage(params({ game, date, grid }))).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });
});

describe('a valid link', () => {
  test('its page shows the grid: one row per guess, one square per category, and the way to play', async () => {
    const html = renderToStaticMarkup(await SharedResultPage(params({ game: 'pokemon', date: today(), grid: WON })));
    expect(html).toContain('aria-label="2 rows of coloured squares"');
    expect(html).toContain('title="wrong, close, wrong, wrong, right, wrong, wrong"');
    expect(html).toContain('title="right, right, right, right, right, right, right"');
    // Each square shows its result's symbol besides its colour (issue 30), row by row.
    const symbols = [...html.matchAll(/<span[^>]*>([✓~✗])<\/span>/g)].map((square) => square[1]);
    expect(symbols.join('')).toBe('✗~✗✗✓✗✗' + '✓✓✓✓✓✓✓');
    expect(html).toContain('href="/solve/pokemon"');
  });

  test('its image is a PNG drawn once, kept by a CDN and the browser for good', async () => {
    fromNewAddress();
    const grid = 'xxxxxxx-yyyyyyy-ggggggg';
    const answers = await Promise.all(Array.from({ length: 5 }, () => shareImage('pokemon', addDays(today(), -1), grid)));
    answers.push(await shareImage('pokemon', addDays(today(), -1), grid));
    const bodies = await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(Buffer.from(bodies[0]).subarray(1, 4).toString()).toBe('PNG');
    expect(new Set(bodies.map((body) => Buffer.from(body).toString('base64'))).size).toBe(1);
    expect(drawings).toHaveBeenCalledTimes(1);
  });
});

describe('the share and profile images are rate-limited per client address', () => {
  const burst = scaledPoints(LIMITS['share-image'].windows[0].points, 1);

  test.each([
    ['a shared result', () => shareImage('pokemon', today(), WON)],
    ['a profile', () => ProfileShareImage(params({ username: 'NoSuchPlayer' }))],
  ])('%s: a client is refused after the burst, with Retry-After; another client is not', (_label, request) =>
    withRateLimitScale(1, async () => {
      fromNewAddress();
      for (let i = 0; i < burst; i++) expect((await request()).status).toBe(200);
      const refused = await request();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
      fromNewAddress();
      expect((await request()).status).toBe(200);
    }),
  );

  test('a nonsense link does not count', () =>
    withRateLimitScale(1, async () => {
      fromNewAddress();
      for (let i = 0; i < burst + 5; i++) expect((await shareImage('pokemon', today(), 'ggg')).status).toBe(404);
      expect((await shareImage('pokemon', today(), WON)).status).toBe(200);
    }),
  );
});
