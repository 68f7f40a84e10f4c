import 'server-only';
import { cache } from 'react';
import type { UserRow } from '@/db/queries/users';
import type { Role } from '@/db/schema/auth';
import { sessionAccount } from './session';

/** Who is asking: always derived from the session on the server, never from a body or a path. */
export interface SignedInUser {
  id: string;
  username: string | null;
  role: Role;
}

/**
 * accountUnavailable: a signed-in visitor whose account cannot be read while the database is away;
 * claimedUserId the user their (verified) session cookie names, whose session record could not be read.
 */
export type Viewer = { user: SignedInUser } | { user: null; accountUnavailable?: true; claimedUserId?: string };

/**
 * The signed-in visitor's account row, or null for a guest. The session only names the user; the row
 * (username, role) is read from the database on every request, so a demoted admin loses access at once
 * and a deleted user is signed out. Read once per page render (React cache()): a page guard and the
 * page itself share the one read.
 */
export const getViewerAccount = cache(async (): Promise<UserRow | null> => sessionAccount());

export function toSignedInUser(row: Pick<UserRow, 'id' | 'username' | 'role'>): SignedInUser {
  return { id: row.id, username: row.username, role: row.role };
}

/** The viewer of the current request: the one place sessions are read (guards and page guards build on it). */
export const getViewer = cache(async (): Promise<Viewer> => {
  const row = await getViewerAccount();
  return row ? { user: toSignedInUser(row) } : { user: null };
});
