import 'server-only';
import type { Db } from '@/db/client';
import { findUserWithBadge, listUnlockedAchievements, setBadgeIfUnlocked, setBio, type UnlockedAchievementRow, type UserWithBadgeRow } from '@/db/queries/profiles';
import { listAchievements } from '@/db/queries/achievements';
import { isOwnerOnlyAchievement } from '@/lib/achievements/owner-only';
import type { Actor } from '@/lib/auth/roles';
import { conflict, notFound } from '@/lib/http/errors';
import type { OwnProfile, ProfileAchievement, PublicProfile } from '@/lib/profile/types';
import { isValidUsername } from '@/lib/validation/username';
import { readAccountUser, toAccountUser, toBadge } from '../account/account';
import { getGameStatsSummary } from '../stats/game-stats';
import { writeToUser } from '../admin/user-writes';
import { BADGE_NOT_UNLOCKED_MESSAGE, USER_NOT_FOUND_MESSAGE } from '@/lib/messages/accounts';

function toAchievement(row: UnlockedAchievementRow): ProfileAchievement {
  return { ...toBadge(row), category: row.category, unlocked_at: row.unlockedAt.toISOString() };
}

/** A player with a username, by user id or by username (any case); players still choosing one are not public. */
export async function findPublicUser(db: Db, idOrUsername: string): Promise<UserWithBadgeRow | null> {
  const byName = isValidUsername(idOrUsername) ? await findUserWithBadge(db, { username: idOrUsername }) : undefined;
  const row = byName ?? (await findUserWithBadge(db, { id: idOrUsername }));
  return row?.username ? row : null;
}

/** GET /auth/users/profile/{userId}: the whole account (e-mail and role included), stats and unlocked achievements. */
export async function getOwnProfile(db: Db, userId: string): Promise<OwnProfile> {
  const row = await findUserWithBadge(db, { id: userId });
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  const [summary, achievements] = await Promise.all([getGameStatsSummary(db, userId), listUnlockedAchievements(db, userId)]);
  return { user: toAccountUser(row, row.badge), summary, achievements: achievements.map(toAchievement) };
}

/** The public profile (accounts-side §3), or null for an unknown player: only what /profile/{username} shows. */
export async function findPublicProfile(db: Db, idOrUsername: string): Promise<PublicProfile | null> {
  const row = await findPublicUser(db, idOrUsername);
  return row?.username ? publicProfileOf(db, { ...row, username: row.username }) : null;
}

/** The public profile of a player already found (findPublicUser). */
export async function publicProfileOf(db: Db, row: UserWithBadgeRow & { username: string }): Promise<PublicProfile> {
  const [summary, unlocked] = await Promise.all([getGameStatsSummary(db, row.id), listUnlockedAchievements(db, row.id)]);
  const achievements = unlocked.map((achievement) => withoutId(toAchievement(achievement)));
  return {
    username: row.username,
    profile_picture: row.profilePicture,
    bio: row.bio,
    badge: row.badge ? withoutId(toBadge(row.badge)) : null,
    created_at: row.createdAt.toISOString(),
    summary,
    achievements,
    total_achievements: achievements.length,
  };
}

/** Database ids stay out of public answers. */
function withoutId<T extends { id: unknown }>(value: T): Omit<T, 'id'> {
  const rest: Partial<T> = { ...value };
  delete rest.id;
  return rest as Omit<T, 'id'>;
}

/** GET /auth/public-profile/{id}: 404 'User not found' for an unknown player. */
export async function getPublicProfile(db: Db, idOrUsername: string): Promise<PublicProfile> {
  const profile = await findPublicProfile(db, idOrUsername);
  if (!profile) throw notFound(USER_NOT_FOUND_MESSAGE);
  return profile;
}

/** PUT /auth/users/{userId}/bio: the bio is already checked and normalised (lib/validation/profile.ts). */
export async function updateBio(db: Db, userId: string, bio: string): Promise<{ success: true; bio: string }> {
  await setBio(db, userId, bio);
  return { success: true, bio };
}

/**
 * PUT /auth/users/{userId}/badge: one of the player's unlocked achievements, or null to remove the badge.
 * Through writeToUser like every write to a user: an owner-only badge (Creator) is worn by owners only,
 * checked with the wearer's row locked, so a demotion cannot slip in between (a refusal is audited).
 */
export async function updateBadge(db: Db, wearer: Actor, achievementId: number | null) {
  const ownerOnly = achievementId !== null && (await isOwnerOnlyAchievementId(db, achievementId));
  const attempt = { action: 'badge', writes: [{ kind: 'badge' as const, ownerOnly }], details: { asked: { achievementId } } };
  const set = await writeToUser(db, wearer, wearer.id, attempt, (tx) => setBadgeIfUnlocked(tx, wearer.id, achievementId));
  if (!set) throw conflict(BADGE_NOT_UNLOCKED_MESSAGE, 'badge_not_unlocked');
  const { badge } = await readAccountUser(db, wearer.id);
  return { success: true as const, badge };
}

async function isOwnerOnlyAchievementId(db: Db, achievementId: number): Promise<boolean> {
  const row = (await listAchievements(db)).find((achievement) => achievement.id === achievementId);
  return row !== undefined && isOwnerOnlyAchievement(row.key);
}
