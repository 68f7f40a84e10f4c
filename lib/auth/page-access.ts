/**
 * Every page's access (accounts-side §2.1), declared once, keyed by its route (its folder under app/):
 * read by proxy.ts's redirects (redirectFor, from the session's hints, without the database) and by
 * guardedPage() (lib/auth/page-guards.ts), which every page's default export goes through and which
 * checks again on the server, sending refused visitors to the same places. tests/unit/auth/page-access.test.ts
 * fails when a page file has no entry here, or an entry no page file. Roles are not decided by the proxy:
 * the session cookie carries no role, and the admin pages read it from the database on every request
 * (lib/auth/roles.ts says who may).
 */

import type { Role } from './roles';
import { canOpenAdminPages } from './role-checks';

export type PageAccess =
  /** Anyone; a signed-in user without a username chooses one first (/username-setup). */
  | 'public'
  /** Anyone, a signed-in user without a username too (the sign-in return page, the development pages). */
  | 'public-before-username'
  /** Signed-out visitors (/login): a signed-in one goes home. */
  | 'signed-out'
  /** Signed in (else /login) with a username (else /username-setup). */
  | 'signed-in'
  /** Signed in (else /login) without a username yet (else /). */
  | 'signed-in-without-username'
  /** Admins and owners; everyone else, signed out included, goes home. */
  | 'admin';

export const PAGE_ACCESS = {
  '/': 'public',
  '/[...unknown]': 'public',
  '/account-created': 'signed-in',
  '/achievements': 'signed-in',
  '/admin': 'admin',
  '/auth/callback': 'public-before-username',
  '/credits': 'public',
  '/daily': 'public',
  '/dev/auth/callback': 'public-before-username',
  '/dev/username-setup': 'public-before-username',
  '/game-not-found/[gameId]': 'public',
  '/leaderboard': 'public',
  '/login': 'signed-out',
  '/privacy': 'public',
  '/profile': 'signed-in',
  '/profile/[username]': 'public',
  '/profile/[username]/achievements': 'public',
  '/settings': 'signed-in',
  '/share/[game]/[date]/[grid]': 'public',
  '/solve/[gameId]': 'public',
  '/stats': 'signed-in',
  '/terms': 'public',
  '/updates': 'public',
  '/username-setup': 'signed-in-without-username',
  '/archive/[game]': 'public',
  '/archive/[game]/[date]': 'public',
  '/offline': 'public',
  '/fairness': 'public',
} as const satisfies Record<string, PageAccess>;

export type PageRoute = keyof typeof PAGE_ACCESS;

export const USERNAME_SETUP_PATH = '/username-setup';
export const SIGN_IN_PATH = '/login';
/** Where a visitor goes who may not open an admin page, or who is already signed in on /login. */
export const HOME_PATH = '/';
/** The development-only pages' folder (absent from production builds): nothing under it needs a username (§2.1). */
const DEVELOPMENT_FOLDER = '/dev';

const SIGN_IN_NEEDED: readonly PageAccess[] = ['signed-in', 'signed-in-without-username'];
const USERNAME_NOT_NEEDED: readonly PageAccess[] = ['public-before-username', 'signed-in-without-username'];

interface DeclaredRoute {
  route: PageRoute;
  segments: string[];
  catchAll: boolean;
}

const isDynamic = (segment: string) => segment.startsWith('[');

/** The declared routes, static ones before dynamic ones of the same length (as Next matches them). */
const ROUTES: DeclaredRoute[] = (Object.keys(PAGE_ACCESS) as PageRoute[])
  .map((route) => {
    const segments = route.split('/').filter(Boolean);
    return { route, segments, catchAll: segments.some((segment) => segment.startsWith('[...')) };
  })
  .sort((a, b) => a.segments.filter(isDynamic).length - b.segments.filter(isDynamic).length);

function matches({ segments, catchAll }: DeclaredRoute, path: string[]): boolean {
  if (catchAll) return path.length >= segments.length && segments.slice(0, -1).every((segment, i) => isDynamic(segment) || segment === path[i]);
  return path.length === segments.length && segments.every((segment, i) => isDynamic(segment) || segment === path[i]);
}

/**
 * The declared route whose access `pathname` has: its own page's, else that of the nearest page above
 * it (/stats/anything is as private as /stats, /admin/users as /admin), else the catch-all's, else the home page's.
 */
export function pageRouteFor(pathname: string): PageRoute {
  const path = pathname.split('/').filter(Boolean);
  for (let length = path.length; length >= 1; length--) {
    const found = ROUTES.find((route) => !route.catchAll && matches(route, path.slice(0, length)));
    if (found) return found.route;
  }
  return ROUTES.find((route) => route.catchAll && matches(route, path))?.route ?? '/';
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The access of the page at `pathname` (see pageRouteFor); everything under /dev/ needs no username. */
export function pageAccessFor(pathname: string): PageAccess {
  return under(pathname, DEVELOPMENT_FOLDER) ? 'public-before-username' : PAGE_ACCESS[pageRouteFor(pathname)];
}

export interface PageVisitor {
  signedIn: boolean;
  username: string | null;
}

/** Where a visitor of `pathname` must be sent instead, or null to let them in (proxy.ts). */
export function redirectFor(pathname: string, visitor: PageVisitor): string | null {
  const access = pageAccessFor(pathname);
  if (!visitor.signedIn) {
    if (access === 'admin') return HOME_PATH;
    return SIGN_IN_NEEDED.includes(access) ? SIGN_IN_PATH : null;
  }
  if (!visitor.username && !USERNAME_NOT_NEEDED.includes(access)) return USERNAME_SETUP_PATH;
  // Only the signed-out page itself: a path under it is an unknown page, shown as such.
  if (access === 'signed-out' && pathname === pageRouteFor(pathname)) return HOME_PATH;
  return null;
}

/**
 * Where a signed-in user whose role is now `role` must go from the page at `pathname`, or null to stay: an open
 * page learns of a role change only later (issue 36 item 13), and an admin page is then no longer theirs.
 */
export function redirectForRole(pathname: string, role: Role): string | null {
  return pageAccessFor(pathname) === 'admin' && !canOpenAdminPages({ role }) ? HOME_PATH : null;
}
