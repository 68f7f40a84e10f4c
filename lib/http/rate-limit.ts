import type { WindowCount } from '@/db/queries/rate-limits';
import { readEnv } from '@/lib/env';
import { count } from '@/lib/observability/metrics';
import { addressKey, clientAddress } from './client-address';
import { ApiError, isErrorNamed, tooManyRequests } from './errors';
import { LIMITS, type LimitDefinition, type LimitName } from './limits';
import { rateLimitMessage, rateLimitUnavailableMessage } from './rate-limit-message';
import { memoryStore, sharedStore, StoreUnavailableError, type RateLimitStore } from './rate-limit-store';

/**
 * RATE_LIMIT_SCALE multiplies every limit (default 1): a benchmark or a test suite raises them all
 * at once. Anything but a positive number counts as 1.
 */
export function rateLimitScale(): number {
  return readEnv().RATE_LIMIT_SCALE ?? 1;
}

export function scaledPoints(points: number, scale: number): number {
  return Math.max(1, Math.round(points * scale));
}

export interface RateLimiter {
  /**
   * Counts one request for `key` in every window; throws a 429 ApiError with Retry-After when any window
   * is full, and a 503 with Retry-After when the store cannot count and the limit refuses then.
   */
  consume: (key: string) => Promise<void>;
}

/**
 * One limit of the table over a store: one counter per window. Processes sharing a store share the
 * counts; when the store cannot answer, the limit's `whenStoreDown` decides (lib/http/limits.ts).
 */
export function createRateLimiter(name: LimitName, store: RateLimitStore, scale: number): RateLimiter {
  const limit: LimitDefinition = LIMITS[name];
  const windows = limit.windows.map((window) => ({ keyPrefix: `${name}:${window.seconds}`, points: scaledPoints(window.points, scale), duration: window.seconds }));

  async function countRequest(key: string): Promise<WindowCount[]> {
    try {
      return await store.count(windows, key);
    } catch (error) {
      if (!isErrorNamed(error, 'StoreUnavailableError', StoreUnavailableError)) throw error;
      const share = limit.counted === 'process' || limit.whenStoreDown === 'share' ? await store.countShare(windows, key) : undefined;
      if (share) return share;
      const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
      count((m) => m.unavailable.inc({ cause: error.breakerOpen ? 'breaker_open' : 'database_unavailable' }));
      throw new ApiError(503, rateLimitUnavailableMessage(limit.what, seconds), 'database_unavailable', {}, { 'Retry-After': String(seconds) });
    }
  }

  return {
    async consume(key) {
      const counts = await countRequest(key);
      // The fullest window decides how long to wait: every window must have room for the request.
      const waitMs = Math.max(0, ...counts.map((count, i) => (count.consumed > windows[i].points ? Math.max(count.msBeforeNext, 1) : 0)));
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        count((m) => m.rateLimitRefusals.inc({ limit: name }));
        throw tooManyRequests(rateLimitMessage(limit.what, seconds), seconds);
      }
    },
  };
}

const holder = globalThis as unknown as { __guessdleRateLimiters?: Map<string, RateLimiter>; __guessdleProcessCounters?: RateLimitStore };

/** The counters of the limits counted in this process (`counted: 'process'`, the GETs that change nothing): never a database query. */
function processStore(): RateLimitStore {
  return (holder.__guessdleProcessCounters ??= memoryStore());
}

/** Where the limit counts (lib/http/limits.ts): this process's memory, or the store every process shares. */
export function storeFor(name: LimitName): RateLimitStore {
  return LIMITS[name].counted === 'process' ? processStore() : sharedStore();
}

/**
 * The process's limiter for `name` (on globalThis: route bundles share the counters). A new scale
 * or store gets new limiters, so that tests may change either.
 */
export function rateLimiter(name: LimitName): RateLimiter {
  const store = storeFor(name);
  const scale = rateLimitScale();
  const id = `${name}|${scale}|${store.id}`;
  const limiters = (holder.__guessdleRateLimiters ??= new Map());
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = createRateLimiter(name, store, scale);
    limiters.set(id, limiter);
  }
  return limiter;
}

/**
 * Whom a limit counts: for `user` limits the signed-in user (whatever address they use), else, and
 * for `ip` limits always, the client's address (TRUST_PROXY decides which one; an IPv6 /64 as one).
 * `viewer` is what a guard returned: a Viewer ({user}) or a SignedInUser ({id}).
 */
export function rateLimitKey(name: LimitName, request: Request, viewer: unknown): string {
  const userId = LIMITS[name].key === 'user' ? signedInUserId(viewer) : null;
  return userId ? `user:${userId}` : `ip:${addressKey(clientAddress(request))}`;
}

function signedInUserId(viewer: unknown): string | null {
  if (!viewer || typeof viewer !== 'object') return null;
  const { user, id } = viewer as { user?: { id?: unknown } | null; id?: unknown };
  if (typeof id === 'string') return id;
  return typeof user?.id === 'string' ? user.id : null;
}

/** Counts the request toward the named limit; throws 429 (with Retry-After) when it is over. */
export async function enforceRateLimit(name: LimitName, request: Request, viewer: unknown): Promise<void> {
  await rateLimiter(name).consume(rateLimitKey(name, request, viewer));
}
