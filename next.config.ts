import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { securityHeaderRules } from './lib/security/headers';
import { resolveSiteUrl } from './lib/site';
import { serviceWorkerHeaderRule } from './lib/offline/service-worker';

const nextConfig: NextConfig = {
  // The /dev/ preview pages are named page.dev.tsx: only development counts them as pages, so a production
  // build does not have them at all and their paths behave as any unknown path (accounts-side §2.1).
  pageExtensions: process.env.NODE_ENV === 'production' ? ['tsx', 'ts'] : ['dev.tsx', 'tsx', 'ts'],
  // PGlite loads its WebAssembly and data files by path: it must not be bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // GUESSDLE_SOURCE_MAPS=1 writes the browser's source maps, to tell which module is in which chunk (docs/PERFORMANCE.md,
  // "The first screen, traced"); off otherwise: a production build serves none.
  productionBrowserSourceMaps: process.env.GUESSDLE_SOURCE_MAPS === '1',
  experimental: {
    // Fewer render-blocking stylesheets per page (issue 38): Turbopack's graph chunking with a request priced above
    // the site's whole CSS merges what it can; measured, a game page asks for three before its first paint instead
    // of four (one remains the aim: docs/PERFORMANCE.md, "The first screen, traced").
    cssChunking: { type: 'graph', requestCost: 1_000_000 },
  },
  // nosniff, Referrer-Policy, Permissions-Policy, X-Frame-Options and HSTS (production) on every response; a strict CSP on the calls.
  async headers() {
    return [...securityHeaderRules(), serviceWorkerHeaderRule()];
  },
  // One version per build, in the service worker's address (components/layout/ServiceWorkerRegistration.tsx):
  // a new build installs a new worker, which drops the older builds' caches (public/sw.js).
  env: { NEXT_PUBLIC_BUILD_VERSION: process.env.NEXT_PUBLIC_BUILD_VERSION || Date.now().toString(36) },
};

/**
 * The site's public address is written into the build (every page's absolute URLs, the share texts): a
 * production build does not start without a valid NEXT_PUBLIC_SITE_URL, and says so. `next start` checks it
 * again with the other settings (lib/env.ts); `next dev` only refuses a broken one.
 */
export default function config(phase: string): NextConfig {
  try {
    // (Next's config-testing helper also says "build", under jest, where NODE_ENV is 'test'.)
    resolveSiteUrl(process.env.NEXT_PUBLIC_SITE_URL, phase === PHASE_PRODUCTION_BUILD && process.env.NODE_ENV === 'production');
  } catch (error) {
    console.error(`\n[settings] ${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  }
  return nextConfig;
}
