import 'server-only';
import type { Db } from '@/db/client';
import { deleteAccountRows, readAccountData } from '@/db/queries/account-data';
import { insertAuditEntry } from '@/db/queries/audit-log';
import { findUserById } from '@/db/queries/users';
import { badRequest, unauthorized } from '@/lib/http/errors';
import { expireLeaderboardSnapshots } from '../leaderboard/snapshot';
import { DELETE_CONFIRMATION_MESSAGE } from '@/lib/messages/accounts';

/**
 * A player's control over their data (the privacy text: "users can access, update or delete their data
 * through settings"): one JSON file of everything stored about them, and deleting the account. Both are
 * written to the audit log.
 */
export const EXPORT_FORMAT = 'guessdle-account-export';
/** What a player without a username types to confirm. */
export const DELETE_WORD = 'DELETE';

type Row = Record<string, unknown>;

/** camelCase keys as snake_case, like every other answer of the site; Dates become ISO strings when serialised. */
function snakeCase(row: Row, leaveOut: readonly string[] = []): Row {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !leaveOut.includes(key))
      .map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]),
  );
}

/** Rows' user ids are the account's own: said once, at the top. */
const rowsOf = (rows: Row[], leaveOut: readonly string[] = []) => rows.map((row) => snakeCase(row, ['userId', ...leaveOut]));

export async function exportAccountData(db: Db, userId: string) {
  const data = await readAccountData(db, userId);
  if (!data) throw unauthorized();
  const { account, picture } = data;
  await insertAuditEntry(db, { actorId: userId, targetUserId: userId, action: 'account.export', details: {} });
  return {
    format: EXPORT_FORMAT,
    version: 1,
    exported_at: new Date().toISOString(),
    account: { ...snakeCase(account, ['emailVerified', 'image']), sign_in_providers: data.providers.map((entry) => entry.provider) },
    profile_picture: picture && { filename: picture.filename, content_type: picture.contentType, created_at: picture.createdAt, base64: Buffer.from(picture.bytes).toString('base64') },
    stats: rowsOf(data.stats),
    daily_states: rowsOf(data.dailyStates),
    daily_wins: rowsOf(data.wins),
    endless_wins: rowsOf(data.endless),
    achievements: rowsOf(data.unlocked),
    activities: rowsOf(data.activities),
    // What the player sent; the staff's internal notes on it are not theirs.
    feedback: rowsOf(data.sent, ['adminNotes']),
    // Past days played from the archive (issue 29).
    archive_rounds: rowsOf(data.archived),
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccountData>>;

/**
 * Deletes the account after the typed confirmation (the username, or DELETE without one): everything
 * tied to it goes in one transaction, feedback stays anonymised, the audit entry keeps only the deleted
 * id. Rankings read afterwards no longer list the player.
 */
export async function deleteAccount(db: Db, userId: string, confirmation: string): Promise<void> {
  const account = await findUserById(db, userId);
  if (!account) throw unauthorized();
  if (confirmation.trim() !== (account.username ?? DELETE_WORD)) throw badRequest(DELETE_CONFIRMATION_MESSAGE, 'confirmation_mismatch');
  await db.transaction(async (tx) => {
    await insertAuditEntry(tx, { actorId: userId, targetUserId: userId, action: 'account.delete', details: { user_id: userId } });
    await deleteAccountRows(tx, userId);
  });
  await expireLeaderboardSnapshots(db);
}
