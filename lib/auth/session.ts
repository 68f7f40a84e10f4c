/**
 * The seam between the app and Auth.js's runtime: the only functions that read or rewrite the
 * session cookie. The session only names the user and its record (`sid`); a session whose record
 * has ended (logout, "sign out of all devices") is signed out, and so is one whose logout is still
 * waiting for the database (lib/auth/pending-revocations.ts). Username and role are re-read from the
 * database with it (sessionAccount). Tests replace this module (tests/helpers/session-mock.ts) to act
 * as a chosen user.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { getDb, type Db } from '@/db/client';
import { findLiveSessionUser, isSessionRecordLive } from '@/db/queries/session-records';
import type { UserRow } from '@/db/queries/users';
import { applyPendingRevocations, isRevocationPending, revokeSessions, type PendingLogout } from './pending-revocations';
import { deletedSessionCookie, isSessionCookie } from './session-cookie';
import { extendSession } from './session-records';
import { readSessionClaims, type SessionClaims } from './session-token';

async function hasSessionCookie(): Promise<boolean> {
  return (await cookies()).getAll().some((cookie) => isSessionCookie(cookie.name));
}

/**
 * The user and session id a valid session cookie names, read without the database (so not proof that the
 * session is live); null without one, and at once for a session whose logout is waiting for the database.
 */
export async function sessionClaims(): Promise<SessionClaims | null> {
  // Most calls come from guests: without a session cookie there is nothing to decode or look up.
  if (!(await hasSessionCookie())) return null;
  // A JWT without a sid predates session records: it is refused (signed out) once.
  const claims = await readSessionClaims();
  return claims && !isRevocationPending(claims) ? claims : null;
}

/** The database for a session lookup, once the logouts it did not confirm earlier are applied to it. */
async function databaseForLookup(): Promise<Db> {
  const db = await getDb();
  await applyPendingRevocations(db);
  return db;
}

/** The signed-in user and their session id, when the cookie is valid and its session has not ended. */
async function liveSession(): Promise<SessionClaims | null> {
  const claims = await sessionClaims();
  if (!claims) return null;
  return (await isSessionRecordLive(await databaseForLookup(), claims.sid, claims.userId)) ? claims : null;
}

/**
 * The signed-in user's account row, when the cookie is valid and its session has not ended: the session
 * record and the user are read in one query (a guest's request reads nothing).
 */
export async function sessionAccount(): Promise<UserRow | null> {
  const claims = await sessionClaims();
  if (!claims) return null;
  return (await findLiveSessionUser(await databaseForLookup(), claims.sid, claims.userId)) ?? null;
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

/** Deletes this browser's session cookie (every chunk of it), whatever happens to its record. */
async function clearSessionCookie(): Promise<void> {
  const store = await cookies();
  for (const { name } of store.getAll().filter((cookie) => isSessionCookie(cookie.name))) {
    store.set(name, '', deletedSessionCookie(name));
  }
}

/**
 * Deletes the session cookie and ends its record. Resolves with a pending logout (its revocation token)
 * when the database did not confirm the end; the cookie is gone either way.
 */
export async function endSession(): Promise<PendingLogout | undefined> {
  const claims = await readSessionClaims();
  await clearSessionCookie();
  return claims ? revokeSessions({ sid: claims.sid }) : undefined;
}

/** Ends every session of `userId` started until now (all devices) and deletes this browser's cookie; as endSession otherwise. */
export async function endAllSessions(userId: string): Promise<PendingLogout | undefined> {
  await clearSessionCookie();
  return revokeSessions({ userId, startedUntil: Date.now() });
}

/**
 * The user the session cookie names, from the verified JWT alone, without the database: for playing on
 * while the database is away (lib/auth/guards.ts `anyone`). Never enough to record anything or to act as
 * the user: that needs sessionAccount.
 */
export async function sessionClaimedUserId(): Promise<string | null> {
  return (await sessionClaims())?.userId ?? null;
}
