import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { profilePictures, users } from '../schema';

export type StoredPicture = Pick<typeof profilePictures.$inferSelect, 'contentType' | 'byteSize' | 'bytes'>;
type NewPicture = Omit<typeof profilePictures.$inferInsert, 'userId'> & { createdAt: Date };

/** A picture's bytes by its name (the primary key). */
export async function findPicture(db: Db, filename: string): Promise<StoredPicture | undefined> {
  const [row] = await db
    .select({ contentType: profilePictures.contentType, byteSize: profilePictures.byteSize, bytes: profilePictures.bytes })
    .from(profilePictures)
    .where(eq(profilePictures.filename, filename))
    .limit(1);
  return row;
}

/** Locks the player's account row: one picture change per player at a time, accounts before pictures (no deadlock). */
async function lockAccount(tx: Db, userId: string): Promise<boolean> {
  const locked = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return locked.length > 0;
}

/**
 * The player's picture, replacing an earlier one, and its name on their account: all or nothing. A picture
 * uploaded later (by `createdAt`) that is already stored stays: `newer-kept`.
 */
export async function replacePicture(db: Db, userId: string, picture: NewPicture): Promise<'replaced' | 'newer-kept' | 'no-account'> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockAccount(tx, userId))) return 'no-account';
      const [stored] = await tx.select({ createdAt: profilePictures.createdAt }).from(profilePictures).where(eq(profilePictures.userId, userId));
      if (stored && stored.createdAt > picture.createdAt) return 'newer-kept';
      await tx.delete(profilePictures).where(eq(profilePictures.userId, userId));
      await tx.insert(profilePictures).values({ ...picture, userId });
      await tx.update(users).set({ profilePicture: picture.filename }).where(eq(users.id, userId));
      return 'replaced';
    });
  } catch (error) {
    throw new PictureStorageError(error);
  }
}

/** Removes the player's picture and its name from their account; false when they had none. */
export async function removePicture(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const removed = await tx.delete(profilePictures).where(eq(profilePictures.userId, userId)).returning({ filename: profilePictures.filename });
    await tx.update(users).set({ profilePicture: null }).where(eq(users.id, userId));
    return removed.length > 0;
  });
}

/**
 * A failed write as one line of log: the driver's error lists the statement's parameters, the picture's
 * bytes among them (megabytes of numbers in the log). Only the root cause's first line and the error code
 * (which tells a database outage, a 503, from a bug) go on; the code is not enumerable, since a logged
 * error prints those properties on lines of their own.
 */
export class PictureStorageError extends Error {
  declare readonly code: string | undefined;

  constructor(failure: unknown) {
    const chain = causeChain(failure);
    super(`Storing a profile picture failed: ${String(chain.at(-1)?.message ?? failure).split('\n')[0].slice(0, 200)}`);
    this.name = 'PictureStorageError';
    const code = chain.map((error) => error.code).find((candidate): candidate is string => typeof candidate === 'string');
    Object.defineProperty(this, 'code', { value: code, enumerable: false });
    this.stack = `${this.name}: ${this.message}`;
  }
}

function causeChain(error: unknown): Array<{ message?: unknown; code?: unknown }> {
  const chain: Array<{ message?: unknown; code?: unknown; cause?: unknown }> = [];
  for (let current = error; current && typeof current === 'object' && chain.length < 6; current = (current as { cause?: unknown }).cause) {
    chain.push(current as { message?: unknown; code?: unknown; cause?: unknown });
  }
  return chain;
}
