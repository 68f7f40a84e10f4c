import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../client';
import { dailyWins } from '../schema';

export async function hasDailyWin(db: Db, userId: string, game: string, date: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dailyWins.id })
    .from(dailyWins)
    .where(and(eq(dailyWins.userId, userId), eq(dailyWins.game, game), eq(dailyWins.date, date)))
    .limit(1);
  return row !== undefined;
}

/** Records the win unless this player already won this game that day; true only when this call inserted it. */
export async function insertDailyWinIfAbsent(db: Db, win: { userId: string; game: string; date: string; attempts: number; at?: Date }): Promise<boolean> {
  const rows = await db
    .insert(dailyWins)
    .values({ userId: win.userId, game: win.game, date: win.date, attempts: win.attempts, wonAt: win.at ?? new Date() })
    .onConflictDoNothing({ target: [dailyWins.userId, dailyWins.game, dailyWins.date] })
    .returning({ id: dailyWins.id });
  return rows.length === 1;
}

/** The games this player won on that day. */
export async function listGamesWonOn(db: Db, userId: string, date: string): Promise<string[]> {
  const rows = await db.select({ game: dailyWins.game }).from(dailyWins).where(and(eq(dailyWins.userId, userId), eq(dailyWins.date, date)));
  return rows.map((row) => row.game);
}

/** The player's win days in one game up to and including `upTo` (for reading a streak as of a past day). */
export async function listWinDatesUpTo(db: Db, userId: string, game: string, upTo: string): Promise<string[]> {
  const rows = await db
    .select({ date: dailyWins.date })
    .from(dailyWins)
    .where(and(eq(dailyWins.userId, userId), eq(dailyWins.game, game), lte(dailyWins.date, upTo)));
  return rows.map((row) => row.date);
}
