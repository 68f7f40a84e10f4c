import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { dailyGameStates } from '../schema';
import type { Attempt } from '@/lib/games/types';

export type DailyGameStateRow = typeof dailyGameStates.$inferSelect;
type StateChanges = Partial<Pick<DailyGameStateRow, 'gameWon' | 'isHintRevealed' | 'currentCardId' | 'guessedCards' | 'attemptsData'>>;

const ofDay = (userId: string, game: string, date: string) =>
  and(eq(dailyGameStates.userId, userId), eq(dailyGameStates.game, game), eq(dailyGameStates.date, date));

export async function findDailyGameState(db: Db, userId: string, game: string, date: string): Promise<DailyGameStateRow | undefined> {
  const [row] = await db.select().from(dailyGameStates).where(ofDay(userId, game, date)).limit(1);
  return row;
}

export async function listDailyGameStatesOfDay(db: Db, userId: string, date: string): Promise<DailyGameStateRow[]> {
  return db.select().from(dailyGameStates).where(and(eq(dailyGameStates.userId, userId), eq(dailyGameStates.date, date)));
}

/**
 * The player's state row for the day, created empty when missing and locked until the transaction
 * ends: concurrent guesses of one player, game and day take turns instead of overwriting each other.
 */
export async function lockDailyGameState(tx: Db, userId: string, game: string, date: string): Promise<DailyGameStateRow> {
  const lockRow = async () => (await tx.select().from(dailyGameStates).where(ofDay(userId, game, date)).for('update'))[0];
  // Every guess after the day's first finds its row: one round trip; the first creates it, then locks it.
  const existing = await lockRow();
  if (existing) return existing;
  await tx.insert(dailyGameStates).values({ userId, game, date }).onConflictDoNothing({ target: [dailyGameStates.userId, dailyGameStates.game, dailyGameStates.date] });
  const row = await lockRow();
  if (!row) throw new Error(`Daily game state of ${userId} for ${game} on ${date} vanished after insert`);
  return row;
}

/**
 * Appends one losing guess to the player's day in a single statement (the row is created when missing):
 * nothing is added to a won round or when the name is already there. True when the guess was added.
 * The row lock the upsert takes makes concurrent guesses of one player, game and day take turns.
 */
export async function appendLosingGuess(db: Db, key: { userId: string; game: string; date: string }, name: string, attempt: Attempt, at = new Date()): Promise<boolean> {
  const rows = await db
    .insert(dailyGameStates)
    .values({ ...key, guessedCards: [name], attemptsData: [attempt], updatedAt: at })
    .onConflictDoUpdate({
      target: [dailyGameStates.userId, dailyGameStates.game, dailyGameStates.date],
      set: {
        guessedCards: sql`${dailyGameStates.guessedCards} || excluded.guessed_cards`,
        attemptsData: sql`${dailyGameStates.attemptsData} || excluded.attempts_data`,
        updatedAt: at,
      },
      setWhere: sql`not ${dailyGameStates.gameWon} and not (${dailyGameStates.guessedCards} @> excluded.guessed_cards)`,
    })
    .returning({ id: dailyGameStates.id });
  return rows.length === 1;
}

export async function updateDailyGameState(tx: Db, id: number, changes: StateChanges, at = new Date()): Promise<void> {
  await tx.update(dailyGameStates).set({ ...changes, updatedAt: at }).where(eq(dailyGameStates.id, id));
}

/** Per game, the last time the player guessed in a daily round (rounds with no guess are left out). */
export async function listGuessedGamesOfUser(db: Db, userId: string): Promise<{ game: string; lastGuessAt: Date }[]> {
  return db
    .select({ game: dailyGameStates.game, lastGuessAt: max(dailyGameStates.updatedAt).mapWith((value: string | Date) => new Date(value)) })
    .from(dailyGameStates)
    .where(and(eq(dailyGameStates.userId, userId), sql`jsonb_array_length(${dailyGameStates.guessedCards}) > 0`))
    .groupBy(dailyGameStates.game)
    .then((rows) => rows.flatMap((row) => (row.lastGuessAt ? [{ game: row.game, lastGuessAt: row.lastGuessAt }] : [])));
}
