/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';

/**
 * public/sw.js run as a browser runs it, against a fake network and an in-memory CacheStorage: what each kind
 * of request gets online and offline, what is kept, and how a new build's worker replaces the old caches.
 */
const ORIGIN = 'https://guessdle.example';
const SOURCE = readFileSync('public/sw.js', 'utf8');

type Handler = (event: Record<string, unknown>) => void;
interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}

const href = (input: string | FakeRequest) => (typeof input === 'string' ? new URL(input, ORIGIN).href : input.url);

class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly network: (url: string) => Promise<Response>) {}
  async match(input: string | FakeRequest) {
    return this.entries.get(href(input))?.clone();
  }
  async put(input: string | FakeRequest, response: Response) {
    this.entries.set(href(input), response);
  }
  /** As a browser's: a response that is not ok is refused, not kept. */
  async add(input: string) {
    const response = await this.network(href(input));
    if (!response.ok) throw new TypeError(`Cache.add: ${response.status}`);
    await this.put(input, response);
  }
}

class FakeCacheStorage {
  readonly named = new Map<string, FakeCache>();
  constructor(private readonly network: (url: string) => Promise<Response>) {}
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new FakeCache(this.network));
    return this.named.get(name)!;
  }
  async keys() {
    return [...this.named.keys()];
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  async match(input: string, { cacheName }: { cacheName: string }) {
    return this.named.get(cacheName)?.match(input);
  }
}

/** A page or file as this origin's server sends it (a fetch from the worker's own origin is 'basic'). */
function answer(body: string, { status = 200, redirected = false } = {}): Response {
  const response = new Response(body, { status });
  Object.defineProperties(response, { type: { value: 'basic' }, redirected: { value: redirected } });
  return response;
}

const SHELL = { '/_next/static/css/site.css': 'css', '/_next/static/chunks/main.js': 'main', '/_next/static/chunks/page.js': 'page' };
const HOME_HTML = '<html><link rel="stylesheet" href="/_next/static/css/site.css"><script src="/_next/static/chunks/main.js" async=""></script><script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/page.js\\"]"])</script>home</html>';
const OFFLINE_HTML = '<html><link rel="stylesheet" href="/_next/static/css/site.css">offline page</html>';

/** The site's server: each path's current answer (change it to change what the server sends). */
function server(pages: Record<string, string> = {}) {
  const state = { offline: false, requests: [] as string[], pages: { '/': HOME_HTML, '/offline': OFFLINE_HTML, ...SHELL, ...pages } as Record<string, string> };
  const network = async (url: string) => {
    if (state.offline) throw new TypeError('Failed to fetch');
    state.requests.push(url.replace(ORIGIN, ''));
    const path = new URL(url).pathname;
    const body = state.pages[path];
    return body === undefined ? answer('not found', { status: 404 }) : answer(body);
  };
  return { state, network };
}

function startWorker(network: (url: string) => Promise<Response>, { version = 'build-2', storage = new FakeCacheStorage(network) } = {}) {
  const listeners: Record<string, Handler> = {};
  const self = {
    location: new URL(`${ORIGIN}/sw.js?v=${version}`),
    addEventListener: (type: string, handler: Handler) => (listeners[type] = handler),
    skipWaiting: jest.fn(async () => undefined),
    clients: { claim: jest.fn(async () => undefined) },
  };
  const fetchFromWorker = (input: string | FakeRequest) => network(href(input));
  new Function('self', 'caches', 'fetch', SOURCE)(self, storage, fetchFromWorker);

  /** Dispatches an event; `done` settles once its response and everything it waits for have. */
  function dispatch(type: string, fields: Record<string, unknown> = {}) {
    const waits: Promise<unknown>[] = [];
    let responded: Promise<Response> | undefined;
    listeners[type]({ ...fields, waitUntil: (promise: Promise<unknown>) => waits.push(promise), respondWith: (promise: Promise<Response>) => (responded = promise) });
    const done = async () => {
      const response = await responded;
      for (let seen = 0; seen < waits.length; seen = waits.length) await Promise.all(waits);
      return response;
    };
    return { handled: responded !== undefined, done };
  }

  const request = (path: string, { method = 'GET', mode = 'cors' } = {}) => ({ request: { url: new URL(path, ORIGIN).href, method, mode } });
  /** What the page gets for `path` (null: the worker left it to the browser). */
  async function get(path: string, options: { method?: string; mode?: string } = {}) {
    const event = dispatch('fetch', request(path, options));
    if (!event.handled) return null;
    const response = (await event.done())!;
    return { status: response.status, type: response.type, body: response.type === 'error' ? '' : await response.text() };
  }
  const navigate = (path: string) => get(path, { mode: 'navigate' });
  const install = () => dispatch('install').done();
  const activate = () => dispatch('activate').done();
  return { self, storage, get, navigate, install, activate, cache: () => storage.open(`guessdle-${version}`) };
}

async function installedWorker(pages: Record<string, string> = {}) {
  const site = server(pages);
  const worker = startWorker(site.network);
  await worker.install();
  await worker.activate();
  site.state.requests.length = 0;
  return { site, worker };
}

