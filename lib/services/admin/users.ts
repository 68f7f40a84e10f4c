import 'server-only';
import type { Db } from '@/db/client';
import { clearRevocation, insertUnlocks, listAchievements, recordRevocation } from '@/db/queries/achievements';
import {
  countDashboard,
  deleteUnlock,
  listUnlocksForAdmin,
  listUsersForAdmin,
  nextUserIds,
  updateUserFields,
  writeStatsRow,
  zeroBrokenStreaks,
} from '@/db/queries/admin-users';
import { insertAuditEntry } from '@/db/queries/audit-log';
import { listGameStatsOfUser, lockGameStats, type GameStatsRow } from '@/db/queries/game-stats';
import { findUserById, isUsernameTaken, type UserRow } from '@/db/queries/users';
import type { AccountUser } from '@/lib/auth/account-user';
import type { RuleActor, UserWrite } from '@/lib/auth/roles';
import { isOwnerOnlyAchievement } from '@/lib/achievements/owner-only';
import type { SignedInUser } from '@/lib/auth/guards';
import { GAME_IDS_IN_SPEC_ORDER, getGame } from '@/lib/games/registry';
import { effectiveCurrentStreak } from '@/lib/games/streak';
import type { GameId } from '@/lib/games/types';
import { badRequest, conflict, notFound } from '@/lib/http/errors';
import { addDays, chicagoDate, chicagoRecentStarts } from '@/lib/time';
import type { AdminStatsUpdateBody, AdminUserUpdateBody, UsersListQuery } from '@/lib/validation/admin-users';
import { accountFields, isUniqueViolation } from '../account/account';
import { getAllAchievements, grantEarnedAchievementsToMany } from '../achievements/achievements';
import { changeRole } from './roles';
import { auditedActor, writeToUser, type LockedTarget } from './user-writes';
import { USER_NOT_FOUND_MESSAGE, USERNAME_TAKEN_MESSAGE } from '@/lib/messages/accounts';

/** A player as the admin User Management tab receives them: the account (accounts-side §3, User) and the admin aggregates. */
export type AdminUser = Omit<AccountUser, 'badge'> & {
  total_games_across_all: number;
  max_current_streak: number;
  max_best_streak: number;
};

function toAdminUser(row: UserRow): AdminUser {
  return { ...accountFields(row), total_games_across_all: row.totalGamesAcrossAll, max_current_streak: row.maxCurrentStreak, max_best_streak: row.maxBestStreak };
}

/** GET /api/admin/dashboard: the four stat cards; days in America/Chicago, the week being today and the six days before. */
export async function dashboardStats(db: Db, now = new Date()) {
  const starts = chicagoRecentStarts(now);
  return countDashboard(db, { today: starts.day, week: starts.week, todayDate: chicagoDate(now) });
}

/**
 * GET /api/admin/users: one page, sorted and searched through indexes. A batch of newly broken streaks is
 * zeroed first (once none are left, a probe of the running streaks' index), so the current-streak column is today's.
 */
export async function listUsers(db: Db, query: UsersListQuery, now = new Date()) {
  await zeroBrokenStreaks(db, addDays(chicagoDate(now), -1));
  const { rows, total } = await listUsersForAdmin(db, {
    search: query.search || undefined,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    users: rows.map(toAdminUser),
    pagination: { currentPage: query.page, totalPages: Math.max(1, Math.ceil(total / query.limit)), totalUsers: total, limit: query.limit },
  };
}

/**
 * PUT /api/admin/users/{id} {username?, role?}: through writeToUser (the rules of lib/auth/roles.ts with the
 * owners, the admin and the player locked; a refusal audited); a rename (`user.username`) and a role
 * (changeRole: `user.role`, the new role's achievements) in one transaction.
 */
export async function updateUserByAdmin(db: Db, admin: SignedInUser, id: string, body: AdminUserUpdateBody): Promise<{ user: AdminUser }> {
  const writes: UserWrite[] = [];
  if (body.username !== undefined) writes.push({ kind: 'username' });
  if (body.role !== undefined) writes.push({ kind: 'role', role: body.role });
  await writeToUser(db, admin, id, { action: 'user.update', writes, details: { asked: body } }, async (tx, target, actor) => {
    if (body.username !== undefined && body.username !== target.username) await renameUser(tx, actor, target, body.username);
    if (body.role !== undefined) await changeRole(tx, actor, target, body.role);
  });
  const row = await findUserById(db, id);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  return { user: toAdminUser(row) };
}

async function renameUser(tx: Db, actor: RuleActor, target: LockedTarget, username: string): Promise<void> {
  if (await isUsernameTaken(tx, username, target.id)) throw conflict(USERNAME_TAKEN_MESSAGE, 'username_taken');
  try {
    await updateUserFields(tx, target.id, { username });
  } catch (error) {
    // Two renames racing for one name: the unique index on lower(username) lets one win.
    if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN_MESSAGE, 'username_taken');
    throw error;
  }
  const { actorId, by } = auditedActor(actor);
  await insertAuditEntry(tx, { actorId, action: 'user.username', targetUserId: target.id, details: { ...by, before: { username: target.username }, after: { username } } });
}

