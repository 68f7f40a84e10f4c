import { eq, or } from 'drizzle-orm';
import { adminAuditLog, archiveRounds, dailyGameStates, feedback, profilePictures, userAchievements, users } from '@/db/schema';
import * as exportRoute from '@/app/auth/users/[userId]/export/route';
import * as accountRoute from '@/app/auth/users/[userId]/route';
import * as uploadRoute from '@/app/api/profile-picture/upload/route';
import { insertFeedback } from '@/db/queries/feedback';
import { endSession } from '@/lib/auth/session';
import { readLeaderboardSnapshot } from '@/lib/services/leaderboard/snapshot';
import { chicagoDate } from '@/lib/time';
import { insertAchievement, unlock } from '@/tests/helpers/achievement-fixtures';
import { makeJpeg, pictureForm } from '@/tests/helpers/image-corpus';
import { actAs, insertUser, seedStats } from '@/tests/helpers/progress-fixtures';
import { sendToRoute } from '@/tests/helpers/route-request';
import { appTables, tableChecksums } from '@/tests/helpers/table-checksum';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

jest.mock('@/lib/auth/session', () => jest.requireActual('@/tests/helpers/session-mock').sessionModuleMock({ refreshSession: jest.fn(async () => true) }));

const EXPORT = 'app/auth/users/[userId]/export/route.ts';
const ACCOUNT = 'app/auth/users/[userId]/route.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

/** A player with something in every table that holds a player's data. */
async function busyPlayer(username: string): Promise<string> {
  const id = await insertUser(database.db, { username });
  await actAs(id);
  await sendToRoute('app/api/profile-picture/upload/route.ts', uploadRoute.POST, { method: 'POST', body: pictureForm(await makeJpeg(), 'me.jpg', 'image/jpeg') });
  await database.db.update(users).set({ bio: `I am ${username}.` }).where(eq(users.id, id));
  await seedStats(database.db, id, 'pokemon', { current: 40, best: 40, last: chicagoDate() });
  await database.db.insert(dailyGameStates).values({ userId: id, game: 'pokemon', date: chicagoDate(), guessedCards: ['Mew'], gameWon: false });
  await unlock(database.db, id, await insertAchievement(database.db, { name: `${username} Medal` }));
  await insertFeedback(database.db, { type: 'feedback', subject: 'Love it', message: 'Great game.', email: `${username}@example.com`, userId: id, adminNotes: 'internal note' });
  return id;
}

const exportOf = (userId: string) => sendToRoute(EXPORT, exportRoute.POST, { method: 'POST', params: { userId }, body: {} });
const deleteAccount = (userId: string, confirm: unknown) => sendToRoute(ACCOUNT, accountRoute.DELETE, { method: 'DELETE', params: { userId }, body: { confirm } });
const auditOf = (userId: string) => database.db.select().from(adminAuditLog).where(or(eq(adminAuditLog.actorId, userId), eq(adminAuditLog.targetUserId, userId)));