describe('the service worker (public/sw.js)', () => {
  it('keeps the home and offline pages at install, with the styles and scripts their HTML loads, and takes over at once', async () => {
    const site = server();
    const worker = startWorker(site.network);
    await worker.install();
    const kept = [...(await worker.cache()).entries.keys()].map((url) => url.replace(ORIGIN, '')).sort();
    expect(kept).toEqual(['/', '/_next/static/chunks/main.js', '/_next/static/chunks/page.js', '/_next/static/css/site.css', '/offline']);
    expect(site.state.requests.filter((path) => path === '/_next/static/css/site.css')).toHaveLength(1);
    expect(worker.self.skipWaiting).toHaveBeenCalled();
  });

  it('does not keep a page the server redirected (a signed-in player without a username is sent elsewhere)', async () => {
    const redirecting = async (url: string) => answer(`page for ${url}`, { redirected: new URL(url).pathname === '/' });
    const worker = startWorker(redirecting);
    await worker.install();
    expect([...(await worker.cache()).entries.keys()].map((url) => url.replace(ORIGIN, ''))).toEqual(['/offline']);
  });

  it("deletes older builds' caches when it takes over, and leaves its own and other caches alone", async () => {
    const site = server();
    const storage = new FakeCacheStorage(site.network);
    await storage.open('guessdle-build-1');
    await storage.open('someone-else');
    const worker = startWorker(site.network, { version: 'build-2', storage });
    await worker.install();
    await worker.activate();
    expect((await storage.keys()).sort()).toEqual(['guessdle-build-2', 'someone-else']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('leaves to the browser every other method, every other call, /auth/*, other sites and page data requests', async () => {
    const { site, worker } = await installedWorker();
    expect(await worker.get('/api/daily/pokemon/guess', { method: 'POST' })).toBeNull();
    expect(await worker.get('/api/cards/pokemon', { method: 'POST' })).toBeNull();
    expect(await worker.get('/api/daily/pokemon')).toBeNull();
    expect(await worker.get('/api/cards/pokemon/extra')).toBeNull();
    expect(await worker.get('/auth/me')).toBeNull();
    expect(await worker.get('https://elsewhere.example/_next/static/x.js')).toBeNull();
    // A client-side navigation's data request (RSC): not a page load.
    expect(await worker.get('/solve/pokemon?_rsc=abc')).toBeNull();
    expect(site.state.requests).toEqual([]);
  });

  it('serves a visited game page from the network while online, and its kept copy when offline', async () => {
    const { site, worker } = await installedWorker({ '/solve/pokemon': 'pokemon page v1' });
    expect(await worker.navigate('/solve/pokemon')).toEqual({ status: 200, type: 'basic', body: 'pokemon page v1' });
    site.state.pages['/solve/pokemon'] = 'pokemon page v2';
    expect((await worker.navigate('/solve/pokemon?mode=endless'))!.body).toBe('pokemon page v2');
    expect(site.state.requests).toEqual(['/solve/pokemon', '/solve/pokemon?mode=endless']);
    site.state.offline = true;
    expect((await worker.navigate('/solve/pokemon'))!.body).toBe('pokemon page v2');
    expect((await worker.navigate('/'))!.body).toBe(HOME_HTML);
  });

  it("passes the server's error pages through and does not keep them over a good copy", async () => {
    const { site, worker } = await installedWorker({ '/credits': 'credits' });
    await worker.navigate('/credits');
    delete site.state.pages['/credits'];
    expect(await worker.navigate('/credits')).toMatchObject({ status: 404, body: 'not found' });
    site.state.offline = true;
    expect((await worker.navigate('/credits'))!.body).toBe('credits');
  });

  it('shows the offline page for a page it never kept, and never keeps pages with a personal view', async () => {
    const { site, worker } = await installedWorker({ '/stats': 'your stats', '/settings': 'your settings', '/terms': 'terms' });
    expect((await worker.navigate('/stats'))!.body).toBe('your stats');
    expect((await worker.navigate('/settings'))!.body).toBe('your settings');
    site.state.offline = true;
    expect((await worker.navigate('/stats'))!.body).toBe(OFFLINE_HTML);
    expect((await worker.navigate('/settings'))!.body).toBe(OFFLINE_HTML);
    expect((await worker.navigate('/terms'))!.body).toBe(OFFLINE_HTML);
    const kept = [...(await worker.cache()).entries.keys()].map((url) => url.replace(ORIGIN, ''));
    expect(kept).not.toEqual(expect.arrayContaining(['/stats']));
    expect(kept).not.toEqual(expect.arrayContaining(['/settings']));
  });

  it('serves an item list at once from its copy and refreshes the copy behind it; offline the copy still answers', async () => {
    const { site, worker } = await installedWorker({ '/api/cards/pokemon': '{"pokemon":["Bulbasaur"]}' });
    expect((await worker.get('/api/cards/pokemon'))!.body).toBe('{"pokemon":["Bulbasaur"]}');
    site.state.pages['/api/cards/pokemon'] = '{"pokemon":["Bulbasaur","Ivysaur"]}';
    // Stale first, refreshed behind it: the next read has the new list.
    expect((await worker.get('/api/cards/pokemon'))!.body).toBe('{"pokemon":["Bulbasaur"]}');
    expect((await worker.get('/api/cards/pokemon'))!.body).toBe('{"pokemon":["Bulbasaur","Ivysaur"]}');
    site.state.offline = true;
    expect((await worker.get('/api/cards/pokemon'))!.body).toBe('{"pokemon":["Bulbasaur","Ivysaur"]}');
    // A list never fetched fails offline, as it would without the worker.
    await expect(worker.get('/api/cards/bible-books')).rejects.toThrow('Failed to fetch');
  });

  it('serves the app shell from its cache once fetched, without asking the network again', async () => {
    const { site, worker } = await installedWorker({ '/_next/static/chunks/game.js': 'code' });
    expect((await worker.get('/_next/static/chunks/game.js'))!.body).toBe('code');
    expect((await worker.get('/_next/static/chunks/game.js'))!.body).toBe('code');
    expect(site.state.requests).toEqual(['/_next/static/chunks/game.js']);
    site.state.offline = true;
    expect((await worker.get('/_next/static/chunks/game.js'))!.body).toBe('code');
    await expect(worker.get('/_next/static/chunks/other.js')).rejects.toThrow('Failed to fetch');
  });
});
