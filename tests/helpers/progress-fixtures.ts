import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { setDailyPuzzle } from '@/db/queries/daily-puzzles';
import { achievements, dailyGameStates, dailyWins, endlessWins, gameStats, users } from '@/db/schema';
import type { Role } from '@/db/schema/auth';
import { puzzleNumber } from '@/lib/games/daily';
import { forgetDailyPuzzles } from '@/lib/services/daily/puzzle-memory';
import type { GameId } from '@/lib/games/types';
import { chicagoDate } from '@/lib/time';

/**
 * Helpers for the progress tests. A test file using them mocks the session first:
 */

let serial = 0;

export async function insertUser(db: Db, options: { username?: string | null; role?: Role } = {}): Promise<string> {
  serial++;
  const username = options.username === undefined ? `player${serial}x${Date.now() % 100000}` : options.username;
  const [row] = await db
    .insert(users)
    .values({ username, role: options.role ?? 'user', email: `user${serial}-${Math.random().toString(36).slice(2)}@example.com` })
    .returning({ id: users.id });
  return row.id;
}

export { actAs } from './session-mock';

/** An achievement's id from its catalogue key. */
export async function achievementIdOf(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ id: achievements.id }).from(achievements).where(eq(achievements.key, key));
  return row.id;
}

export async function setTodaysSecret(db: Db, game: GameId, itemName: string): Promise<void> {
  const date = chicagoDate();
  await setDailyPuzzle(db, { game, date, itemName, puzzleNumber: puzzleNumber(date) });
  forgetDailyPuzzles();
}

export async function countDailyWins(db: Db, userId: string, game: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dailyWins).where(and(eq(dailyWins.userId, userId), eq(dailyWins.game, game)));
  return Number(row.n);
}

export async function countEndlessWins(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(endlessWins).where(eq(endlessWins.userId, userId));
  return Number(row.n);
}

export async function statsRow(db: Db, userId: string, game: string) {
  const [row] = await db.select().from(gameStats).where(and(eq(gameStats.userId, userId), eq(gameStats.game, game)));
  return row;
}

export async function stateRow(db: Db, userId: string, game: string, date = chicagoDate()) {
  const [row] = await db
    .select()
    .from(dailyGameStates)
    .where(and(eq(dailyGameStates.userId, userId), eq(dailyGameStates.game, game), eq(dailyGameStates.date, date)));
  return row;
}

/** A kept stats row written directly (as if earlier wins had been recorded). */
export async function seedStats(
  db: Db,
  userId: string,
  game: GameId,
  values: { current?: number; best?: number; last?: string | null; daily?: number; total?: number },
): Promise<void> {
  await db.insert(gameStats).values({
    userId,
    game,
    currentDailyStreak: values.current ?? 0,
    bestDailyStreak: values.best ?? values.current ?? 0,
    lastDailyWinDate: values.last ?? null,
    totalDailyGamesPlayed: values.daily ?? values.current ?? 0,
    totalGamesPlayed: values.total ?? values.daily ?? values.current ?? 0,
  });
}
