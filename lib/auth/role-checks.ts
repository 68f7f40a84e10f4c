/**
 * Who is an admin: the one role question every page's browser code asks (the menu's Admin link, the watch that
 * leaves an admin page after a demotion). A file of its own so that every first load does not carry the rest of
 * roles.ts (the refusals of the admin's writes and their messages, issue 38); roles.ts re-exports both.
 */
import type { Role } from '@/db/schema/auth';

const ADMIN_ROLES: readonly Role[] = ['owner', 'admin'];

/** Admins and owners: the admin pages, and reading any player's progress. */
export function isAdminRole(role: Role | null | undefined): boolean {
  return role !== null && role !== undefined && ADMIN_ROLES.includes(role);
}

export function canOpenAdminPages(actor: { role: Role | null | undefined }): boolean {
  return isAdminRole(actor.role);
}
