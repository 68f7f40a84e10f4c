import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { dailyWins } from '../schema';

/**
 * A player's daily wins per Chicago day (all games together) from `from` to `to`: read through
 * daily_wins_user_game_date_unique (user_id first), at most five rows a day.
 */
export async function readDailyWinsPerDay(db: Db, userId: string, from: string, to: string): Promise<{ date: string; wins: number }[]> {
  return db
    .select({ date: dailyWins.date, wins: sql<number>`count(*)`.mapWith(Number) })
    .from(dailyWins)
    .where(and(eq(dailyWins.userId, userId), gte(dailyWins.date, from), lte(dailyWins.date, to)))
    .groupBy(dailyWins.date);
}
