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
