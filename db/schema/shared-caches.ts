import { bigint, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What several server processes would otherwise each keep to themselves (issue 27).
 *
 * `leaderboard_snapshots`: the latest ranking of each board ('*' = All Games, else a game id), taken by
 * whichever process wins the board's transaction-level advisory lock and read by every other
 * (lib/services/leaderboard/snapshot.ts). `changes_seen` is the value of `leaderboard_changes` when it was
 * taken: a later win (or a deleted account) makes it stale.
 */
export const leaderboardSnapshots = pgTable('leaderboard_snapshots', {
  ranking: text('ranking').primaryKey(),
  takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
  changesSeen: bigint('changes_seen', { mode: 'number' }).notNull(),
  body: jsonb('body').notNull(),
});

/** Advanced after every committed daily win and account deletion (a sequence: no row lock, no rollback). */
export const leaderboardChanges = pgSequence('leaderboard_changes');

/**
 * Advanced by a trigger on every update, delete or truncate of `daily_puzzles` (a correction by hand, the
 * e2e set-up hook): each process drops its remembered puzzles when it sees a new value
 * (lib/services/daily/puzzle-memory.ts).
 */
export const dailyPuzzleChanges = pgSequence('daily_puzzle_changes');
