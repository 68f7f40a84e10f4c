import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { achievementRevocations, achievements, dailyWins, gameStats, userAchievements, userActivities, users } from '../schema';

export type AchievementRow = typeof achievements.$inferSelect;

/** The whole catalogue in display order, each with its kept unlock count (a few dozen rows). */
export async function listAchievements(db: Db): Promise<AchievementRow[]> {
  return db.select().from(achievements).orderBy(asc(achievements.sortOrder), asc(achievements.id));
}

export interface UnlockRow {
  achievementId: number;
  unlockedAt: Date;
  notified: boolean;
}

/** One player's unlocks (the unique (user, achievement) index serves it). */
export async function listUnlocks(db: Db, userId: string): Promise<UnlockRow[]> {
  return db
    .select({ achievementId: userAchievements.achievementId, unlockedAt: userAchievements.unlockedAt, notified: userAchievements.notified })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId));
}

/**
 * Unlocks the achievements the player does not have yet; returns the ids this call inserted. In id
 * order, so that two transactions bumping the same kept counts lock those rows in the same order.
 */
export async function insertUnlocks(db: Db, userId: string, achievementIds: readonly number[], at = new Date()): Promise<number[]> {
  if (achievementIds.length === 0) return [];
  const values = [...new Set(achievementIds)].sort((a, b) => a - b).map((achievementId) => ({ userId, achievementId, unlockedAt: at }));
  const rows = await db
    .insert(userAchievements)
    .values(values)
    .onConflictDoNothing({ target: [userAchievements.userId, userAchievements.achievementId] })
    .returning({ achievementId: userAchievements.achievementId });
  return rows.map((row) => row.achievementId);
}

/** Marks the player's own unlocks notified; ids they have not unlocked are ignored. Returns how many changed. */
export async function markUnlocksNotified(db: Db, userId: string, achievementIds: readonly number[]): Promise<number> {
  if (achievementIds.length === 0) return 0;
  const rows = await db
    .update(userAchievements)
    .set({ notified: true })
    .where(and(eq(userAchievements.userId, userId), inArray(userAchievements.achievementId, [...achievementIds]), eq(userAchievements.notified, false)))
    .returning({ id: userAchievements.id });
  return rows.length;
}

export async function insertActivity(db: Db, activity: { userId: string; type: string; gameId: string | null; data: Record<string, unknown> | null }): Promise<void> {
  await db.insert(userActivities).values({ userId: activity.userId, activityType: activity.type, gameId: activity.gameId, activityData: activity.data });
}

/** Everything the achievement rules read about one player: each a lookup through the player's own index. */
export async function readPlayerHistory(db: Db, userId: string, founderPlayers: number) {
  const [stats, wins, activityRows, founderRows, [account]] = await Promise.all([
    db
      .select({ game: gameStats.game, totalGamesPlayed: gameStats.totalGamesPlayed, totalDailyGamesPlayed: gameStats.totalDailyGamesPlayed, currentDailyStreak: gameStats.currentDailyStreak, bestDailyStreak: gameStats.bestDailyStreak, lastDailyWinDate: gameStats.lastDailyWinDate })
      .from(gameStats)
      .where(eq(gameStats.userId, userId)),
    db.select({ game: dailyWins.game, date: dailyWins.date, attempts: dailyWins.attempts }).from(dailyWins).where(eq(dailyWins.userId, userId)),
    db.selectDistinct({ type: userActivities.activityType }).from(userActivities).where(eq(userActivities.userId, userId)),
    accountsCreatedBefore(db, userId, founderPlayers),
    db.select({ role: users.role }).from(users).where(eq(users.id, userId)),
  ]);
  return { stats, wins, activities: activityRows.map((row) => row.type), accountsBefore: founderRows, role: account?.role ?? null };
}

