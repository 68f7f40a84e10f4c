import 'server-only';
import type { Db } from '@/db/client';
import { insertAuditEntry } from '@/db/queries/audit-log';
import { findUserById, setUserRole } from '@/db/queries/users';
import type { Role } from '@/lib/auth/roles';
import type { NewAchievement } from '@/lib/achievements/types';
import { notFound } from '@/lib/http/errors';
import { grantEarnedAchievements } from './achievements';

export interface RoleChange {
  userId: string;
  role: Role;
  /** Who made the change: an admin's id, or null for the server itself (the user:role command, OWNER_EMAILS). */
  actorId: string | null;
  /** How it was made, kept in the audit log: 'admin', 'npm run user:role', 'OWNER_EMAILS', 'e2e'. */
  via: string;
}

/**
 * Gives a player a role: the role, its audit-log row (before and after) and the user-group achievements
 * it earns (the owner's Creator badge), in one transaction. Returns the role it replaced and the unlocks.
 */
export async function changeRole(db: Db, change: RoleChange): Promise<{ previousRole: Role; newAchievements: NewAchievement[] }> {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, change.userId);
    if (!user) throw notFound('No such user.');
    await setUserRole(tx, change.userId, change.role);
    await insertAuditEntry(tx, {
      actorId: change.actorId,
      action: 'user.role',
      targetUserId: change.userId,
      details: { via: change.via, before: { role: user.role }, after: { role: change.role } },
    });
    return { previousRole: user.role, newAchievements: await grantEarnedAchievements(tx, change.userId) };
  });
}

/**
 * OWNER_EMAILS: an account signing in with one of these e-mail addresses becomes owner (audited like any
 * role change). Returns whether it did.
 */
export async function promoteConfiguredOwner(db: Db, userId: string, ownerEmails: readonly string[] | undefined): Promise<boolean> {
  if (!ownerEmails?.length) return false;
  const user = await findUserById(db, userId);
  if (!user?.email || user.role === 'owner' || !ownerEmails.includes(user.email.toLowerCase())) return false;
  await changeRole(db, { userId, role: 'owner', actorId: null, via: 'OWNER_EMAILS' });
  return true;
}
