import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { gameStats } from '../schema';

export type GameStatsRow = typeof gameStats.$inferSelect;

const ofGame = (userId: string, game: string) => and(eq(gameStats.userId, userId), eq(gameStats.game, game));

export async function findGameStats(db: Db, userId: string, game: string): Promise<GameStatsRow | undefined> {
  const [row] = await db.select().from(gameStats).where(ofGame(userId, game)).limit(1);
  return row;
}

export async function listGameStatsOfUser(db: Db, userId: string): Promise<GameStatsRow[]> {
  return db.select().from(gameStats).where(eq(gameStats.userId, userId));
}

/** The player's stats row for the game, created with zeros when missing and locked until the transaction ends. */
export async function lockGameStats(tx: Db, userId: string, game: string): Promise<GameStatsRow> {
  await tx.insert(gameStats).values({ userId, game }).onConflictDoNothing({ target: [gameStats.userId, gameStats.game] });
  const [row] = await tx.select().from(gameStats).where(ofGame(userId, game)).for('update');
  if (!row) throw new Error(`Game stats of ${userId} for ${game} vanished after insert`);
  return row;
}

/** Counts one daily win on a locked row and stores the streak kept for it. */
export async function addDailyWinToStats(
  tx: Db,
  id: number,
  streak: { current: number; best: number; lastWinDate: string },
  at = new Date(),
): Promise<void> {
  await tx
    .update(gameStats)
    .set({
      totalGamesPlayed: sql`${gameStats.totalGamesPlayed} + 1`,
      totalDailyGamesPlayed: sql`${gameStats.totalDailyGamesPlayed} + 1`,
      currentDailyStreak: streak.current,
      bestDailyStreak: streak.best,
      lastDailyWinDate: streak.lastWinDate,
      lastPlayedAt: at,
    })
    .where(eq(gameStats.id, id));
}

/** Counts one endless win (no streak change), creating the row when missing; one atomic statement. */
export async function addEndlessWinToStats(db: Db, userId: string, game: string, at = new Date()): Promise<void> {
  await db
    .insert(gameStats)
    .values({ userId, game, totalGamesPlayed: 1, lastPlayedAt: at })
    .onConflictDoUpdate({
      target: [gameStats.userId, gameStats.game],
      set: { totalGamesPlayed: sql`${gameStats.totalGamesPlayed} + 1`, lastPlayedAt: at },
    });
}
