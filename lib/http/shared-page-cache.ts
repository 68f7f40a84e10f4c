import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { DEV_LOGIN_COOKIE } from '@/lib/auth/dev-login-cookie';
import { GAME_IDS } from '@/lib/games/types';

/**
 * The shared page cache (issue 38 item 4): the pages rendered per request that are the same for every visitor
 * without cookies (/daily, /leaderboard and its one-game boards) are rendered at most once every
 * PAGE_CACHE_TTL_MS per process and key; the answers in between replay that render. A render costs ~8 ms of the
 * process's CPU, a replay ~0.7 ms (docs/PERFORMANCE.md, "Where an instance's time goes"). The prerendered
 * first pages (/ and the five game pages) are kept the same way: Next serves them as built, but through its
 * whole request pipeline (~1.6 ms); a replay of their bytes, gzipped once, costs ~0.1 ms.
 *
 * Each replay of a page rendered per request carries a nonce of its own: the render's nonce is replaced, in the
 * Content-Security-Policy and in the HTML, by a fresh one, so no two answers share a nonce. Only a visitor who
 * sends no cookie at all is served from here, with an unconditional GET and no router headers (a client-side
 * navigation asks for the RSC payload, not HTML): anything a render could read of the visitor (a session, a
 * preference) comes in a cookie. Only a 200 HTML answer with a Content-Security-Policy and no cookie of its own
 * is kept (but the development sign-in's banner cookie, the same for every visitor of a test server:
 * lib/auth/dev-login-cookie.ts). The key holds no Host: a page names the site by its configured address
 * (NEXT_PUBLIC_SITE_URL), never by the request's Host or X-Forwarded-Host, so a render asked for under another
 * name cannot poison the replays (tests/e2e/page-cache.spec.ts). Nothing here is the truth: each process keeps
 * its own copy for two seconds (the leaderboard's ranking is itself a snapshot a few seconds old; /daily
 * changes at midnight).
 */
export const PAGE_CACHE_TTL_MS = 2_000;

/** Headers of the render that belong to its own answer, never to a replay (or that a replay sets afresh). */
const OWN_HEADERS = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);
/** Request headers of Next's router: such a request wants the RSC payload or a prefetch, not the HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url', 'purpose', 'range'];
/** A conditional request goes to Next, which answers 304 when it may. */
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since'];
/** Any of these sends the request to Next. */
const RENDER_HEADERS = [...ROUTER_HEADERS, ...CONDITIONAL_HEADERS];
const PRERENDERED_PAGES = new Set(['/', ...GAME_IDS.map((id) => `/solve/${id}`)]);
/** The leaderboard's `?game=` (components/leaderboard/leaderboard-display.ts; lib may not import it: the unit test ties them). */
const BOARD_PARAM = 'game';
const ONE_GAME_BOARDS = new Set<string>(GAME_IDS);
const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/=_-]{16,})'/;

/** The page a request asks for, as the cache's key, or null when it may not be served from the cache. */
export function pageCacheKey(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (request.method !== 'GET' || request.headers.cookie !== undefined) return null;
  if (RENDER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const [pathname, search = ''] = (request.url ?? '').split('?', 2);
  const proto = request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  if ((pathname === '/daily' || PRERENDERED_PAGES.has(pathname)) && search === '') return `${proto}:${pathname}`;
  if (pathname !== '/leaderboard') return null;
  if (search === '') return `${proto}:/leaderboard`;
  // Only the board addresses the page itself answers with a board (any other query is redirected or unknown).
  const params = new URLSearchParams(search);
  const game = params.get(BOARD_PARAM);
  if ([...params.keys()].length !== 1 || game === null || !ONE_GAME_BOARDS.has(game)) return null;
  return `${proto}:/leaderboard?${BOARD_PARAM}=${game}`;
}

/** One render kept: its headers (without the answer's own), its HTML and the nonce it carries (none when prerendered). */
export interface CachedPage {
  headers: Record<string, string | string[]>;
  html: string;
  nonce: string | null;
  storedAt: number;
}

function headerValue(value: OutgoingHttpHeaders[string]): string | string[] | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.map(String) : String(value);
}

/** True when a render sets no cookie but the development sign-in's banner cookie. */
function onlyTheBannerCookie(setCookie: OutgoingHttpHeaders[string]): boolean {
  if (setCookie === undefined) return true;
  return (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).every((cookie) => cookie.startsWith(`${DEV_LOGIN_COOKIE}=`));
}

/**
 * The render of a 200 HTML answer as a cache entry, or null when it may not be replayed: another status, a
 * cookie of its own, no Content-Security-Policy, or a nonce in it that the HTML body does not carry. A page
 * rendered per request has a nonce (replaced in each replay, and its ETag dropped: each replay differs); a
 * prerendered one has its scripts' hashes instead and is replayed as built, ETag included.
 */
export function cacheableRender(status: number, headers: OutgoingHttpHeaders, body: Buffer, now: number): CachedPage | null {
  if (status !== 200 || !onlyTheBannerCookie(headers['set-cookie'])) return null;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
  const policy = headers['content-security-policy'];
  if (policy === undefined) return null;
  const nonce = NONCE_SOURCE.exec(String(policy))?.[1] ?? null;
  const html = body.toString('utf8');
  if (nonce !== null && !html.includes(nonce)) return null;
  const kept: CachedPage['headers'] = {};
  for (const [name, value] of Object.entries(headers)) {
    const text = headerValue(value);
    const own = OWN_HEADERS.has(name.toLowerCase()) || (nonce !== null && name.toLowerCase() === 'etag');
    if (text !== null && !own) kept[name.toLowerCase()] = text;
  }
  return { headers: kept, html, nonce, storedAt: now };
}

/** The kept render with its nonce replaced everywhere (the policy and every tag and payload) by `nonce`. */
export function withNonce(page: CachedPage & { nonce: string }, nonce: string): { headers: CachedPage['headers']; html: string } {
  const headers: CachedPage['headers'] = {};
  for (const [name, value] of Object.entries(page.headers)) {
    headers[name] = Array.isArray(value) ? value.map((one) => one.replaceAll(page.nonce, nonce)) : value.replaceAll(page.nonce, nonce);
  }
  return { headers, html: page.html.replaceAll(page.nonce, nonce) };
}

/** The renders kept by this process, each for PAGE_CACHE_TTL_MS. */
export class SharedPageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly filling = new Set<string>();

  /** The fresh render kept for `key`, if any. */
  fresh(key: string, now: number): CachedPage | null {
    const page = this.pages.get(key);
    return page && now - page.storedAt < PAGE_CACHE_TTL_MS ? page : null;
  }

  /** True when the caller should render `key` to fill the cache (one render at a time per key). */
  claimFill(key: string): boolean {
    if (this.filling.has(key)) return false;
    this.filling.add(key);
    return true;
  }

  /** Ends a fill: keeps `page` when it may be replayed. */
  finishFill(key: string, page: CachedPage | null): void {
    this.filling.delete(key);
    if (page) this.pages.set(key, page);
  }
}
