import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server process (lib/http/rate-limit-store.ts). The columns are
 * the ones rate-limiter-flexible's RateLimiterPostgres reads and writes: `key` is
 * "{limit}:{window seconds}:{user or address}", `points` the requests counted in the window,
 * `expire` when the window ends (milliseconds since the epoch).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
