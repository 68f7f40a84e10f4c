import { devLoginEnabled } from '@/lib/auth/providers';
import { readEnv } from '@/lib/env';
import { isCallPath } from '@/lib/security/malformed-path';
import { ROUTE_METHODS } from './route-methods';

/**
 * Which methods an address answers (issue 25 item 10): a page GET and HEAD, and POST where it has a
 * server action; a call the methods its route.ts exports, HEAD with GET and OPTIONS (Next answers both
 * itself). The method gate (./method-gate.ts) applies it to every request before Next does.
 */
export type MethodVerdict = { pass: true } | { status: 405; allow: string } | { status: 404 };

/** Methods fetch() refuses to put in a Request: Next fails on them with a 500 before any of our code runs. */
const UNREADABLE_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
const PAGE_METHODS = ['GET', 'HEAD'];
/** Pages with a server action: /login's development sign-in, which exists only when it is on. */
const pageActions = (pathname: string) => pathname === '/login' && devLoginEnabled();
/** Next's own files and, under `next dev`, its tools: only the methods it cannot read are refused there. */
const NEXT_INTERNAL = /^\/(_next\/|__nextjs)/;
/** The end-to-end suite's set-up calls exist only on a server started with E2E_TEST_HOOKS=true. */
const TEST_HOOKS = /^\/api\/test\//;

export function judgeMethod(method: string, pathname: string): MethodVerdict {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (NEXT_INTERNAL.test(path)) return refuseUnless(!UNREADABLE_METHODS.has(method), PAGE_METHODS);
  if (!isCallPath(path)) return refuseUnless(PAGE_METHODS.includes(method) || (method === 'POST' && pageActions(path)), pageMethods(path));
  const route = routeFor(path);
  if (TEST_HOOKS.test(route) && readEnv().E2E_TEST_HOOKS !== true) return { status: 404 };
  const allowed = callMethods(route);
  return refuseUnless(allowed.includes(method), allowed);
}

function refuseUnless(allowed: boolean, methods: string[]): MethodVerdict {
  return allowed ? { pass: true } : { status: 405, allow: methods.join(', ') };
}

function pageMethods(path: string): string[] {
  return pageActions(path) ? [...PAGE_METHODS, 'POST'] : PAGE_METHODS;
}

function callMethods(route: string): string[] {
  const exported: string[] = [...(ROUTE_METHODS.find(([path]) => path === route)?.[1] ?? [])];
  if (exported.includes('GET')) exported.push('HEAD');
  return [...new Set([...exported, 'OPTIONS'])].sort();
}

const ROUTE_SEGMENTS = ROUTE_METHODS.map(([route]) => [route, route.split('/').slice(1)] as const);

/** The route Next serves a call path with: the most specific match, a static segment before a [param] before a [...catchAll]. */
export function routeFor(path: string): string {
  // Both /api/[...path] and /auth/[...path] exist, so every call path matches one route at least.
  return mostSpecificRoute(ROUTE_SEGMENTS, path) ?? '';
}

/** Of `routes` (each a template and its segments), the one Next would serve `path` with; null when none matches. */
export function mostSpecificRoute(routes: readonly (readonly [route: string, segments: readonly string[]])[], path: string): string | null {
  const parts = path.split('/').slice(1);
  let best: { route: string; rank: number[] } | undefined;
  for (const [route, segments] of routes) {
    const rank = matchRank(segments, parts);
    if (rank && (!best || compareRanks(rank, best.rank) > 0)) best = { route, rank };
  }
  return best?.route ?? null;
}

/** Per segment 2 for a static one, 1 for a [param], 0 for a [...catchAll]; null when the route does not match. */
function matchRank(pattern: readonly string[], parts: string[]): number[] | null {
  const rank: number[] = [];
  for (const [index, segment] of pattern.entries()) {
    if (segment.startsWith('[...')) return index < parts.length ? [...rank, 0] : null;
    const part = parts[index];
    if (part === undefined || part === '') return null;
    if (segment.startsWith('[')) rank.push(1);
    else if (segment === part) rank.push(2);
    else return null;
  }
  return pattern.length === parts.length ? rank : null;
}

function compareRanks(a: number[], b: number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) if (a[index] !== b[index]) return a[index] - b[index];
  return a.length - b.length;
}
