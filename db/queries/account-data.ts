import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, achievements, archiveRounds, dailyGameStates, dailyWins, endlessWins, feedback, gameStats, profilePictures, userAchievements, userActivities, users } from '../schema';

/**
 * Everything stored about one player, table by table (their data export), and the removal of it all.
 * Every read goes through an index on the user's id.
 */
export async function readAccountData(db: Db, userId: string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!account) return undefined;
  const [providers, picture, stats, dailyStates, wins, endless, unlocked, activities, sent, archived] = await Promise.all([
    db.select({ provider: accounts.provider, type: accounts.type }).from(accounts).where(eq(accounts.userId, userId)),
    db.select().from(profilePictures).where(eq(profilePictures.userId, userId)),
    db.select().from(gameStats).where(eq(gameStats.userId, userId)).orderBy(asc(gameStats.game)),
    db.select().from(dailyGameStates).where(eq(dailyGameStates.userId, userId)).orderBy(asc(dailyGameStates.date), asc(dailyGameStates.game)),
    db.select().from(dailyWins).where(eq(dailyWins.userId, userId)).orderBy(asc(dailyWins.date), asc(dailyWins.game)),
    db.select().from(endlessWins).where(eq(endlessWins.userId, userId)).orderBy(asc(endlessWins.wonAt)),
    db
      .select({ key: achievements.key, name: achievements.name, description: achievements.description, rarity: achievements.rarity, unlockedAt: userAchievements.unlockedAt, notified: userAchievements.notified })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(eq(userAchievements.userId, userId))
      .orderBy(asc(userAchievements.unlockedAt)),
    db.select().from(userActivities).where(eq(userActivities.userId, userId)).orderBy(asc(userActivities.createdAt)),
    db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.createdAt)),
    db.select().from(archiveRounds).where(eq(archiveRounds.userId, userId)).orderBy(asc(archiveRounds.date), asc(archiveRounds.game)),
  ]);
  return { account, providers, picture: picture[0] ?? null, stats, dailyStates, wins, endless, unlocked, activities, sent, archived };
}

/**
 * Deletes the account and, through the foreign keys' cascades, everything tied to it (provider accounts,
 * sessions, picture, stats, daily states, wins, archive rounds, achievements, activities). Feedback stays, anonymised:
 * no user and no e-mail address. Run inside the caller's transaction.
 */
export async function deleteAccountRows(tx: Db, userId: string): Promise<void> {
  await tx.update(feedback).set({ userId: null, email: null }).where(eq(feedback.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
}
