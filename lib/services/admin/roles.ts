import 'server-only';
import type { Db } from '@/db/client';
import { takeOffBadgeAmong, updateUserFields } from '@/db/queries/admin-users';
import { insertAuditEntry } from '@/db/queries/audit-log';
import { findUserById } from '@/db/queries/users';
import { OWNER_ONLY_KEYS } from '@/lib/achievements/owner-only';
import type { NewAchievement } from '@/lib/achievements/types';
import { isOperator, userWriteRefusal, type Operator, type Role, type RuleActor } from '@/lib/auth/roles';
import { forbidden } from '@/lib/http/errors';
import { grantEarnedAchievements } from '../achievements/achievements';
import { auditedActor, writeToUser, type LockedTarget } from './user-writes';

export interface RoleChange {
  /** False when the target already had the role: nothing was written. */
  changed: boolean;
  previousRole: Role;
  newAchievements: NewAchievement[];
}

/**
 * The one writer of roles (the admin dashboard, `npm run user:role`, OWNER_EMAILS, the e2e hook). Runs in
 * writeToUser's transaction, which locked the owners and the target and asked the rules; it asks them again
 * so that no caller can write a refused role. Together: the role, its `user.role` audit row (who, or the
 * operator and how; before and after; the rule a forced operator overrode), an owner-only badge taken off
 * a demoted owner, and what the new role earns (an owner's Creator).
 */
export async function changeRole(tx: Db, actor: RuleActor, target: LockedTarget, role: Role): Promise<RoleChange> {
  const refusal = userWriteRefusal(actor, target, { kind: 'role', role }, target.owners);
  if (refusal) throw forbidden(refusal, 'role_rule');
  if (role === target.role) return { changed: false, previousRole: role, newAchievements: [] };
  await updateUserFields(tx, target.id, { role });
  if (target.role === 'owner') await takeOffBadgeAmong(tx, target.id, [...OWNER_ONLY_KEYS]);
  const { actorId, by } = auditedActor(actor);
  const overrode = isOperator(actor) && actor.force ? userWriteRefusal({ ...actor, force: false }, target, { kind: 'role', role }, target.owners) : null;
  await insertAuditEntry(tx, {
    actorId,
    action: 'user.role',
    targetUserId: target.id,
    details: { ...by, before: { role: target.role }, after: { role }, ...(overrode ? { overrode } : {}) },
  });
  return { changed: true, previousRole: target.role, newAchievements: await grantEarnedAchievements(tx, target.id) };
}

/** A role given on its own: changeRole inside writeToUser (the locks, the rules, a refusal's audit row). */
export async function setRole(db: Db, actor: RuleActor, userId: string, role: Role): Promise<RoleChange> {
  const attempt = { action: 'user.role', writes: [{ kind: 'role' as const, role }], details: { asked: { role } } };
  return writeToUser(db, actor, userId, attempt, (tx, target, current) => changeRole(tx, current, target, role));
}

export const OWNER_EMAILS_OPERATOR: Operator = { operator: 'OWNER_EMAILS', force: false };

/**
 * OWNER_EMAILS: an account signing in with one of these e-mail addresses becomes owner, through setRole like
 * any role change (audited as the operator's). Returns whether it did.
 */
export async function promoteConfiguredOwner(db: Db, userId: string, ownerEmails: readonly string[] | undefined): Promise<boolean> {
  if (!ownerEmails?.length) return false;
  const user = await findUserById(db, userId);
  if (!user?.email || user.role === 'owner' || !ownerEmails.includes(user.email.toLowerCase())) return false;
  return (await setRole(db, OWNER_EMAILS_OPERATOR, userId, 'owner')).changed;
}
