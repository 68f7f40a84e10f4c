import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server process (lib/http/rate-limit-store.ts, one upsert for all
 * windows of a call; the columns are those of rate-limiter-flexible's PostgreSQL store): `key` is
 * "{limit}:{window seconds}:{user or address}", `points` the requests counted in the window,
 * `expire` when the window ends (milliseconds since the epoch). The heartbeat rows
 * "rate-limit-instances:{period}" count the server processes that were up in each 10 s period
 * (lib/http/rate-limit-instances.ts): no table of their own is needed.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
