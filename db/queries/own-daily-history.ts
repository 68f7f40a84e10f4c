/**
 * A player's own daily history per game, as their statistics read it: wins by number of guesses and the
 * daily rounds played. Both read one player's rows through an index that starts with user_id
 * (daily_wins_user_game_date_unique, daily_game_states_user_game_date_unique).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { dailyGameStates, dailyWins } from '../schema';

/** The player's daily wins per game and bucket (1 … 9, and 10 for ten guesses or more). */
export async function countOwnWinsByGuesses(db: Db, userId: string): Promise<{ game: string; guesses: number; wins: number }[]> {
  const bucket = sql<number>`least(${dailyWins.attempts}, 10)`;
  const rows = await db
    .select({ game: dailyWins.game, guesses: bucket, wins: sql<number>`count(*)::int` })
    .from(dailyWins)
    .where(eq(dailyWins.userId, userId))
    .groupBy(dailyWins.game, bucket);
  return rows.map((row) => ({ game: row.game, guesses: Number(row.guesses), wins: Number(row.wins) }));
}

/** The player's daily rounds with at least one guess, per game. */
export async function countOwnPlayedDailyRounds(db: Db, userId: string): Promise<{ game: string; rounds: number }[]> {
  const rows = await db
    .select({ game: dailyGameStates.game, rounds: sql<number>`count(*)::int` })
    .from(dailyGameStates)
    .where(and(eq(dailyGameStates.userId, userId), gt(sql`jsonb_array_length(${dailyGameStates.guessedCards})`, 0)))
    .groupBy(dailyGameStates.game);
  return rows.map((row) => ({ game: row.game, rounds: Number(row.rounds) }));
}
