import 'server-only';
import { getDb } from '@/db/client';
import { findUserById } from '@/db/queries/users';
import type { Role } from '@/db/schema/auth';
import { forbidden, isDatabaseUnavailable, notFound, unauthorized } from '@/lib/http/errors';
import { isAdminRole } from './account-user';
import { sessionUserId } from './session';

/** Who is asking: always derived from the session on the server, never from a body or a path. */
export interface SignedInUser {
  id: string;
  username: string | null;
  role: Role;
}

/** accountUnavailable: a signed-in visitor whose account cannot be read while the database is away. */
export type Viewer = { user: SignedInUser } | { user: null; accountUnavailable?: true };


/**
 * The viewer of the current request. This is the one place sessions are read and roles are checked:
 * the session only names the user; the row (username, role) is read from the database every time,
 * so a demoted admin loses access at once and a deleted user is signed out.
 */
export async function getViewer(): Promise<Viewer> {
  const id = await sessionUserId();
  if (!id) return { user: null };
  const row = await findUserById(await getDb(), id);
  if (!row) return { user: null };
  return { user: { id: row.id, username: row.username, role: row.role } };
}

/**
 * Guard for public calls: anyone may call, the viewer is passed on. While the database is away, a
 * signed-in visitor goes on as a guest (accountUnavailable) instead of failing: guest play needs no database.
 */
export async function anyone(): Promise<Viewer> {
  try {
    return await getViewer();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return { user: null, accountUnavailable: true };
  }
}

export async function requireUser(): Promise<SignedInUser> {
  const { user } = await getViewer();
  if (!user) throw unauthorized();
  return user;
}

/** A signed-in user who has chosen a username (every game and stats call needs one). */
export async function requireUsername(): Promise<SignedInUser & { username: string }> {
  const user = await requireUser();
  if (!user.username) throw forbidden('Choose a username first.', 'username_required');
  return { ...user, username: user.username };
}

/**
 * For calls whose path names a user ({userId}): a user reads and writes only their own rows; admins
 * and owners may read anyone's. 401 when signed out, 403 for someone else's rows.
 */
export function requireSelfOrAdmin(access: 'read' | 'write') {
  return async function guard(_request: Request, path: { userId: string }): Promise<SignedInUser> {
    const user = await requireUser();
    if (user.id === path.userId) return user;
    if (access === 'read' && isAdminRole(user.role)) return user;
    throw forbidden("You can only see and change your own progress.");
  };
}

export function requireRole(...roles: Role[]) {
  return async function guard(): Promise<SignedInUser> {
    const user = await requireUser();
    if (!roles.includes(user.role)) throw forbidden();
    return user;
  };
}

/**
 * Guard for the end-to-end suite's set-up calls: they exist only in a server started with
 * E2E_TEST_HOOKS=true (scripts/e2e-server.mjs); everywhere else they answer 404 like any unknown call.
 */
export async function requireTestHooks(request: Request): Promise<Viewer> {
  if (process.env.E2E_TEST_HOOKS !== 'true') throw notFound(`No such API call: ${request.method} ${new URL(request.url).pathname}`);
  return getViewer();
}
