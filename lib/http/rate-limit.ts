import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Viewer } from '@/lib/auth/guards';
import { tooManyRequests } from './errors';

interface RateLimitOptions {
  /** Keeps the counters of different limits apart. */
  name: string;
  points: number;
  durationSeconds: number;
  /** What the caller is told, given the whole minutes until the next attempt is allowed. */
  message: (minutesToWait: number) => string;
}

export interface RateLimit {
  /** Counts one request for `key`; throws a 429 ApiError when the key is over its limit. */
  consume: (key: string) => Promise<void>;
}

/**
 * A fixed-window limit over rate-limiter-flexible's RateLimiterMemory.
 * The counters live in this process only: with several `next start` processes behind a load balancer
 * each process allows the full limit. The upgrade path is a shared store with the same interface
 * (RateLimiterPostgres on the app's database, or RateLimiterRedis).
 */
export function createRateLimit({ name, points, durationSeconds, message }: RateLimitOptions): RateLimit {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw tooManyRequests(message(Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000))));
      }
    },
  };
}

/**
 * Whom a limit counts: the signed-in user, or else the client's IP address. The IP comes from the
 * first x-forwarded-for entry (or x-real-ip), which the reverse proxy in front of the app sets;
 * without such a proxy a caller could vary it, so production must run behind one.
 */
export function rateLimitKey(request: Request, viewer: Viewer): string {
  if (viewer.user) return `user:${viewer.user.id}`;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || request.headers.get('x-real-ip')?.trim();
  return `ip:${ip || 'unknown'}`;
}
