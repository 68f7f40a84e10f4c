/**
 * @jest-environment node
 *
 * The limits table (lib/http/limits.ts) and docs/RATE-LIMITS.md say the same, and the table's
 * values are sane: two windows each, a burst window shorter and smaller than the long one; every
 * call that stores a player's content or costs real work refuses (503) when the store is down.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS, LIMIT_NAMES, type LimitDefinition, type LimitName, type LimitWindow } from '@/lib/http/limits';
import { scaledPoints } from '@/lib/http/rate-limit';

const DOC = readFileSync(path.join(process.cwd(), 'docs', 'RATE-LIMITS.md'), 'utf8');

function describeSeconds(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

function expectedRow(name: keyof typeof LIMITS): string {
  const limit = LIMITS[name];
  const windows = (limit.windows as readonly LimitWindow[]).map((window) => `${window.points} / ${describeSeconds(window.seconds)}`).join(', ');
  const counted = limit.key === 'ip' ? 'client address' : 'user, else client address';
  const countedIn = limit.counted === 'shared' ? 'shared store' : 'each process';
  const whenStoreDown = limit.counted === 'process' ? '—' : limit.whenStoreDown === 'refuse' ? '503' : 'share';
  return `| \`${name}\` | ${counted} | ${countedIn} | ${windows} | ${whenStoreDown} | ${limit.calls} |`;
}

const documentedRows = DOC.split('\n').filter((line) => line.startsWith('| `'));

test('docs/RATE-LIMITS.md lists every limit of the table, with the same key, store, windows, policy when the store is down and calls, and no other', () => {
  expect(documentedRows).toEqual(LIMIT_NAMES.map(expectedRow));
});

test.each(LIMIT_NAMES)('%s has a burst window and a longer window that allows more', (name) => {
  const [burst, long] = LIMITS[name].windows as readonly LimitWindow[];
  expect(LIMITS[name].windows).toHaveLength(2);
  expect(burst.seconds).toBeLessThan(long.seconds);
  expect(burst.points).toBeLessThan(long.points);
  expect(burst.points).toBeGreaterThan(0);
});

/** Limits whose calls store what a player wrote or sent, sign in, or cost real work: never stretched. */
const REFUSE_WHEN_STORE_DOWN = [
  'sign-in', 'dev-sign-in', 'username-set', 'merge', 'feedback-report', 'profile-picture', 'profile-edit',
  'account-export', 'account-delete', 'admin-change', 'admin-action',
];

test('the limits that refuse when the store is down are the ones that store content, sign in or cost real work', () => {
  expect(LIMIT_NAMES.filter((name) => { const limit: LimitDefinition = LIMITS[name]; return limit.counted === 'shared' && limit.whenStoreDown === 'refuse'; })).toEqual(REFUSE_WHEN_STORE_DOWN);
});

/** Limits on GETs that change nothing: they protect the process serving the call, so they count in its memory. */
const COUNTED_IN_EACH_PROCESS = ['share-image', 'profile-page', 'leaderboard', 'archive-read', 'daily-stats', 'leaderboard-rank', 'fairness-read'];

test('only the limits on GETs that change nothing count in each process; every call that changes something counts in the shared store', () => {
  expect(LIMIT_NAMES.filter((name) => LIMITS[name].counted === 'process')).toEqual(COUNTED_IN_EACH_PROCESS);
  for (const name of COUNTED_IN_EACH_PROCESS as LimitName[]) {
    const methods = LIMITS[name].calls.split(', ').map((call) => call.split(' ')[0]);
    expect({ name, methods: [...new Set(methods)] }).toEqual({ name, methods: ['GET'] });
  }
});

/** Route files whose unsafe methods need no limit: the JSON 404s for unknown calls and the end-to-end set-up hook (404 elsewhere). */
const UNLIMITED_ROUTES = ['app/api/[...path]/route.ts', 'app/auth/[...path]/route.ts', 'app/api/test/daily-puzzle/route.ts', 'app/api/test/role/route.ts', 'app/api/test/faults/route.ts', 'app/api/test/ranked-players/route.ts'];

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [path.relative(process.cwd(), full)] : [];
  });
}

test('every route handler that changes something, and the leaderboard calls, count toward a limit', () => {
  const unlimited = routeFiles(path.join(process.cwd(), 'app'))
    .filter((file) => !UNLIMITED_ROUTES.includes(file))
    .filter((file) => {
      const source = readFileSync(file, 'utf8');
      const changes = /export const (POST|PUT|PATCH|DELETE)\b|export \{[^}]*\bas (POST|PUT|PATCH|DELETE)\b/.test(source);
      const needsLimit = changes || file.includes('leaderboard');
      return needsLimit && !/rateLimit: '|consumeSignInAttempt\(/.test(source);
    });
  expect(unlimited).toEqual([]);
});

test('RATE_LIMIT_SCALE multiplies the points and never leaves a limit at zero', () => {
  expect(scaledPoints(60, 1)).toBe(60);
  expect(scaledPoints(60, 1000)).toBe(60_000);
  expect(scaledPoints(60, 0.1)).toBe(6);
  expect(scaledPoints(5, 0.01)).toBe(1);
});

test('the share images that are drawn per request (a shared result, a profile) count toward the share-image limit', () => {
  for (const file of ['app/share/[game]/[date]/[grid]/opengraph-image.tsx', 'app/profile/[username]/opengraph-image.tsx']) {
    expect({ file, limited: /await refuseOverImageLimit\(\)/.test(readFileSync(file, 'utf8')) }).toEqual({ file, limited: true });
  }
});
