import 'server-only';
import type { Db } from '@/db/client';
import { findUserWithBadge, type BadgeRow } from '@/db/queries/profiles';
import { findUserById, isUsernameTaken, setUsernameOnce, type UserRow } from '@/db/queries/users';
import type { AccountUser } from '@/lib/auth/account-user';
import type { ProfileBadge } from '@/lib/profile/badge';
import { conflict, unauthorized } from '@/lib/http/errors';
import { USERNAME_ALREADY_SET_MESSAGE, USERNAME_TAKEN_MESSAGE } from '@/lib/messages/accounts';

export function toBadge(row: BadgeRow): ProfileBadge {
  return { id: row.id, name: row.name, description: row.description, rarity: row.rarity, image_filename: row.imageFilename };
}

/** An account as the calls show it, all but the badge (which needs its achievement row). */
export function accountFields(row: UserRow): Omit<AccountUser, 'badge'> {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    profile_picture: row.profilePicture,
    bio: row.bio,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
  };
}

export function toAccountUser(row: UserRow, badge: BadgeRow | null = null): AccountUser {
  return { ...accountFields(row), badge: badge ? toBadge(badge) : null };
}

export async function requireAccount(db: Db, userId: string): Promise<UserRow> {
  const row = await findUserById(db, userId);
  if (!row) throw unauthorized();
  return row;
}

/** The signed-in user as GET /auth/me shows it, badge included (one indexed lookup). */
export async function readAccountUser(db: Db, userId: string): Promise<AccountUser> {
  const row = await findUserWithBadge(db, { id: userId });
  if (!row) throw unauthorized();
  return toAccountUser(row, row.badge);
}

export async function checkUsername(db: Db, username: string, userId: string) {
  return { username, available: !(await isUsernameTaken(db, username, userId)) };
}

/** Sets a signed-in user's first username; taken regardless of case → 409, already set → 409. */
export async function setUsername(db: Db, userId: string, username: string): Promise<AccountUser> {
  const current = await requireAccount(db, userId);
  if (current.username) throw conflict(USERNAME_ALREADY_SET_MESSAGE, 'username_already_set');
  if (await isUsernameTaken(db, username, userId)) throw conflict(USERNAME_TAKEN_MESSAGE, 'username_taken');
  try {
    // Two users racing for one name: the unique index on lower(username) lets exactly one win.
    if (!(await setUsernameOnce(db, userId, username))) throw conflict(USERNAME_ALREADY_SET_MESSAGE, 'username_already_set');
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN_MESSAGE, 'username_taken');
    throw error;
  }
  return toAccountUser(await requireAccount(db, userId));
}

/** A unique index refused the write (PostgreSQL 23505), however deeply the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
