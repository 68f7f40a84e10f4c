import 'server-only';
import type { Db } from '@/db/client';
import { extendSessionRecord, insertSessionRecord } from '@/db/queries/session-records';
import { SESSION_MAX_AGE_SECONDS } from './auth.config';

/**
 * Each signed-in JWT names a row of `sessions` (its `sid`): the JWT proves who signed in, the row
 * says the session has not ended. Logout deletes the row; a JWT whose row is gone is signed out.
 */
function expiryFromNow(): Date {
  return new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
}

/** Records a new session for `userId` and returns its id, for the JWT's `sid`. */
export async function startSessionRecord(db: Db, userId: string): Promise<string> {
  const sid = crypto.randomUUID();
  await insertSessionRecord(db, { sid, userId, expires: expiryFromNow() });
  return sid;
}

/**
 * Keeps a live session alive as long as its refreshed cookie; false when it has ended or, with
 * `renewAfterSeconds`, when it was renewed more recently than that (nothing to do).
 */
export async function extendSession(db: Db, sid: string, userId: string, renewAfterSeconds?: number): Promise<boolean> {
  const expires = expiryFromNow();
  const threshold = renewAfterSeconds === undefined ? undefined : new Date(expires.getTime() - renewAfterSeconds * 1000);
  return extendSessionRecord(db, sid, userId, expires, threshold);
}
