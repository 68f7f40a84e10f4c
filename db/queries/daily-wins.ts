import { and, eq } from 'drizzle-orm';
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
