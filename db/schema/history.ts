import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Attempt } from '../../lib/games/types';
import { users } from './auth';

/**
 * Everyone's recorded daily wins (signed-in players) per game, day and number of guesses (1 … 9, and 10 for
 * "10 or more"), kept in the win's own transaction so that today's numbers are read without a scan
 * (GET /api/daily/{game}/stats). A win adds one to one of a few `shard` rows chosen at random, so that
 * winners of the same game and guess count do not all wait on one row lock; a read sums the shards.
 */
export const dailyWinCounts = pgTable(
  'daily_win_counts',
  {
    game: text('game').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    guesses: smallint('guesses').notNull(),
    shard: smallint('shard').notNull(),
    wins: integer('wins').notNull().default(0),
    /** The exact guesses of the wins counted here (the "10+" row's are not all 10): the average is exact. */
    totalGuesses: integer('total_guesses').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.game, t.date, t.guesses, t.shard] }),
    check('daily_win_counts_guesses_range', sql`${t.guesses} between 1 and 10`),
    check('daily_win_counts_shard_range', sql`${t.shard} between 0 and 15`),
    check('daily_win_counts_wins_non_negative', sql`${t.wins} >= 0 and ${t.totalGuesses} >= ${t.guesses} * ${t.wins}`),
  ],
);

/**
 * A signed-in player's round of a past day's puzzle played from the archive (/archive/{game}/{date}):
 * judged on the server like a daily round, but kept apart from daily_game_states and daily_wins so that it
 * never counts toward daily streaks, the leaderboard, daily stats or daily achievements.
 */
export const archiveRounds = pgTable(
  'archive_rounds',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    guessedCards: jsonb('guessed_cards').$type<string[]>().notNull().default([]),
    attemptsData: jsonb('attempts_data').$type<Attempt[]>().notNull().default([]),
    gameWon: boolean('game_won').notNull().default(false),
    isHintRevealed: boolean('is_hint_revealed').notNull().default(false),
    wonAt: timestamp('won_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The archive list reads one player's days of one game, a page at a time: (user, game, date) serves it.
  (t) => [unique('archive_rounds_user_game_date_unique').on(t.userId, t.game, t.date), check('archive_rounds_won_at', sql`${t.gameWon} = (${t.wonAt} is not null)`)],
);
