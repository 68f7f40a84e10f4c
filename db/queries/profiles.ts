import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { achievements, userAchievements, users } from '../schema';

const badgeColumns = {
  id: achievements.id,
  name: achievements.name,
  description: achievements.description,
  rarity: achievements.rarity,
  imageFilename: achievements.imageFilename,
};

export type BadgeRow = { id: number; name: string; description: string; rarity: (typeof achievements.$inferSelect)['rarity']; imageFilename: string };
export type UserWithBadgeRow = typeof users.$inferSelect & { badge: BadgeRow | null };

/** One user and the achievement they wear as a badge, by id or by username (any case); one indexed lookup. */
export async function findUserWithBadge(db: Db, by: { id: string } | { username: string }): Promise<UserWithBadgeRow | undefined> {
  const where = 'id' in by ? eq(users.id, by.id) : sql`lower(${users.username}) = lower(${by.username})`;
  const [row] = await db
    .select({ user: users, badge: badgeColumns })
    .from(users)
    .leftJoin(achievements, eq(achievements.id, users.badgeAchievementId))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  return { ...row.user, badge: row.badge?.id == null ? null : row.badge };
}

export type UnlockedAchievementRow = BadgeRow & { category: string; unlockedAt: Date };

/** The achievements a player has unlocked, newest first (the unique (user, achievement) index serves it). */
export async function listUnlockedAchievements(db: Db, userId: string): Promise<UnlockedAchievementRow[]> {
  return db
    .select({ ...badgeColumns, category: achievements.category, unlockedAt: userAchievements.unlockedAt })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(eq(userAchievements.userId, userId))
    .orderBy(desc(userAchievements.unlockedAt), achievements.name);
}

export async function setBio(db: Db, userId: string, bio: string): Promise<void> {
  await db.update(users).set({ bio }).where(eq(users.id, userId));
}

/**
 * Sets the badge only if the player has unlocked that achievement (checked in the same statement, so a
 * revoke in between cannot slip through); null removes it. False when the achievement is not unlocked.
 */
export async function setBadgeIfUnlocked(db: Db, userId: string, achievementId: number | null): Promise<boolean> {
  if (achievementId === null) {
    await db.update(users).set({ badgeAchievementId: null }).where(eq(users.id, userId));
    return true;
  }
  const unlocked = db
    .select({ one: sql`1` })
    .from(userAchievements)
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievementId)));
  const rows = await db
    .update(users)
    .set({ badgeAchievementId: achievementId })
    .where(and(eq(users.id, userId), sql`exists (${unlocked})`))
    .returning({ id: users.id });
  return rows.length === 1;
}