/** How many accounts were created before this one, counted up to `atMost` (users_created_at_idx; never a scan). */
async function accountsCreatedBefore(db: Db, userId: string, atMost: number): Promise<number> {
  const me = db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  const earlier = db
    .select({ id: users.id })
    .from(users)
    .where(or(lt(users.createdAt, sql`(${me})`), and(eq(users.createdAt, sql`(${me})`), lt(users.id, userId))))
    .limit(atMost)
    .as('earlier');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(earlier);
  return row?.count ?? 0;
}

export type PlayerHistory = Awaited<ReturnType<typeof readPlayerHistory>>;

/**
 * readPlayerHistory for many players at once (the admin refresh walks every player): one query per
 * kind of fact for the whole batch, each through the players' own indexes. `accountsBefore` is
 * FOUNDER_PLAYERS-bounded as in readPlayerHistory: 0 for the first accounts, `founderPlayers` for the rest.
 */
export async function readPlayersHistory(db: Db, userIds: readonly string[], founderPlayers: number): Promise<Map<string, PlayerHistory>> {
  const ids = [...userIds];
  const [stats, wins, activityRows, accounts, founders] = await Promise.all([
    db
      .select({ userId: gameStats.userId, game: gameStats.game, totalGamesPlayed: gameStats.totalGamesPlayed, totalDailyGamesPlayed: gameStats.totalDailyGamesPlayed, currentDailyStreak: gameStats.currentDailyStreak, bestDailyStreak: gameStats.bestDailyStreak, lastDailyWinDate: gameStats.lastDailyWinDate })
      .from(gameStats)
      .where(inArray(gameStats.userId, ids)),
    db.select({ userId: dailyWins.userId, game: dailyWins.game, date: dailyWins.date, attempts: dailyWins.attempts }).from(dailyWins).where(inArray(dailyWins.userId, ids)),
    db.selectDistinct({ userId: userActivities.userId, type: userActivities.activityType }).from(userActivities).where(inArray(userActivities.userId, ids)),
    db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, ids)),
    db.select({ id: users.id }).from(users).orderBy(users.createdAt, users.id).limit(founderPlayers),
  ]);
  const founderIds = new Set(founders.map((row) => row.id));
  const histories = new Map<string, PlayerHistory>(
    accounts.map((account) => [account.id, { stats: [], wins: [], activities: [], accountsBefore: founderIds.has(account.id) ? 0 : founderPlayers, role: account.role }]),
  );
  for (const { userId, ...row } of stats) histories.get(userId)?.stats.push(row);
  for (const { userId, ...win } of wins) histories.get(userId)?.wins.push(win);
  for (const row of activityRows) histories.get(row.userId)?.activities.push(row.type);
  return histories;
}

/** Many players' unlocks in one statement; returns how many rows it inserted (pairs already there are skipped). */
export async function insertManyUnlocks(db: Db, pairs: readonly { userId: string; achievementId: number }[], at = new Date()): Promise<number> {
  if (pairs.length === 0) return 0;
  const rows = await db
    .insert(userAchievements)
    .values(pairs.map((pair) => ({ ...pair, unlockedAt: at })))
    .onConflictDoNothing({ target: [userAchievements.userId, userAchievements.achievementId] })
    .returning({ id: userAchievements.id });
  return rows.length;
}

/** The revocations that stand for these players: pairs automatic granting must skip (the primary key serves it). */
export async function listRevocations(db: Db, userIds: readonly string[]): Promise<{ userId: string; achievementId: number }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: achievementRevocations.userId, achievementId: achievementRevocations.achievementId })
    .from(achievementRevocations)
    .where(inArray(achievementRevocations.userId, [...userIds]));
}

/** An admin revoked the unlock: it stays revoked (a second revocation keeps the first one's time). */
export async function recordRevocation(db: Db, userId: string, achievementId: number, at = new Date()): Promise<void> {
  await db.insert(achievementRevocations).values({ userId, achievementId, revokedAt: at }).onConflictDoNothing();
}

/** An admin granted it again: automatic granting may give it from now on. */
export async function clearRevocation(db: Db, userId: string, achievementId: number): Promise<void> {
  await db.delete(achievementRevocations).where(and(eq(achievementRevocations.userId, userId), eq(achievementRevocations.achievementId, achievementId)));
}
