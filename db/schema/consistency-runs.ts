import { boolean, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each `npm run db:check` that finished (issue 38): when its snapshot was taken, whether it checked every player or
 * only those changed since the run before, and what it found. The next run checks what changed since the last
 * one's start (scripts/db-check.ts); `--full` checks everything.
 */
export const consistencyCheckRuns = pgTable('consistency_check_runs', {
  id: serial('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  full: boolean('full').notNull(),
  /** The players an incremental run looked at; null for a full run. */
  players: integer('players'),
  differences: integer('differences').notNull(),
});
