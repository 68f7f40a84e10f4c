import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { guessRecords } from '../schema';

export type GuessRecordRow = typeof guessRecords.$inferSelect;
/** What a key stands for: one guess of one round (a daily date or an endless round id). */
export type GuessIdentity = Pick<GuessRecordRow, 'userId' | 'key' | 'game' | 'round' | 'guess'>;

/**
 * Takes the key for this guess; true when this call took it, false when it was taken before (a resend).
 * A concurrent transaction taking the same key makes this wait for its outcome, so exactly one records.
 */
export async function claimGuessKey(tx: Db, identity: GuessIdentity, at = new Date()): Promise<boolean> {
  const rows = await tx
    .insert(guessRecords)
    .values({ ...identity, createdAt: at })
    .onConflictDoNothing({ target: [guessRecords.userId, guessRecords.key] })
    .returning({ key: guessRecords.key });
  return rows.length === 1;
}

export async function findGuessRecord(db: Db, userId: string, key: string): Promise<GuessRecordRow | undefined> {
  const [row] = await db
    .select()
    .from(guessRecords)
    .where(and(eq(guessRecords.userId, userId), eq(guessRecords.key, key)))
    .limit(1);
  return row;
}

/** Keeps what recording the guess changed, for the answer to a resend. */
export async function storeGuessOutcome(tx: Db, userId: string, key: string, recorded: Record<string, unknown>): Promise<void> {
  await tx
    .update(guessRecords)
    .set({ recorded })
    .where(and(eq(guessRecords.userId, userId), eq(guessRecords.key, key)));
}

/** Deletes up to `limit` keys older than `before` (through the created_at index); returns how many. */
export async function deleteGuessRecordsBefore(db: Db, before: Date, limit: number): Promise<number> {
  const oldest = db
    .select({ userId: guessRecords.userId, key: guessRecords.key })
    .from(guessRecords)
    .where(lt(guessRecords.createdAt, before))
    .limit(limit);
  const rows = await db
    .delete(guessRecords)
    .where(inArray(sql`(${guessRecords.userId}, ${guessRecords.key})`, oldest))
    .returning({ key: guessRecords.key });
  return rows.length;
}
