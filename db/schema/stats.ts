import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Per player and game: totals and the daily streak, kept up to date whenever a win is recorded. */
export const gameStats = pgTable(
  'game_stats',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    totalGamesPlayed: integer('total_games_played').notNull().default(0),
    totalDailyGamesPlayed: integer('total_daily_games_played').notNull().default(0),
    currentDailyStreak: integer('current_daily_streak').notNull().default(0),
    bestDailyStreak: integer('best_daily_streak').notNull().default(0),
    lastDailyWinDate: date('last_daily_win_date', { mode: 'string' }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
  },
  (t) => [
    unique('game_stats_user_game_unique').on(t.userId, t.game),
    index('game_stats_leaderboard_idx').on(t.game, t.currentDailyStreak.desc(), t.bestDailyStreak.desc()),
    // Streaks still counted as running: finding the broken ones to zero (lib/services/admin/users.ts) reads only these.
    index('game_stats_running_streak_idx').on(t.lastDailyWinDate).where(sql`${t.currentDailyStreak} > 0`),
    // Who played on a day (the admin dashboard's Active Today).
    index('game_stats_last_played_idx').on(t.lastPlayedAt),
    check(
      'game_stats_non_negative',
      sql`${t.totalGamesPlayed} >= 0 and ${t.totalDailyGamesPlayed} >= 0 and ${t.currentDailyStreak} >= 0 and ${t.bestDailyStreak} >= ${t.currentDailyStreak}`,
    ),
  ],
);