/** One game's statistics as the admin editor shows them: the current streak as of today, read-only. */
export interface AdminGameStat {
  game: GameId;
  game_name: string;
  total_games_played: number;
  total_daily_games_played: number;
  best_daily_streak: number;
  current_daily_streak: number;
  last_played_date: string | null;
}

/** GET /api/admin/users/{id}/stats: all five games, zeros where the player has no row. */
export async function getUserStatsForAdmin(db: Db, id: string, now = new Date()): Promise<{ stats: AdminGameStat[] }> {
  if (!(await findUserById(db, id))) throw notFound(USER_NOT_FOUND_MESSAGE);
  const rows = new Map((await listGameStatsOfUser(db, id)).map((row) => [row.game, row]));
  const today = chicagoDate(now);
  return {
    stats: GAME_IDS_IN_SPEC_ORDER.map((game) => {
      const row = rows.get(game);
      return {
        game,
        game_name: getGame(game)?.title ?? game,
        total_games_played: row?.totalGamesPlayed ?? 0,
        total_daily_games_played: row?.totalDailyGamesPlayed ?? 0,
        best_daily_streak: row?.bestDailyStreak ?? 0,
        current_daily_streak: row ? effectiveCurrentStreak({ current: row.currentDailyStreak, lastWinDate: row.lastDailyWinDate }, today) : 0,
        last_played_date: row?.lastPlayedAt?.toISOString() ?? null,
      };
    }),
  };
}

/**
 * PUT /api/admin/users/{id}/stats: total games, daily games and best streak per game. The current
 * streak stays what the player's daily wins made it (a broken one is zeroed); a best streak below it is
 * a 400 and nothing is written. One audit row with each changed game before and after.
 */
export async function updateUserStatsByAdmin(db: Db, admin: SignedInUser, id: string, body: AdminStatsUpdateBody, now = new Date()) {
  const today = chicagoDate(now);
  const attempt = { action: 'user.stats', writes: [{ kind: 'stats' as const }], details: { asked: { gameStats: body.gameStats } } };
  await writeToUser(db, admin, id, attempt, async (tx) => {
    // Each game's row, created with zeros when missing and locked, in game order (concurrent edits lock alike).
    const rows = new Map<string, GameStatsRow>();
    for (const game of body.gameStats.map((stat) => stat.game).sort()) rows.set(game, await lockGameStats(tx, id, game));
    const changes: { game: string; before: Record<string, number>; after: Record<string, number> }[] = [];
    for (const stat of body.gameStats) {
      const row = rows.get(stat.game);
      if (!row) throw new Error(`Stats row of ${id} for ${stat.game} missing after insert`);
      const current = effectiveCurrentStreak({ current: row.currentDailyStreak, lastWinDate: row.lastDailyWinDate }, today);
      if (stat.best_daily_streak < current) {
        throw badRequest(`Best streak in ${getGame(stat.game)?.title ?? stat.game} cannot be below the current streak (${current}).`, 'best_below_current');
      }
      const before = { total_games_played: row.totalGamesPlayed, total_daily_games_played: row.totalDailyGamesPlayed, best_daily_streak: row.bestDailyStreak };
      const after = { total_games_played: stat.total_games_played, total_daily_games_played: stat.total_daily_games_played, best_daily_streak: stat.best_daily_streak };
      if (JSON.stringify(before) === JSON.stringify(after) && current === row.currentDailyStreak) continue;
      await writeStatsRow(tx, row.id, { totalGamesPlayed: after.total_games_played, totalDailyGamesPlayed: after.total_daily_games_played, bestDailyStreak: after.best_daily_streak, currentDailyStreak: current });
      changes.push({ game: stat.game, before, after });
    }
    if (changes.length > 0) await insertAuditEntry(tx, { actorId: admin.id, action: 'user.stats', targetUserId: id, details: { games: changes } });
  });
  return getUserStatsForAdmin(db, id, now);
}

