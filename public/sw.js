/*
 * Guessdle's service worker (issue 30 item 4): the site opens offline. Hand-written, no build step; registered by
 * components/layout/ServiceWorkerRegistration.tsx as /sw.js?v={build version}. docs/DEPLOY.md describes it.
 *
 * - The app shell, Next's /_next/static/* files (named by their content, never changed): cache first.
 * - The item lists, GET /api/cards/{game}: stale-while-revalidate (the cached list at once, refreshed behind it).
 * - The pages that are the same for everyone (home, /solve/{game}, /credits, /privacy, /terms, /updates, /offline):
 *   network first, the cached copy when the network fails. The home and offline pages are kept at install.
 * - Every other page (those that show a person's data: /profile, /settings, /stats, /admin, …): network only,
 *   the offline page when the network fails.
 * - Never handled, so never cached: any other method than GET, every other /api/ call (guesses are judged
 *   only by the server: offline they fail as without the worker), /auth/*, other origins.
 * Each build's worker has one cache, `guessdle-{version}`; it takes over at once and deletes older builds' caches.
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'unversioned';
const CACHE_PREFIX = 'guessdle-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const OFFLINE_PAGE = '/offline';
const KEPT_AT_INSTALL = ['/', OFFLINE_PAGE];

const APP_SHELL = /^\/_next\/static\//;
const ITEM_LIST = /^\/api\/cards\/[^/]+$/;
const PAGES_FOR_EVERYONE = /^\/(?:|solve\/[^/]+|credits|privacy|terms|updates|offline)$/;

/** A response worth keeping: a whole, successful answer from this origin that is what was asked for. */
const keepable = (response) => response.ok && response.type === 'basic' && !response.redirected;

/**
 * The `/_next/static/` files a page's HTML names (its styles and scripts, in its tags and in the data React
 * starts from), so that it shows offline as it does online.
 */
const assetsOf = (html) => [...new Set(html.match(/\/_next\/static\/[^"'\\\s<>)]+/g) || [])];

/** Keeps a page and the files it loads. A page that redirects (a signed-in player without a username) is not kept. */
async function keepPage(cache, path) {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!keepable(response)) return;
  await cache.put(path, response.clone());
  const assets = assetsOf(await response.text());
  await Promise.all(assets.map((asset) => cache.match(asset).then((hit) => hit || cache.add(asset).catch(() => undefined))));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then(async (cache) => {
        for (const path of KEPT_AT_INSTALL) await keepPage(cache, path); // one after the other: their shared files are fetched once
      })
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Keeps a copy of `response` under `key` without holding the response back (the event lives until it is stored). */
function keep(event, cache, key, response) {
  if (keepable(response)) event.waitUntil(cache.put(key, response.clone()).catch(() => undefined));
  return response;
}

async function cacheFirst(event) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(event.request);
  return hit || keep(event, cache, event.request, await fetch(event.request));
}

async function staleWhileRevalidate(event) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(event.request);
  const fresh = fetch(event.request).then((response) => keep(event, cache, event.request, response));
  if (!hit) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return hit;
}

async function offlinePage() {
  return (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) || Response.error();
}

/** A page for everyone, kept under its path (its query does not change it). */
async function networkFirst(event, path) {
  const cache = await caches.open(CACHE);
  try {
    return keep(event, cache, path, await fetch(event.request));
  } catch {
    return (await cache.match(path)) || offlinePage();
  }
}

async function networkOnly(request) {
  try {
    return await fetch(request);
  } catch {
    return offlinePage();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (APP_SHELL.test(url.pathname)) return event.respondWith(cacheFirst(event));
  if (ITEM_LIST.test(url.pathname)) return event.respondWith(staleWhileRevalidate(event));
  if (request.mode !== 'navigate') return;
  event.respondWith(PAGES_FOR_EVERYONE.test(url.pathname) ? networkFirst(event, url.pathname) : networkOnly(request));
});
