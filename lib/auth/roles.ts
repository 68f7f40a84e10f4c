import type { Role } from '@/db/schema/auth';

/**
 * The roles and what each may do: the one place these rules live. Pure functions of a role or of
 * who asks, so that the server's guards (lib/auth/guards.ts, lib/auth/page-guards.ts) and the
 * browser's menu (which only decides what to show) ask the same questions.
 */
export type { Role };

/** Who is acting: only the parts of a user the rules look at. */
export interface Actor {
  id: string;
  role: Role;
}

const ADMIN_ROLES: readonly Role[] = ['owner', 'admin'];

/** Admins and owners: the admin pages, and reading any player's progress. */
export function isAdminRole(role: Role | null | undefined): boolean {
  return role !== null && role !== undefined && ADMIN_ROLES.includes(role);
}

/** A player's own rows are theirs to read; admins and owners may read anyone's. */
export function canViewUser(actor: Actor, userId: string): boolean {
  return actor.id === userId || isAdminRole(actor.role);
}

/** A player's rows are written by that player only (an admin reads them, never plays for them). */
export function canEditUser(actor: Actor, userId: string): boolean {
  return actor.id === userId;
}

export function canOpenAdminPages(actor: Actor): boolean {
  return isAdminRole(actor.role);
}

export function hasRole(actor: Actor, roles: readonly Role[]): boolean {
  return roles.includes(actor.role);
}

/** The roles an actor may give in the admin edit dialog: only an owner sees and gives owner (accounts-side §6). */
export function assignableRoles(actor: Pick<Actor, 'role'>): Role[] {
  const all: Role[] = ['owner', 'admin', 'moderator', 'user'];
  return actor.role === 'owner' ? all : all.filter((role) => role !== 'owner');
}

export const OWNER_ROLE_ONLY = 'Only owners can assign owner role';
export const OWNER_EDIT_ONLY = 'Only owners can edit an owner.';
export const ADMIN_ROLE_BY_OWNER_ONLY = "Only owners can change another admin's role.";
export const LAST_OWNER_STAYS = 'The last owner cannot be demoted.';

/**
 * Why `actor` may not edit `target` (giving `nextRole`, when given), or null when they may. The server
 * enforces these (lib/services/admin-users.ts); the edit dialog asks the same question to explain itself.
 * `owners` is how many owners there are now.
 */
export function adminEditRefusal(actor: Actor, target: Actor, nextRole: Role | undefined, owners: number): string | null {
  if (target.role === 'owner' && actor.role !== 'owner') return OWNER_EDIT_ONLY;
  if (nextRole === undefined || nextRole === target.role) return null;
  if (nextRole === 'owner' && actor.role !== 'owner') return OWNER_ROLE_ONLY;
  if (target.role === 'admin' && target.id !== actor.id && actor.role !== 'owner') return ADMIN_ROLE_BY_OWNER_ONLY;
  if (target.role === 'owner' && owners <= 1) return LAST_OWNER_STAYS;
  return null;
}

/** An admin or owner giving themselves a role without admin access (the dialog warns first, accounts-side §5). */
export function demotesSelf(actor: Actor, targetId: string, nextRole: Role): boolean {
  return actor.id === targetId && isAdminRole(actor.role) && !isAdminRole(nextRole);
}