describe('Download my data', () => {
  test('one JSON file with the account, stats, daily states, wins, achievements and feedback sent; written to the audit log', async () => {
    const id = await busyPlayer('ExportEve');
    const answer = await exportOf(id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="guessdle-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = answer.json as Record<string, Record<string, unknown>>;
    expect(data.format).toBe('guessdle-account-export');
    expect(data.account).toMatchObject({ id, username: 'ExportEve', bio: 'I am ExportEve.', role: 'user', email: expect.stringContaining('@') });
    expect(data.profile_picture).toMatchObject({ content_type: 'image/jpeg', base64: expect.stringMatching(/^\/9j\//) });
    expect(data.stats).toEqual([expect.objectContaining({ game: 'pokemon', current_daily_streak: 40, best_daily_streak: 40 })]);
    expect(data.daily_states).toEqual([expect.objectContaining({ game: 'pokemon', guessed_cards: ['Mew'] })]);
    expect(data.daily_wins).toEqual([]);
    expect(data.achievements).toEqual([expect.objectContaining({ name: 'ExportEve Medal' })]);
    expect(data.feedback).toEqual([expect.objectContaining({ subject: 'Love it', message: 'Great game.' })]);
    expect(answer.text).not.toContain('internal note'); // the staff's notes are not the player's data
    expect(await auditOf(id)).toEqual([expect.objectContaining({ action: 'account.export', actorId: id, targetUserId: id })]);
  });

});

describe('Delete my account', () => {
  test('a wrong confirmation (400), another player (403) or a signed-out caller (401) change nothing', async () => {
    const id = await busyPlayer('CarefulCal');
    const before = await tableChecksums(database.db, appTables());
    expect((await deleteAccount(id, 'carefulcal')).status).toBe(400);
    expect((await deleteAccount(id, '')).json?.error).toBe('Type your username exactly as it is shown to confirm.');
    await actAs(await insertUser(database.db, { role: 'owner' }));
    const afterStaff = await tableChecksums(database.db, appTables());
    expect((await deleteAccount(id, 'CarefulCal')).status).toBe(403);
    await actAs(null);
    expect((await deleteAccount(id, 'CarefulCal')).status).toBe(401);
    expect(await tableChecksums(database.db, appTables())).toEqual(afterStaff);
    expect({ ...afterStaff, users: '', users_count: '' }).toEqual({ ...before, users: '', users_count: '' }); // only the owner was added (and counted)
  });

  test('removes the account and everything tied to it, keeps the feedback anonymised, ends the session and leaves the leaderboard', async () => {
    const id = await busyPlayer('LeavingLee');
    const board = async () => (await readLeaderboardSnapshot(database.db, { game: 'pokemon', limit: 100 })).users.map((user) => user.username);
    expect(await board()).toContain('LeavingLee');

    const answer = await deleteAccount(id, 'LeavingLee');
    expect(answer.status).toBe(200);
    expect(endSession).toHaveBeenCalled();
    expect(answer.headers.get('set-cookie')).toMatch(/guessdle_signed_in=;.*Max-Age=0/i);

    expect(await database.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await database.db.select().from(profilePictures).where(eq(profilePictures.userId, id))).toEqual([]);
    expect(await database.db.select().from(userAchievements).where(eq(userAchievements.userId, id))).toEqual([]);
    expect(await database.db.select().from(dailyGameStates).where(eq(dailyGameStates.userId, id))).toEqual([]);
    const kept = await database.db.select().from(feedback).where(eq(feedback.subject, 'Love it'));
    expect(kept.filter((row) => row.message === 'Great game.' && row.userId === null && row.email === null).length).toBeGreaterThan(0);
    expect(kept.some((row) => row.email === 'LeavingLee@example.com')).toBe(false);
    const audit = await database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'account.delete'));
    expect(audit).toEqual([expect.objectContaining({ actorId: null, targetUserId: null, details: { user_id: id } })]);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // a ranking is read again at most once a second
    expect(await board()).not.toContain('LeavingLee');
  });
});

describe('archive rounds (issue 29)', () => {
  test('are in the export, and go with the account', async () => {
    const id = await insertUser(database.db, { username: 'ArchiveAmy' });
    await actAs(id);
    await database.db.insert(archiveRounds).values({ userId: id, game: 'pokemon', date: '2025-10-01', guessedCards: ['Mew', 'Eevee'], gameWon: true, wonAt: new Date() });
    const data = (await exportOf(id)).json as Record<string, unknown>;
    expect(data.archive_rounds).toEqual([expect.objectContaining({ game: 'pokemon', date: '2025-10-01', guessed_cards: ['Mew', 'Eevee'], game_won: true })]);
    expect(data.archive_rounds).toEqual([expect.not.objectContaining({ user_id: expect.anything() })]);
    expect((await deleteAccount(id, 'ArchiveAmy')).status).toBe(200);
    expect(await database.db.select().from(archiveRounds).where(eq(archiveRounds.userId, id))).toEqual([]);
  });
});
