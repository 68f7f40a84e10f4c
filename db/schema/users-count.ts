import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * How many players (users rows) there are, kept by statement-level triggers on users in the transaction of every
 * sign-up, account deletion and truncate (drizzle/0018_users_count.sql), so that the admin list's total and the
 * dashboard's player count are a sum over at most 16 rows instead of a count(*) of every player (issue 38: 494 ms
 * p50 for the admin list's page 1 at 1,000,000 players, most of it that count). Split into 16 rows by player
 * (hashtext(id) & 15, as the standings' counts since drizzle/0017) so that concurrent sign-ups rarely wait on one row's
 * lock. Only the sum means anything; `npm run db:check` compares it with count(*) of users (`users-count`).
 */
export const usersCount = pgTable(
  'users_count',
  {
    shard: integer('shard').primaryKey(),
    players: integer('players').notNull(),
  },
  (t) => [check('users_count_shard_check', sql`${t.shard} between 0 and 15`)],
);