/** GET /api/admin/users/{id}/achievements: the catalogue and the player's unlocks (accounts-side §3). */
export async function getUserAchievementsForAdmin(db: Db, id: string) {
  if (!(await findUserById(db, id))) throw notFound(USER_NOT_FOUND_MESSAGE);
  const [{ achievements }, unlocks] = await Promise.all([getAllAchievements(db), listUnlocksForAdmin(db, id)]);
  return {
    achievements,
    userAchievements: unlocks.map((unlock) => ({ achievement_id: unlock.achievementId, unlocked_at: unlock.unlockedAt.toISOString(), notified: unlock.notified })),
  };
}

async function requireAchievement(db: Db, achievementId: number) {
  const row = (await listAchievements(db)).find((achievement) => achievement.id === achievementId);
  if (!row) throw notFound('No achievement with that id.');
  return row;
}

async function achievementAttempt(db: Db, action: 'achievement.grant' | 'achievement.revoke', achievementId: number) {
  const { key } = await requireAchievement(db, achievementId);
  return { action, writes: [{ kind: 'achievement' as const, grant: action === 'achievement.grant', ownerOnly: isOwnerOnlyAchievement(key) }], details: { achievementId } };
}

/** POST …/achievements/grant: the rules (an owner-only badge: by owners, to owners); idempotent (a second grant writes no audit row); ends a revocation. */
export async function grantAchievementByAdmin(db: Db, admin: SignedInUser, id: string, achievementId: number): Promise<{ granted: boolean }> {
  return writeToUser(db, admin, id, await achievementAttempt(db, 'achievement.grant', achievementId), async (tx) => {
    const granted = (await insertUnlocks(tx, id, [achievementId])).length === 1;
    await clearRevocation(tx, id, achievementId);
    if (granted) await insertAuditEntry(tx, { actorId: admin.id, action: 'achievement.grant', targetUserId: id, details: { achievementId, before: { unlocked: false }, after: { unlocked: true } } });
    return { granted };
  });
}

/** DELETE …/achievements/revoke: the rules (an owner-only badge: by owners); idempotent; a badge showing it is taken off too; it stays revoked (no automatic grant) until an admin grants it. */
export async function revokeAchievementByAdmin(db: Db, admin: SignedInUser, id: string, achievementId: number): Promise<{ revoked: boolean }> {
  return writeToUser(db, admin, id, await achievementAttempt(db, 'achievement.revoke', achievementId), async (tx) => {
    const revoked = await deleteUnlock(tx, id, achievementId);
    if (revoked) {
      await recordRevocation(tx, id, achievementId);
      await insertAuditEntry(tx, { actorId: admin.id, action: 'achievement.revoke', targetUserId: id, details: { achievementId, before: { unlocked: true }, after: { unlocked: false } } });
    }
    return { revoked };
  });
}

const REFRESH_BATCH = 500;
/** One refresh call stops starting batches after this long and says where to go on (each call stays well inside a request's timeout). */
export const REFRESH_BUDGET_MS = 4_000;

/**
 * POST /api/admin/actions/refresh-achievements?after={id}: players' achievements re-evaluated from their
 * recorded history with the same rules as a win, a batch of players per transaction, in id order from
 * `after`, for about REFRESH_BUDGET_MS; idempotent. `next` is where the following call goes on (null when
 * every player was seen). One audit row per call.
 */
export async function refreshAchievements(db: Db, admin: SignedInUser, after: string | null, limits = { budgetMs: REFRESH_BUDGET_MS, batch: REFRESH_BATCH }) {
  const started = Date.now();
  let cursor = after;
  let players = 0;
  let granted = 0;
  let done = false;
  // At least one batch a call, however small the budget: every call moves on.
  do {
    const ids = await nextUserIds(db, cursor, limits.batch);
    if (ids.length > 0) granted += await db.transaction((tx) => grantEarnedAchievementsToMany(tx, ids));
    players += ids.length;
    cursor = ids.at(-1) ?? cursor;
    done = ids.length < limits.batch;
  } while (!done && Date.now() - started < limits.budgetMs);
  const next = done ? null : cursor;
  await insertAuditEntry(db, { actorId: admin.id, action: 'achievements.refresh', details: { after, next, players, granted } });
  return { players, granted, next };
}
