import { readEnv } from '@/lib/env';
import { addressKey, clientAddress } from './client-address';
import { tooManyRequests } from './errors';
import { LIMITS, type LimitName } from './limits';
import { rateLimitMessage } from './rate-limit-message';
import { sharedStore, type RateLimitStore } from './rate-limit-store';

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
  /** Counts one request for `key` in every window; throws a 429 ApiError with Retry-After when any window is full. */
  consume: (key: string) => Promise<void>;
}

/** One limit of the table over a store: one counter per window. Processes sharing a store share the counts. */
export function createRateLimiter(name: LimitName, store: RateLimitStore, scale: number): RateLimiter {
  const limit = LIMITS[name];
  const windows = limit.windows.map((window) => ({ keyPrefix: `${name}:${window.seconds}`, points: scaledPoints(window.points, scale), duration: window.seconds }));
  return {
    async consume(key) {
      let counts;
      try {
        counts = await store.count(windows, key);
      } catch (error) {
        console.error(`[rate-limit] ${name}: counting failed, request let through`, error);
        return;
      }
      // The fullest window decides how long to wait: every window must have room for the request.
      const waitMs = Math.max(0, ...counts.map((count, i) => (count.consumed > windows[i].points ? Math.max(count.msBeforeNext, 1) : 0)));
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw tooManyRequests(rateLimitMessage(limit.what, seconds), seconds);
      }
    },
  };
}

const holder = globalThis as unknown as { __guessdleRateLimiters?: Map<string, RateLimiter> };

/**
 * The process's limiter for `name` (on globalThis: route bundles share the counters). A new scale
 * or store gets new limiters, so that tests may change either.
 */
export function rateLimiter(name: LimitName): RateLimiter {
  const store = sharedStore();
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
