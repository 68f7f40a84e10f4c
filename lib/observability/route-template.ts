import { isCallPath } from '@/lib/security/malformed-path';
import { mostSpecificRoute, routeFor } from '@/lib/http/method-policy';

/**
 * Every page's address as its folder under app/ names it (dynamic segments in brackets).
 * tests/integration/route-template.test.ts fails when a page.tsx and this list differ.
 */
export const PAGE_ROUTES = [
  '/',
  '/account-created',
  '/achievements',
  '/admin',
  '/archive/[game]',
  '/archive/[game]/[date]',
  '/auth/callback',
  '/credits',
  '/daily',
  '/fairness',
  '/game-not-found/[gameId]',
  '/leaderboard',
  '/login',
  '/offline',
  '/privacy',
  '/profile',
  '/profile/[username]',
  '/profile/[username]/achievements',
  '/settings',
  '/share/[game]/[date]/[grid]',
  '/solve/[gameId]',
  '/stats',
  '/terms',
  '/updates',
  '/username-setup',
] as const;

const PAGE_SEGMENTS = PAGE_ROUTES.filter((route) => route !== '/').map((route) => [route, route.split('/').slice(1)] as const);
/** What any other address is counted as: a bounded set of names, whatever a visitor sends. */
export const OTHER_ROUTE = 'other';

/**
 * The route template a request's path is served by, for metrics and logs: a call's route (`/api/daily/[game]/guess`),
 * a page's (`/solve/[gameId]`), Next's files (`/_next/static`, `/_next/image`, `/_next/data`), else `other`
 * (unknown pages and any path a visitor makes up): never the raw path, so the number of names stays fixed.
 */
export function routeTemplate(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return '/';
  const next = /^\/_next\/(static|image|data)(\/|$)/.exec(path);
  if (next) return `/_next/${next[1]}`;
  if (isCallPath(path)) return routeFor(path) || OTHER_ROUTE;
  return mostSpecificRoute(PAGE_SEGMENTS, path) ?? OTHER_ROUTE;
}
