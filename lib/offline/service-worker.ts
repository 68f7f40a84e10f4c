/**
 * The service worker's address and switches (issue 30 item 4; the worker itself is public/sw.js, described in
 * docs/DEPLOY.md). Its address carries the build's version, so every build installs a worker of its own, whose
 * caches are named after it and which deletes the older builds' caches when it takes over.
 */
import type { Header } from '../security/headers';

export const SERVICE_WORKER_PATH = '/sw.js';

/** The worker's address for a build: `/sw.js?v={version}` (the worker names its caches `guessdle-{version}`). */
export function serviceWorkerUrl(version: string): string {
  return `${SERVICE_WORKER_PATH}?v=${encodeURIComponent(version)}`;
}

/**
 * Next writes a NEXT_PUBLIC_ variable into the browser's code only where it is spelled out in full, so these two
 * are read here rather than through lib/env.ts (as lib/site.ts reads NEXT_PUBLIC_SITE_URL). Both are fixed at build time.
 */
export const BUILD_VERSION = process.env.NEXT_PUBLIC_BUILD_VERSION ?? 'development';
export const serviceWorkerWanted = () => serviceWorkerEnabled(process.env.NODE_ENV, process.env.NEXT_PUBLIC_SERVICE_WORKER);

/**
 * Whether pages register the worker: in production builds unless NEXT_PUBLIC_SERVICE_WORKER is 'false'
 * (then they unregister any installed one: the off switch), elsewhere only when it is 'true'.
 */
export function serviceWorkerEnabled(nodeEnv: string | undefined, flag: string | undefined): boolean {
  if (flag === 'true' || flag === 'false') return flag === 'true';
  return nodeEnv === 'production';
}

/**
 * next.config.ts `headers()` for the worker's script: always revalidated (a new build's worker is found at
 * once), and a policy of its own (the proxy, which gives pages theirs, does not see it): it fetches this origin only.
 */
export function serviceWorkerHeaderRule(): { source: string; headers: Header[] } {
  return {
    source: SERVICE_WORKER_PATH,
    headers: [
      { key: 'Cache-Control', value: 'no-cache' },
      { key: 'Content-Security-Policy', value: "default-src 'self'" },
    ],
  };
}
