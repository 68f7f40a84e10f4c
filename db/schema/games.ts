import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Attempt } from '../../lib/games/types';
import { users } from './auth';

/** The secret item of each game on each America/Chicago day; written once, never changed. */
export const dailyPuzzles = pgTable(
  'daily_puzzles',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    itemName: text('item_name').notNull(),
    puzzleNumber: integer('puzzle_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The provably fair commitment (issue 30): sha256_hex("{game}|{date}|{item name}|{salt}"), with the salt
    // (32 bytes in hex) derived from DAILY_SECRET by HMAC. Kept with the puzzle so neither changes once
    // published; both null on a row stored before issue 30 until the fairness service fills them.
    salt: text('salt'),
    commitment: text('commitment'),
  },
  (t) => [
    unique('daily_puzzles_game_date_unique').on(t.game, t.date),
    unique('daily_puzzles_game_number_unique').on(t.game, t.puzzleNumber),
    check('daily_puzzles_commitment_pair', sql`(${t.salt} is null) = (${t.commitment} is null)`),
    check('daily_puzzles_salt_format', sql`${t.salt} is null or ${t.salt} ~ '^[0-9a-f]{64}$'`),
    check('daily_puzzles_commitment_format', sql`${t.commitment} is null or ${t.commitment} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** A signed-in player's round of one game's daily puzzle on one day. */
export const dailyGameStates = pgTable(
  'daily_game_states',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    gameWon: boolean('game_won').notNull().default(false),
    isHintRevealed: boolean('is_hint_revealed').notNull().default(false),
    currentCardId: text('current_card_id'),
    guessedCards: jsonb('guessed_cards').$type<string[]>().notNull().default([]),
    attemptsData: jsonb('attempts_data').$type<Attempt[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('daily_game_states_user_game_date_unique').on(t.userId, t.game, t.date),
    index('daily_game_states_user_date_idx').on(t.userId, t.date),
    // Who played on a day (the admin dashboard's Active Today), read from the index alone.
    index('daily_game_states_date_user_idx').on(t.date, t.userId),
    // The states written since a time (the incremental db:check): a round is written on its day, in the table's order.
    index('daily_game_states_updated_at_brin_idx').using('brin', t.updatedAt),
  ],
);

/** Each daily win, once per player, game and day: the history streaks are computed from. */
export const dailyWins = pgTable(
  'daily_wins',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('daily_wins_user_game_date_unique').on(t.userId, t.game, t.date),
    check('daily_wins_attempts_positive', sql`${t.attempts} > 0`),
    // The table only grows, in the order of the days (issue 38: ~350 MB a day at 1,000,000 daily players): block
    // ranges of the day and of the win time are a few kilobytes however long the history, and find the rows since
    // a time (the incremental db:check, db/queries/consistency-runs.ts) without reading the rest.
    index('daily_wins_date_brin_idx').using('brin', t.date),
    index('daily_wins_won_at_brin_idx').using('brin', t.wonAt),
  ],
);

/** Endless-mode wins, once per round (the round id comes from the server's encrypted round token). */
export const endlessWins = pgTable(
  'endless_wins',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    roundId: text('round_id').notNull(),
    itemName: text('item_name').notNull(),
    attempts: integer('attempts').notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('endless_wins_user_round_unique').on(t.userId, t.roundId),
    index('endless_wins_user_game_idx').on(t.userId, t.game),
    // As daily_wins': the wins since a time, for the incremental db:check.
    index('endless_wins_won_at_brin_idx').using('brin', t.wonAt),
  ],
);

/**
 * Each signed-in guess's key, made in the browser (one per guess), recorded once with what recording
 * the guess changed (lib/services/play/guess-records.ts): a resend after an unknown outcome records nothing
 * new and answers what was recorded. `round` is the daily date or the endless round id; the key only
 * ever stands for the one guess it was first sent with. Kept a few days (the back-dating grace and more).
 */
export const guessRecords = pgTable(
  'guess_records',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    game: text('game').notNull(),
    round: text('round').notNull(),
    guess: text('guess').notNull(),
    recorded: jsonb('recorded').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('guess_records_created_at_idx').on(t.createdAt)],
);
