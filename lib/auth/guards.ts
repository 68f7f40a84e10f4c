import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { readEnv } from '@/lib/env';
import { forbidden, isDatabaseUnavailable, notFound, unauthorized } from '@/lib/http/errors';
import { canEditUser, canViewUser, isAdminRole } from './roles';
import { sessionClaimedUserId } from './session';
import { getViewer, type SignedInUser, type Viewer } from './viewer';

/** Guards for calls (route() in lib/http/route.ts); pages use lib/auth/page-guards.ts. The rules are in ./roles. */
export type { SignedInUser, Viewer };

/**
 * Guard for public calls: anyone may call, the viewer is passed on. While the database is away, a
 * signed-in visitor goes on as a guest (accountUnavailable) instead of failing: guest play needs no
 * database; the user their cookie names (claimedUserId) keeps playing their own endless rounds, unsaved.
 */
export async function anyone(): Promise<Viewer> {
  try {
    return await getViewer();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const claimedUserId = await sessionClaimedUserId();
    return claimedUserId ? { user: null, accountUnavailable: true, claimedUserId } : { user: null, accountUnavailable: true };
  }
}

/** Guard for calls about the process itself (liveness): anyone may call, and no session or database is read. */
export async function anyoneWithoutDatabase(): Promise<Viewer> {
  return { user: null };
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

const OWN_PROGRESS_ONLY = 'You can only see and change your own progress.';

/** For calls whose path names a user ({userId}): `allowed` decides who passes (401 signed out, 403 with `refusal` otherwise). */
function userPathGuard(allowed: (user: SignedInUser, userId: string) => boolean, refusal: string) {
  return async function guard(_request: Request, path: { userId: string }): Promise<SignedInUser> {
    const user = await requireUser();
    if (allowed(user, path.userId)) return user;
    throw forbidden(refusal);
  };
}

/** Writes to a user's rows: only that user, staff included (an admin reads them, never plays for them). */
export function requireSelf(refusal = OWN_PROGRESS_ONLY) {
  return userPathGuard(canEditUser, refusal);
}

/** Reads of a user's rows: that user, and admins and owners. */
export function requireSelfOrAdmin(refusal = OWN_PROGRESS_ONLY) {
  return userPathGuard(canViewUser, refusal);
}

export const OWN_PROFILE_ONLY = 'You can only change your own profile and account.';

/** Admin calls (/api/admin/*): admins and owners, their role read from the database on this call. */
export async function requireAdmin(): Promise<SignedInUser> {
  const user = await requireUser();
  if (!isAdminRole(user.role)) throw forbidden('Only admins and owners may do that.');
  return user;
}

/**
 * The end-to-end suite's set-up calls exist only in a server started with E2E_TEST_HOOKS=true
 * (scripts/e2e-server.mjs); everywhere else they answer 404 like any unknown call, whatever is sent:
 * each passes this as route()'s `onlyIf`, checked before the request is read.
 */
export function testHooksEnabled(): boolean {
  return readEnv().E2E_TEST_HOOKS === true;
}

/** Guard for the e2e set-up calls (after `onlyIf: testHooksEnabled`, which answers first). */
export async function requireTestHooks(request: Request): Promise<Viewer> {
  if (!testHooksEnabled()) throw notFound(`No such API call: ${request.method} ${new URL(request.url).pathname}`);
  return getViewer();
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Guard for GET /api/metrics: only a scraper carrying `Authorization: Bearer $METRICS_TOKEN`. Without the
 * setting, or with another token, it answers the 404 of an unknown call, so nothing reveals that the route
 * exists; the compare takes the same time whatever the token (digests compared in constant time), and a
 * refusal costs no database work.
 */
export async function metricsScraper(request: Request): Promise<Viewer> {
  const expected = readEnv().METRICS_TOKEN;
  const sent = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!expected || sent === undefined || !timingSafeEqual(digest(sent), digest(expected))) {
    throw notFound(`No such API call: ${request.method} ${new URL(request.url).pathname}`);
  }
  return { user: null };
}
