import type { Role } from '@/db/schema/auth';
import { isAdminRole } from './role-checks';

/**
 * The roles and what each may do: the one place these rules live. Pure functions of a role or of
 * who asks, so that the server's guards (lib/auth/guards.ts, lib/auth/page-guards.ts), the services
 * that write (lib/services/admin/user-writes.ts) and the browser's admin dialogs ask the same questions.
 */
export type { Role };
export { canOpenAdminPages, isAdminRole } from './role-checks';

/** Who is acting: only the parts of a user the rules look at. */
export interface Actor {
  id: string;
  role: Role;
}

/**
 * The deployment's operator, acting from outside the site: a command run on the server or its settings.
 * Not a user: it stands above every role, and only it may override the last-owner rule, when told to.
 */
export interface Operator {
  operator: 'npm run user:role' | 'OWNER_EMAILS' | 'e2e';
  force: boolean;
}

export type RuleActor = Actor | Operator;

export function isOperator(actor: RuleActor): actor is Operator {
  return 'operator' in actor;
}

/** A player's own rows are theirs to read; admins and owners may read anyone's. */
export function canViewUser(actor: Actor, userId: string): boolean {
  return actor.id === userId || isAdminRole(actor.role);
}

/** A player's rows are written by that player only (an admin reads them, never plays for them). */
export function canEditUser(actor: Actor, userId: string): boolean {
  return actor.id === userId;
}

/** The roles an actor may give in the admin edit dialog: only an owner sees and gives owner (accounts-side §6). */
export function assignableRoles(actor: Pick<Actor, 'role'>): Role[] {
  const all: Role[] = ['owner', 'admin', 'moderator', 'user'];
  return actor.role === 'owner' ? all : all.filter((role) => role !== 'owner');
}

export const STAFF_ONLY = 'Only admins and owners may do that.';
export const OWNER_ROLE_ONLY = 'Only owners can assign owner role';
export const OWNER_EDIT_ONLY = 'Only owners can edit an owner.';
export const ADMIN_EDIT_BY_OWNER_ONLY = 'Only owners can edit another admin.';
export const LAST_OWNER_STAYS = 'The last owner cannot be demoted.';
export const OWNER_BADGE_BY_OWNER_ONLY = 'Only owners can grant or revoke an owner-only badge.';
export const OWNER_BADGE_FOR_OWNERS = 'An owner-only badge can only be granted to an owner.';
export const OWNER_BADGE_WORN_BY_OWNERS = 'Only owners can wear an owner-only badge.';
export const OWN_BADGE_ONLY = 'You can only change your own badge.';

/**
 * Every write that targets a user. `ownerOnly`: the achievement is one the catalogue keeps for owners
 * (lib/achievements/owner-only.ts). A badge is only ever set by its wearer.
 */
export type UserWrite =
  | { kind: 'username' }
  | { kind: 'role'; role: Role }
  | { kind: 'stats' }
  | { kind: 'achievement'; grant: boolean; ownerOnly: boolean }
  | { kind: 'badge'; ownerOnly: boolean };

/**
 * Why `actor` may not make `write` to `target`, or null when they may: the one rule function every write
 * to a user goes through (lib/services/admin/user-writes.ts, with the owners, the actor and the target locked;
 * `owners` is how many owners there are then). The edit dialog asks it too, to explain a disabled Save.
 *
 * - An admin writes to players (user, moderator) and to themselves; another admin and every owner are
 *   for owners: no rename, role, statistics or achievement of theirs is an admin's to change.
 * - Only owners (and the operator) give or take the owner role, or grant and revoke an owner-only badge,
 *   which goes to owners only and is worn by owners only.
 * - The last owner cannot be demoted, by anyone; only the operator, forced, overrides that.
 */
export function userWriteRefusal(actor: RuleActor, target: Actor, write: UserWrite, owners: number): string | null {
  if (write.kind === 'badge') return badgeRefusal(actor, target, write.ownerOnly);
  const operator = isOperator(actor);
  if (!operator && !isAdminRole(actor.role)) return STAFF_ONLY;
  const ownerPowers = operator || actor.role === 'owner';
  if (target.role === 'owner' && !ownerPowers) return OWNER_EDIT_ONLY;
  if (target.role === 'admin' && !ownerPowers && target.id !== actor.id) return ADMIN_EDIT_BY_OWNER_ONLY;
  if (write.kind === 'role') return roleRefusal(actor, target, write.role, owners);
  if (write.kind === 'achievement' && write.ownerOnly) {
    if (!ownerPowers) return OWNER_BADGE_BY_OWNER_ONLY;
    if (write.grant && target.role !== 'owner') return OWNER_BADGE_FOR_OWNERS;
  }
  return null;
}

function roleRefusal(actor: RuleActor, target: Actor, role: Role, owners: number): string | null {
  if (role === target.role) return null;
  const operator = isOperator(actor);
  if (role === 'owner' && !operator && actor.role !== 'owner') return OWNER_ROLE_ONLY;
  if (target.role === 'owner' && owners <= 1 && !(operator && actor.force)) return LAST_OWNER_STAYS;
  return null;
}

function badgeRefusal(actor: RuleActor, target: Actor, ownerOnly: boolean): string | null {
  if (isOperator(actor) || actor.id !== target.id) return OWN_BADGE_ONLY;
  return ownerOnly && target.role !== 'owner' ? OWNER_BADGE_WORN_BY_OWNERS : null;
}

/** The edit dialog's question: a rename and, when given, a new role (PUT /api/admin/users/{id}). */
export function adminEditRefusal(actor: Actor, target: Actor, nextRole: Role | undefined, owners: number): string | null {
  const rename = userWriteRefusal(actor, target, { kind: 'username' }, owners);
  return rename ?? (nextRole === undefined ? null : userWriteRefusal(actor, target, { kind: 'role', role: nextRole }, owners));
}

/** An admin or owner giving themselves a role without admin access (the dialog warns first, accounts-side §5). */
export function demotesSelf(actor: Actor, targetId: string, nextRole: Role): boolean {
  return actor.id === targetId && isAdminRole(actor.role) && !isAdminRole(nextRole);
}
