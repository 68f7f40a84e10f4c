import 'server-only';
import type { Db } from '@/db/client';
import { deleteSessionRecords, extendSessionRecord, insertSessionRecord, listUserSessionIds } from '@/db/queries/session-records';
import { SESSION_MAX_AGE_SECONDS } from './auth.config';

/**
 * Each signed-in JWT names a row of `sessions` (its `sid`): the JWT proves who signed in, the row
 * says the session has not ended. Logout deletes the row; a JWT whose row is gone is signed out.
 */
function expiryFromNow(): Date {
  return new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
}

/**
 * A UUIDv7 (RFC 9562): its first 48 bits are the time it was made, in ms. A session's id thus tells when
 * the session started, which "sign out of all devices" needs (it ends the sessions started until then).
 */
export function newSessionId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  for (let i = 0; i < 6; i++) bytes[i] = Math.floor(now / 2 ** (8 * (5 - i))) % 256;
  bytes[6] = (bytes[6] & 0x0f) | 0x70; // version 7
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const TIMED_ID = /^([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-/i;

/** When the session `sid` started (ms); 0 for the random ids (UUIDv4) made before ids carried their time. */
export function sessionStartedAt(sid: string): number {
  const timed = TIMED_ID.exec(sid);
  return timed ? parseInt(timed[1] + timed[2], 16) : 0;
}

/** What a logout ends: one session, or ("sign out of all devices") every session of a user started until a time. */
export type SessionRevocation = { sid: string } | { userId: string; startedUntil: number };

export function revokes(revocation: SessionRevocation, session: { sid: string; userId: string }): boolean {
  if ('sid' in revocation) return revocation.sid === session.sid;
  return revocation.userId === session.userId && sessionStartedAt(session.sid) <= revocation.startedUntil;
}

/** Deletes the rows of the sessions `revocation` names (none left is fine: ending is idempotent). */
export async function endSessionRecords(db: Db, revocation: SessionRevocation): Promise<void> {
  if ('sid' in revocation) return deleteSessionRecords(db, [revocation.sid]);
  const sids = await listUserSessionIds(db, revocation.userId);
  const ended = sids.filter((sid) => revokes(revocation, { sid, userId: revocation.userId }));
  if (ended.length > 0) await deleteSessionRecords(db, ended);
}

/** Records a new session for `userId` and returns its id, for the JWT's `sid`. */
export async function startSessionRecord(db: Db, userId: string): Promise<string> {
  const sid = newSessionId();
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
