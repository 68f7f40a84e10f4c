import { forbidden, notFound, unauthorized } from '@/lib/http/errors';
import type { Role } from '@/db/schema/auth';

/** Who is asking: always derived from the session on the server, never from a body or a path. */
export interface SignedInUser {
  id: string;
  username: string | null;
  role: Role;
}

export type Viewer = { user: SignedInUser } | { user: null };

/**
 * The viewer of the current request. Sign-in is wired in step 4; until then everyone is anonymous.
 * This is the one place sessions are read and roles are checked.
 */
export async function getViewer(): Promise<Viewer> {
  return { user: null };
}

/** Guard for public calls: anyone may call, the viewer is passed on. */
export async function anyone(): Promise<Viewer> {
  return getViewer();
}

export async function requireUser(): Promise<SignedInUser> {
  const { user } = await getViewer();
  if (!user) throw unauthorized();
  return user;
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
