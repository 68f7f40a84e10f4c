import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { profilePictures, users } from '../schema';

export type StoredPicture = Pick<typeof profilePictures.$inferSelect, 'contentType' | 'byteSize' | 'bytes'>;

/** A picture's bytes by its name (the primary key). */
export async function findPicture(db: Db, filename: string): Promise<StoredPicture | undefined> {
  const [row] = await db
    .select({ contentType: profilePictures.contentType, byteSize: profilePictures.byteSize, bytes: profilePictures.bytes })
    .from(profilePictures)
    .where(eq(profilePictures.filename, filename))
    .limit(1);
  return row;
}

/** The player's picture, replacing any earlier one, and its name on their account: all or nothing. */
export async function replacePicture(db: Db, userId: string, picture: Omit<typeof profilePictures.$inferInsert, 'userId'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(profilePictures).where(eq(profilePictures.userId, userId));
    await tx.insert(profilePictures).values({ ...picture, userId });
    await tx.update(users).set({ profilePicture: picture.filename }).where(eq(users.id, userId));
  });
}

/** Removes the player's picture and its name from their account; false when they had none. */
export async function removePicture(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(profilePictures).where(eq(profilePictures.userId, userId)).returning({ filename: profilePictures.filename });
    await tx.update(users).set({ profilePicture: null }).where(eq(users.id, userId));
    return removed.length > 0;
  });
}
