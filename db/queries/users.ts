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

/**
 * The sitemap's profiles (issue 36 item 15): players (not staff) with a username and public activity, at
 * least one daily win — the record their page and the leaderboard show. The kept best streak across games
 * (users.max_best_streak, kept by the game_stats triggers) is above 0 exactly then; endless practice wins,
 * which any new account can farm in a minute, do not count. The scan follows users_username_sort_idx and
 * skips the others, with no join and no sort.
 */
export async function listPublicProfileUsernames(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.username} is not null and ${users.role} = 'user' and ${users.maxBestStreak} > 0`)
    .orderBy(sql`lower(${users.username})`, users.id)
    .limit(limit);
  return rows.map((row) => row.username!);
}
