import 'server-only';
import type { Db } from '@/db/client';
import { insertActivity, insertManyUnlocks, insertUnlocks, listAchievements, listRevocations, listUnlocks, markUnlocksNotified, readPlayerHistory, readPlayersHistory, type AchievementRow } from '@/db/queries/achievements';
import { CATALOGUE, FOUNDER_PLAYERS } from '@/lib/achievements/definitions';
import { EASTER_EGG_FOUND, qualifyingKeys, type PlayerFacts } from '@/lib/achievements/qualify';
import type { AchievementsOwner, AchievementView, NewAchievement, OwnAchievementView, PlayerAchievementView } from '@/lib/achievements/types';
import { effectiveCurrentStreak } from '@/lib/games/streak';
import { notFound } from '@/lib/http/errors';
import { chicagoDate } from '@/lib/time';
import { findPublicUser } from '../profile/profile';
import { USER_NOT_FOUND_MESSAGE } from '@/lib/messages/accounts';

type History = Awaited<ReturnType<typeof readPlayerHistory>>;

function factsFrom(history: History): PlayerFacts {
  return {
    bestStreakByGame: Object.fromEntries(history.stats.map((row) => [row.game, row.bestDailyStreak])),
    dailyWinsByGame: Object.fromEntries(history.stats.map((row) => [row.game, row.totalDailyGamesPlayed])),
    totalWins: history.stats.reduce((sum, row) => sum + row.totalGamesPlayed, 0),
    dailyWins: history.wins,
    activities: new Set(history.activities),
    isFounder: history.accountsBefore < FOUNDER_PLAYERS,
    role: history.role ?? 'user',
  };
}

function toNewAchievement(row: AchievementRow): NewAchievement {
  return { id: row.id, key: row.key, name: row.name, description: row.description, image_filename: row.imageFilename, rarity: row.rarity, category: row.category };
}

/**
 * Unlocks every achievement the player's recorded history qualifies them for and does not have yet,
 * except those an admin revoked (until an admin grants them again); returns the ones this call unlocked. Run it in the transaction that recorded what earned them: the
 * unique (player, achievement) pair makes a concurrent second call unlock nothing.
 */
export async function grantEarnedAchievements(db: Db, userId: string, now = new Date()): Promise<NewAchievement[]> {
  const [history, rows, revocations] = await Promise.all([readPlayerHistory(db, userId, FOUNDER_PLAYERS), listAchievements(db), listRevocations(db, [userId])]);
  if (history.role === null) return []; // the account is gone
  const keys = new Set(qualifyingKeys(CATALOGUE, factsFrom(history)));
  const revoked = new Set(revocations.map((revocation) => revocation.achievementId));
  const wanted = rows.filter((row) => keys.has(row.key) && !revoked.has(row.id));
  const inserted = new Set(await insertUnlocks(db, userId, wanted.map((row) => row.id), now));
  return wanted.filter((row) => inserted.has(row.id)).map(toNewAchievement);
}

/**
 * The same rules for many players at once (the admin refresh): their histories read in one query per kind
 * of fact, every missing unlock inserted in one statement. Returns how many unlocks it added.
 */
export async function grantEarnedAchievementsToMany(db: Db, userIds: readonly string[], now = new Date()): Promise<number> {
  const [histories, rows, revocations] = await Promise.all([readPlayersHistory(db, userIds, FOUNDER_PLAYERS), listAchievements(db), listRevocations(db, userIds)]);
  const idByKey = new Map(rows.map((row) => [row.key, row.id]));
  const revoked = new Set(revocations.map(({ userId, achievementId }) => `${userId} ${achievementId}`));
  const pairs = [...histories].flatMap(([userId, history]) =>
    qualifyingKeys(CATALOGUE, factsFrom(history)).flatMap((key) => {
      const achievementId = idByKey.get(key);
      return achievementId === undefined || revoked.has(`${userId} ${achievementId}`) ? [] : [{ userId, achievementId }];
    }),
  );
  return insertManyUnlocks(db, pairs, now);
}

