import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return row;
}

export async function isUsernameTaken(db: Db, username: string, exceptUserId?: string): Promise<boolean> {
  const row = await findUserByUsername(db, username);
  return row !== undefined && row.id !== exceptUserId;
}

/** Sets the username only while the user has none; false when they already had one. */
export async function setUsernameOnce(db: Db, userId: string, username: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ username })
    .where(sql`${users.id} = ${userId} and ${users.username} is null`)
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function touchLastLogin(db: Db, userId: string, at = new Date()): Promise<void> {
  await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId));
}

export async function createUser(db: Db, values: { name: string; email: string }): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function setUserRole(db: Db, userId: string, role: UserRow['role']): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/** Players with a public profile (a username), in name order through users_username_sort_idx: the sitemap's profiles. */
export async function listPublicUsernames(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.username} is not null`)
    .orderBy(sql`lower(${users.username})`, users.id)
    .limit(limit);
  return rows.map((row) => row.username!);
}
