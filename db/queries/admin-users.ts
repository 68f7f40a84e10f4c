import { and, asc, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import type { AdminUserSort, SortOrder } from './admin-user-sorts';
import type { UserRow } from './users';
import { achievements, dailyGameStates, gameStats, userAchievements, users, usersCount } from '../schema';

/** Each sortable column's expression; every one has an index on (expression, id) (db/schema/auth.ts). */
const SORT_COLUMNS: Record<AdminUserSort, SQL | typeof users.createdAt> = {
  created_at: users.createdAt,
  username: sql`lower(${users.username})`,
  email: sql`lower(${users.email})`,
  role: sql`${users.role}`,
  last_login: sql`${users.lastLogin}`,
  total_games_across_all: sql`${users.totalGamesAcrossAll}`,
  max_current_streak: sql`${users.maxCurrentStreak}`,
  max_best_streak: sql`${users.maxBestStreak}`,
};

/** LIKE's own characters taken literally. */
function startingWith(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Usernames or e-mails starting with the search, ignoring case (users_username_prefix_idx, users_email_prefix_idx). */
function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = startingWith(search);
  return or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`);
}

export interface UserListRequest {
  search?: string;
  sortBy: AdminUserSort;
  sortOrder: SortOrder;
  offset: number;
  limit: number;
}

/**
 * How many players there are: the sum of users_count's 16 rows, kept by the users table's triggers in the transaction
 * of every sign-up and deletion (drizzle/0018_users_count.sql), instead of a count(*) that reads every player (191 ms
 * alone at 1,000,000 players). `npm run db:check` compares it with count(*) (`users-count`).
 */
export async function countPlayers(db: Db): Promise<number> {
  const [row] = await db.select({ players: sql<number>`coalesce(sum(${usersCount.players}), 0)`.mapWith(Number) }).from(usersCount);
  return row.players;
}

/**
 * One page of players and how many match, read through the sort column's index. Without a search every player
 * matches: the kept count (countPlayers); a search's matches are counted through the same prefix indexes it reads.
 */
export async function listUsersForAdmin(db: Db, request: UserListRequest): Promise<{ rows: UserRow[]; total: number }> {
  const where = searchOf(request.search);
  const direction = request.sortOrder === 'asc' ? asc : desc;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[request.sortBy]), direction(users.id))
      .limit(request.limit)
      .offset(request.offset),
    where === undefined ? countPlayers(db) : db.select({ total: count() }).from(users).where(where).then(([row]) => row.total),
  ]);
  return { rows, total };
}

/** A user's row as a write to them locks it. */
export type LockedUser = Pick<UserRow, 'id' | 'username' | 'role'>;

/**
 * The rows a write to a user is decided on, locked in the caller's transaction: every owner, the actor
 * (null for the operator) and the target. One statement in id order, so writes lock alike and a promotion
 * or demotion waits for the write (or the write for it) instead of slipping between check and write.
 */
export async function lockWriteParties(db: Db, actorId: string | null, targetId: string): Promise<{ owners: number; actor?: LockedUser; target?: LockedUser }> {
  const ids = actorId === null ? [targetId] : [actorId, targetId];
  const rows = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(or(eq(users.role, 'owner'), inArray(users.id, ids)))
    .orderBy(users.id)
    .for('update');
  return {
    owners: rows.filter((row) => row.role === 'owner').length,
    actor: actorId === null ? undefined : rows.find((row) => row.id === actorId),
    target: rows.find((row) => row.id === targetId),
  };
}

/** Takes off the player's badge when it shows one of these achievements (an owner-only badge on demotion). */
export async function takeOffBadgeAmong(db: Db, userId: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const shown = db.select({ id: achievements.id }).from(achievements).where(inArray(achievements.key, [...keys]));
  await db.update(users).set({ badgeAchievementId: null }).where(and(eq(users.id, userId), inArray(users.badgeAchievementId, shown)));
}

export async function updateUserFields(db: Db, id: string, changes: Partial<Pick<UserRow, 'username' | 'role'>>): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

/** How many broken streaks one call zeroes at most: a backlog is worked off a batch per call, each call staying fast. */
export const ZERO_STREAKS_BATCH = 1000;

/**
 * Zeroes kept current streaks whose last win is older than yesterday (they are broken: every reader
 * already counts them as 0), so that the kept aggregates sort by live streaks. Reads only the running
 * streaks (game_stats_running_streak_idx), at most `limit` rows, skipping rows another call holds.
 * Returns how many it zeroed.
 */
export async function zeroBrokenStreaks(db: Db, yesterday: string, limit = ZERO_STREAKS_BATCH): Promise<number> {
  const broken = db
    .select({ id: gameStats.id })
    .from(gameStats)
    .where(and(gt(gameStats.currentDailyStreak, 0), lt(gameStats.lastDailyWinDate, yesterday)))
    .orderBy(gameStats.lastDailyWinDate)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db.update(gameStats).set({ currentDailyStreak: 0 }).where(inArray(gameStats.id, broken)).returning({ id: gameStats.id });
  return rows.length;
}

/** The dashboard's counts (accounts-side §3, dashboard stats): the players kept (countPlayers), the others each through an index. */
export async function countDashboard(db: Db, since: { today: Date; week: Date; todayDate: string }) {
  // Raw SQL: the timestamp goes as text (the PostgreSQL driver takes no Date objects here).
  const dayStart = since.today.toISOString();
  const active = sql`(
    select ${users.id} as id from ${users} where ${users.lastLogin} >= ${dayStart}::timestamptz
    union select ${gameStats.userId} from ${gameStats} where ${gameStats.lastPlayedAt} >= ${dayStart}::timestamptz
    union select ${dailyGameStates.userId} from ${dailyGameStates} where ${dailyGameStates.date} = ${since.todayDate}::date
  )`;
  const [totalUsers, [today], [week], [activeToday]] = await Promise.all([
    countPlayers(db),
    db.select({ n: count() }).from(users).where(gte(users.createdAt, since.today)),
    db.select({ n: count() }).from(users).where(gte(users.createdAt, since.week)),
    db.select({ n: count() }).from(sql`${active} as active`),
  ]);
  return { totalUsers, newUsersToday: today.n, newUsersThisWeek: week.n, activeUsersToday: activeToday.n };
}

export async function writeStatsRow(db: Db, id: number, values: { totalGamesPlayed: number; totalDailyGamesPlayed: number; bestDailyStreak: number; currentDailyStreak: number }): Promise<void> {
  await db.update(gameStats).set(values).where(eq(gameStats.id, id));
}

/** The player's unlocks for the admin achievements panel. */
export async function listUnlocksForAdmin(db: Db, userId: string) {
  return db
    .select({ achievementId: userAchievements.achievementId, unlockedAt: userAchievements.unlockedAt, notified: userAchievements.notified })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId))
    .orderBy(userAchievements.achievementId);
}

/** Takes an achievement away; a badge showing it goes too. True when the player had it. */
export async function deleteUnlock(db: Db, userId: string, achievementId: number): Promise<boolean> {
  const rows = await db
    .delete(userAchievements)
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievementId)))
    .returning({ id: userAchievements.id });
  if (rows.length === 0) return false;
  await db.update(users).set({ badgeAchievementId: null }).where(and(eq(users.id, userId), eq(users.badgeAchievementId, achievementId)));
  return true;
}

/** The next `limit` player ids after `after`, in id order (the refresh action walks every player). */
export async function nextUserIds(db: Db, after: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(after === null ? undefined : gt(users.id, after))
    .orderBy(users.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
