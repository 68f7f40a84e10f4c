/**
 * The seam between the app and Auth.js's runtime: the only functions that read or rewrite the
 * session cookie. The session only names the user and its record (`sid`); a session whose record
 * has ended (logout, "sign out of all devices") is signed out. Username and role are re-read from
 * the database with it (sessionAccount). Tests replace this module (tests/helpers/session-mock.ts)
 * to act as a chosen user.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/db/client';
import { deleteUserSessionRecords, findLiveSessionUser, isSessionRecordLive } from '@/db/queries/session-records';
import type { UserRow } from '@/db/queries/users';
import { isSessionCookie } from './session-cookie';
import { extendSession } from './session-records';
import { readSessionClaims } from './session-token';

async function hasSessionCookie(): Promise<boolean> {
  return (await cookies()).getAll().some((cookie) => isSessionCookie(cookie.name));
}

/** The signed-in user and their session id, when the cookie is valid and its session has not ended. */
async function liveSession(): Promise<{ userId: string; sid: string } | null> {
  // Most calls come from guests: without a session cookie there is nothing to decode or look up.
  if (!(await hasSessionCookie())) return null;
  const claims = await readSessionClaims();
  // A JWT without a sid predates session records: it is refused (signed out) once.
  if (!claims) return null;
  const { userId, sid } = claims;
  return (await isSessionRecordLive(await getDb(), sid, userId)) ? { userId, sid } : null;
}

/**
 * The signed-in user's account row, when the cookie is valid and its session has not ended: the session
 * record and the user are read in one query (a guest's request reads nothing).
 */
export async function sessionAccount(): Promise<UserRow | null> {
  if (!(await hasSessionCookie())) return null;
  const claims = await readSessionClaims();
  if (!claims) return null;
  return (await findLiveSessionUser(await getDb(), claims.sid, claims.userId)) ?? null;
}

/**
 * Re-issues the session cookie with a fresh expiry and a re-read username hint, and moves its record's
 * expiry along; false when signed out. With `renewAfterSeconds`, only a session last renewed longer ago
 * than that is renewed (GET /auth/me, at every page load: short daily visits keep the session alive).
 */
export async function refreshSession(options: { renewAfterSeconds?: number } = {}): Promise<boolean> {
  const session = await liveSession();
  if (!session) return false;
  if (!(await extendSession(await getDb(), session.sid, session.userId, options.renewAfterSeconds))) {
    return options.renewAfterSeconds !== undefined; // nothing to renew yet, still signed in
  }
  const { unstable_update } = await import('./auth');
  const updated = await unstable_update({});
  return Boolean(updated?.user?.id);
}

/** Deletes the session cookie and ends its record (Auth.js's signOut event, lib/auth/auth.ts). */
export async function endSession(): Promise<void> {
  const { signOut } = await import('./auth');
  await signOut({ redirect: false });
}

/** Ends every session of `userId` (all devices), then this browser's cookie. */
export async function endAllSessions(userId: string): Promise<void> {
  await deleteUserSessionRecords(await getDb(), userId);
  await endSession();
}