/** Records something the player did (How to Play read, the easter egg found) and unlocks what it earned, in one transaction. */
export async function recordActivityAndGrant(db: Db, userId: string, activity: { type: string; gameId: string | null; data: Record<string, unknown> | null }): Promise<NewAchievement[]> {
  return db.transaction(async (tx) => {
    await insertActivity(tx, { userId, ...activity });
    return grantEarnedAchievements(tx, userId);
  });
}

export async function findEasterEgg(db: Db, userId: string): Promise<NewAchievement[]> {
  return recordActivityAndGrant(db, userId, { type: EASTER_EGG_FOUND, gameId: null, data: null });
}

function toView(row: AchievementRow): AchievementView {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    image_filename: row.imageFilename,
    category: row.category,
    game_type: row.gameType,
    threshold: row.threshold,
    sort_order: row.sortOrder,
    rarity: row.rarity,
    globalStats: { unlockedCount: row.unlockedCount },
  };
}

/** GET /api/achievements: the catalogue with how many players have each. */
export async function getAllAchievements(db: Db): Promise<{ achievements: AchievementView[] }> {
  return { achievements: (await listAchievements(db)).map(toView) };
}

/** Every achievement, unlocked or not, as one player's public list shows it. */
export async function getPlayerAchievements(db: Db, userId: string): Promise<PlayerAchievementView[]> {
  const [rows, unlocks] = await Promise.all([listAchievements(db), listUnlocks(db, userId)]);
  const byId = new Map(unlocks.map((unlock) => [unlock.achievementId, unlock]));
  return rows.map((row) => {
    const unlock = byId.get(row.id);
    return { ...toView(row), unlocked: unlock !== undefined, unlocked_date: unlock?.unlockedAt.toISOString() ?? null };
  });
}

/** GET /api/achievements/user/{userId}: the player's own list, with NEW (not notified) and progress. */
export async function getOwnAchievements(db: Db, userId: string, now = new Date()): Promise<{ achievements: OwnAchievementView[] }> {
  const [rows, unlocks, history] = await Promise.all([listAchievements(db), listUnlocks(db, userId), readPlayerHistory(db, userId, 0)]);
  const byId = new Map(unlocks.map((unlock) => [unlock.achievementId, unlock]));
  const today = chicagoDate(now);
  const liveStreak = new Map(history.stats.map((row) => [row.game, effectiveCurrentStreak({ current: row.currentDailyStreak, lastWinDate: row.lastDailyWinDate }, today)]));
  const bestLive = Math.max(0, ...liveStreak.values());
  const totalWins = history.stats.reduce((sum, row) => sum + row.totalGamesPlayed, 0);
  const dailyWins = new Map(history.stats.map((row) => [row.game, row.totalDailyGamesPlayed]));
  return {
    achievements: rows.map((row) => {
      const unlock = byId.get(row.id);
      const currentDailyStreak = row.gameType ? (liveStreak.get(row.gameType) ?? 0) : bestLive;
      // A game's own goal (Pokedex Devotee) counts that game's daily wins; the others every win.
      const currentWins = row.gameType && row.category !== 'daily-streak' ? (dailyWins.get(row.gameType) ?? 0) : totalWins;
      return {
        ...toView(row),
        unlocked: unlock !== undefined,
        unlocked_date: unlock?.unlockedAt.toISOString() ?? null,
        notified: unlock?.notified ?? false,
        progress: { currentDailyStreak, currentWins },
      };
    }),
  };
}

export async function markAchievementsNotified(db: Db, userId: string, achievementIds: readonly number[]): Promise<{ ok: true; marked: number }> {
  return { ok: true, marked: await markUnlocksNotified(db, userId, achievementIds) };
}

/** A player's public list by id or username (any case): who they are (no id, e-mail or role) and every achievement. */
export async function getPublicAchievements(db: Db, idOrUsername: string): Promise<{ user: AchievementsOwner; allAchievements: PlayerAchievementView[] }> {
  const row = await findPublicUser(db, idOrUsername);
  if (!row?.username) throw notFound(USER_NOT_FOUND_MESSAGE);
  const user = { username: row.username, profile_picture: row.profilePicture, created_at: row.createdAt.toISOString() };
  return { user, allAchievements: await getPlayerAchievements(db, row.id) };
}
