import { and, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from '../client';
import { sessions, users } from '../schema';
import type { UserRow } from './users';

/** The `sessions` rows behind signed-in JWTs (lib/auth/session-records.ts): one per `sid`. */

/** Records a new session and drops the user's expired ones. */
export async function insertSessionRecord(db: Db, record: { sid: string; userId: string; expires: Date }): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, record.userId), lte(sessions.expires, new Date())));
  await db.insert(sessions).values({ sessionToken: record.sid, userId: record.userId, expires: record.expires });
}

/** True when `sid` is a live (unexpired, not ended) session of `userId`: one primary-key lookup. */
export async function isSessionRecordLive(db: Db, sid: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ sid: sessions.sessionToken })
    .from(sessions)
    .where(and(eq(sessions.sessionToken, sid), eq(sessions.userId, userId), gt(sessions.expires, new Date())))
    .limit(1);
  return rows.length === 1;
}

/** The account of a live (unexpired, not ended) session `sid` of `userId`, in one query: the session's primary key and the user's. */
export async function findLiveSessionUser(db: Db, sid: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sessionToken, sid), eq(sessions.userId, userId), gt(sessions.expires, new Date())))
    .limit(1);
  return row?.user;
}

/**
 * Moves a live session's expiry to `expires`; false when the session has ended. With `onlyIfExpiringBefore`,
 * a session that expires later is left alone (and answers false): renewing at most once a day.
 */
export async function extendSessionRecord(db: Db, sid: string, userId: string, expires: Date, onlyIfExpiringBefore?: Date): Promise<boolean> {
  const live = and(eq(sessions.sessionToken, sid), eq(sessions.userId, userId), gt(sessions.expires, new Date()));
  const rows = await db
    .update(sessions)
    .set({ expires })
    .where(onlyIfExpiringBefore ? and(live, lt(sessions.expires, onlyIfExpiringBefore)) : live)
    .returning({ sid: sessions.sessionToken });
  return rows.length === 1;
}

/** The ids of every session of one user, live or expired. */
export async function listUserSessionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ sid: sessions.sessionToken }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((row) => row.sid);
}

/** Ends the sessions `sids` (deletes their rows; ids without a row are ignored). */
export async function deleteSessionRecords(db: Db, sids: string[]): Promise<void> {
  await db.delete(sessions).where(inArray(sessions.sessionToken, sids));
}
