import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { archiveRounds, dailyGameStates } from '../schema';

export type ArchiveRoundRow = typeof archiveRounds.$inferSelect;
type RoundChanges = Partial<Pick<ArchiveRoundRow, 'guessedCards' | 'attemptsData' | 'gameWon' | 'isHintRevealed' | 'wonAt'>>;
/** A round's starting content: the player's daily round of that day, when there was one (lib/services/archive/round.ts). */
export type ArchiveRoundSeed = Pick<ArchiveRoundRow, 'guessedCards' | 'attemptsData' | 'gameWon' | 'isHintRevealed' | 'wonAt'>;

const ofDay = (userId: string, game: string, date: string) => and(eq(archiveRounds.userId, userId), eq(archiveRounds.game, game), eq(archiveRounds.date, date));

export async function findArchiveRound(db: Db, userId: string, game: string, date: string): Promise<ArchiveRoundRow | undefined> {
  const [row] = await db.select().from(archiveRounds).where(ofDay(userId, game, date)).limit(1);
  return row;
}

/**
 * The player's archive round of the day, created from `seed` when missing, locked until the transaction
 * ends: two guesses of one round take turns instead of overwriting each other.
 */
export async function lockArchiveRound(tx: Db, userId: string, game: string, date: string, seed: () => Promise<ArchiveRoundSeed | null>): Promise<ArchiveRoundRow> {
  const lockRow = async () => (await tx.select().from(archiveRounds).where(ofDay(userId, game, date)).for('update'))[0];
  const existing = await lockRow();
  if (existing) return existing;
  await tx
    .insert(archiveRounds)
    .values({ userId, game, date, ...((await seed()) ?? {}) })
    .onConflictDoNothing({ target: [archiveRounds.userId, archiveRounds.game, archiveRounds.date] });
  const row = await lockRow();
  if (!row) throw new Error(`Archive round of ${userId} for ${game} on ${date} vanished after insert`);
  return row;
}

export async function updateArchiveRound(tx: Db, id: number, changes: RoundChanges, at = new Date()): Promise<void> {
  await tx.update(archiveRounds).set({ ...changes, updatedAt: at }).where(eq(archiveRounds.id, id));
}

/** One page of the archive list: the player's archive rounds of a game between two dates (the unique index on user, game, date). */
export async function listArchiveRoundsBetween(db: Db, userId: string, game: string, from: string, to: string) {
  return db
    .select({ date: archiveRounds.date, guesses: sql<number>`jsonb_array_length(${archiveRounds.guessedCards})`.mapWith(Number), won: archiveRounds.gameWon })
    .from(archiveRounds)
    .where(and(eq(archiveRounds.userId, userId), eq(archiveRounds.game, game), between(archiveRounds.date, from, to)));
}

/** The same page's daily rounds (read only: the archive never writes them), through their unique index on user, game, date. */
export async function listDailyRoundsBetween(db: Db, userId: string, game: string, from: string, to: string) {
  return db
    .select({ date: dailyGameStates.date, guesses: sql<number>`jsonb_array_length(${dailyGameStates.guessedCards})`.mapWith(Number), won: dailyGameStates.gameWon })
    .from(dailyGameStates)
    .where(and(eq(dailyGameStates.userId, userId), eq(dailyGameStates.game, game), between(dailyGameStates.date, from, to)));
}

