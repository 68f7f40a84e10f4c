/**
 * @jest-environment node
 *
 * Issue 38 item 4: /daily and /leaderboard for a visitor without cookies replay a render at most 2 s old, each
 * replay with a nonce of its own; / and the game pages replay their prerendered bytes. A stand-in for Next behind the replay (a real HTTP server) counts the renders.
 */
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { LEADERBOARD_GAME_OPTIONS, LEADERBOARD_GAME_PARAM } from '@/components/leaderboard/leaderboard-display';
import { createPageReplay } from '@/lib/http/page-replay';
import { PAGE_CACHE_TTL_MS, pageCacheKey, SharedPageCache } from '@/lib/http/shared-page-cache';

type Render = (request: IncomingMessage, response: ServerResponse, nonce: string) => void;

/** A page as Next renders it: the nonce in the policy, on the scripts and in the payload, written in two chunks. */
const htmlPage: Render = (_request, response, nonce) => {
  response.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  response.setHeader('Vary', 'rsc, next-router-state-tree');
  response.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">self.a=1</script></head>`);
  setTimeout(() => response.end(`<body><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script>Leaderboard</body></html>`), 5);
};

let server: Server;
let base = '';
let clock = 1_000_000;
let renders = 0;
let render: Render = htmlPage;

beforeEach(async () => {
  clock = 1_000_000;
  renders = 0;
  render = htmlPage;
  const replay = createPageReplay(new SharedPageCache(), () => clock);
  server = createServer((request, response) => {
    response.setHeader('X-Request-Id', `id-${Math.random()}`); // as the request observer does before anything answers
    if (replay.answer(request, response)) return;
    renders += 1;
    render(request, response, Buffer.from(`nonce-of-render-${renders}`).toString('base64'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  html: string;
  nonce: string;
}

/** The answer's bytes as sent (node:http, which decodes nothing), gunzipped here when gzipped. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(base + path, { headers: { 'accept-encoding': 'identity', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const html = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy'] ?? ''))?.[1] ?? '';
        resolve({ status: response.statusCode ?? 0, headers: response.headers, html, nonce });
      });
    });
    call.on('error', reject);
    call.end();
  });
}

test('only a cookie-less, unconditional GET of /daily, a leaderboard board the page shows, / or a game page is a key', () => {
  const key = (url: string, method = 'GET', headers: Record<string, string> = {}) => pageCacheKey({ url, method, headers });
  expect(key('/daily')).toBe('http:/daily');
  expect(key('/daily', 'GET', { 'x-forwarded-proto': 'https' })).toBe('https:/daily');
  expect(key('/leaderboard')).toBe('http:/leaderboard');
  expect(key('/leaderboard?game=pokemon')).toBe('http:/leaderboard?game=pokemon');
  // Every one-game board the page's selector offers, under the page's own parameter.
  for (const { value } of LEADERBOARD_GAME_OPTIONS.filter((option) => option.value !== 'all')) {
    expect(key(`/leaderboard?${LEADERBOARD_GAME_PARAM}=${value}`)).toBe(`http:/leaderboard?game=${value}`);
  }
  expect(key('/')).toBe('http:/');
  expect(key('/solve/pokemon')).toBe('http:/solve/pokemon');
  for (const url of ['/leaderboard?game=all', '/leaderboard?game=nope', '/leaderboard?game=pokemon&x=1', '/daily?x=1', '/?x=1', '/solve/nope', '/stats', '/profile/Alice']) {
    expect(key(url)).toBeNull();
  }
  expect(key('/daily', 'HEAD')).toBeNull();
  expect(key('/daily', 'POST')).toBeNull();
  expect(key('/daily', 'GET', { cookie: 'theme=dark' })).toBeNull();
  expect(key('/daily', 'GET', { rsc: '1' })).toBeNull();
  expect(key('/leaderboard', 'GET', { 'next-router-prefetch': '1' })).toBeNull();
  expect(key('/solve/pokemon', 'GET', { 'if-none-match': '"abc"' })).toBeNull(); // Next answers 304 itself
});

test('a second visit within the time to live replays the render with a nonce of its own, everywhere', async () => {
  const first = await get('/leaderboard');
  const second = await get('/leaderboard');
  expect(renders).toBe(1);
  expect(second.status).toBe(200);
  expect(second.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(second.nonce).not.toBe(first.nonce);
  expect(second.html).toBe(first.html.replaceAll(first.nonce, second.nonce));
  expect(second.html).not.toContain(first.nonce);
  expect(second.html.split(second.nonce)).toHaveLength(4); // two script tags and the payload
  expect(second.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
  expect(second.headers['content-length']).toBe(String(Buffer.byteLength(second.html)));
  // Its own request id, not the render's.
  expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  const third = await get('/leaderboard');
  expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
});

test('a replay is gzipped for a visitor who accepts it, and says it varies by encoding', async () => {
  await get('/daily');
  const zipped = await get('/daily', { 'accept-encoding': 'gzip, deflate, br' });
  expect(renders).toBe(1);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.html).toContain(`<script nonce="${zipped.nonce}">self.a=1</script>`);
  expect(zipped.headers['vary']).toBe('rsc, next-router-state-tree, Accept-Encoding');
});

test('past its time to live the page is rendered again, and each board has its own render', async () => {
  await get('/leaderboard?game=pokemon');
  clock += PAGE_CACHE_TTL_MS - 1;
  await get('/leaderboard?game=pokemon');
  expect(renders).toBe(1);
  await get('/leaderboard');
  expect(renders).toBe(2);
  clock += 1;
  await get('/leaderboard?game=pokemon');
  expect(renders).toBe(3);
});

test('a visitor with any cookie is always rendered for, even while a render is kept', async () => {
  await get('/daily');
  const withCookie = await get('/daily', { cookie: 'authjs.session-token=abc' });
  expect(renders).toBe(2);
  expect(withCookie.headers['content-length']).toBeUndefined(); // streamed by the renderer, not replayed
});

test.each([
  ['an error page', ((_request, response, nonce) => {
    response.statusCode = 500;
    htmlPage(_request, response, nonce);
  }) as Render],
  ['a render that sets a cookie', ((request, response, nonce) => {
    response.setHeader('Set-Cookie', ['authjs.csrf-token=x; Path=/']);
    htmlPage(request, response, nonce);
  }) as Render],
  ['a page without a Content-Security-Policy', ((_request, response) => {
    response.setHeader('Content-Type', 'text/html');
    response.end('<html></html>');
  }) as Render],
  ['a render whose HTML lacks the nonce of its policy', ((_request, response) => {
    response.setHeader('Content-Security-Policy', "script-src 'nonce-AAAAAAAAAAAAAAAAAAAAAA=='");
    response.setHeader('Content-Type', 'text/html');
    response.end('<html><script>1</script></html>');
  }) as Render],
  ['a JSON answer', ((_request, response, nonce) => {
    response.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'`);
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ nonce }));
  }) as Render],
])('%s is never kept', async (_name, page) => {
  render = page;
  await get('/daily');
  await get('/daily');
  expect(renders).toBe(2);
});

test("the development sign-in's banner cookie, the same for every visitor, does not stop a render being kept", async () => {
  render = (request, response, nonce) => {
    response.setHeader('Set-Cookie', ['guessdle_dev_login=1; Path=/; Max-Age=86400; SameSite=lax']);
    htmlPage(request, response, nonce);
  };
  await get('/daily');
  const replayed = await get('/daily');
  expect(renders).toBe(1);
  expect(replayed.headers['set-cookie']).toEqual(['guessdle_dev_login=1; Path=/; Max-Age=86400; SameSite=lax']);
});

test('while one render fills the cache, the visits meanwhile are rendered, and a render cut off keeps nothing', async () => {
  await Promise.all([get('/daily'), get('/daily'), get('/daily')]);
  expect(renders).toBe(3);
  await get('/daily');
  expect(renders).toBe(3); // the first render was kept

  clock += PAGE_CACHE_TTL_MS;
  render = (_request, response) => response.destroy();
  await expect(get('/daily')).rejects.toThrow();
  render = htmlPage;
  await get('/daily');
  await get('/daily');
  expect(renders).toBe(5); // the cut render kept nothing and freed the fill: the next render filled it
});

test('a prerendered page (script hashes, no nonce) is replayed as built, ETag included, gzipped once for everyone', async () => {
  const built = '<!DOCTYPE html><html><head><script>self.a=1</script></head><body>Pokemon</body></html>';
  render = (_request, response) => {
    response.setHeader('Content-Security-Policy', "script-src 'self' 'sha256-abc='");
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 's-maxage=31536000');
    response.setHeader('ETag', '"built-1"');
    response.end(built);
  };
  await get('/solve/pokemon');
  const plain = await get('/solve/pokemon');
  const zipped = await get('/solve/pokemon', { 'accept-encoding': 'gzip' });
  const zippedAgain = await get('/solve/pokemon', { 'accept-encoding': 'gzip' });
  expect(renders).toBe(1);
  for (const answer of [plain, zipped, zippedAgain]) {
    expect(answer.html).toBe(built);
    expect(answer.headers.etag).toBe('"built-1"');
    expect(answer.headers['cache-control']).toBe('s-maxage=31536000');
  }
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(plain.headers['content-encoding']).toBeUndefined();
  // A browser that holds the page asks with its ETag: Next answers that (304), not the cache.
  await get('/solve/pokemon', { 'if-none-match': '"built-1"' });
  expect(renders).toBe(2);
});
