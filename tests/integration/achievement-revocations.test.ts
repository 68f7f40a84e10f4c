/**
 * Issue 26 item 17: an unlock an admin revoked stays revoked — the admin refresh and the player's own
 * activity do not grant it again — until an admin grants it; the audit log shows both; db:check stays clean.
 */
import { and, asc, eq } from 'drizzle-orm';
import { POST as grant } from '@/app/api/admin/users/[id]/achievements/grant/route';
import { DELETE as revoke } from '@/app/api/admin/users/[id]/achievements/revoke/route';
import { POST as refresh } from '@/app/api/admin/actions/refresh-achievements/route';
import { POST as recordActivity } from '@/app/api/user-activities/route';
import { GET as ownAchievements } from '@/app/api/achievements/user/[userId]/route';
import { adminAuditLog, dailyWins, gameStats } from '@/db/schema';
import { HOW_TO_PLAY_VIEWED } from '@/lib/achievements/qualify';
import { checkConsistency } from '@/lib/services/site/consistency-check';
import { chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { achievementIdOf, actAs, insertUser } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

const achievementId = (key: string) => achievementIdOf(db(), key);
const grantTo = (id: string, achievementId: number) => callRoute<{ granted: boolean }>(grant, { method: 'POST', params: { id }, body: { achievementId }, path: `/api/admin/users/${id}/achievements/grant` });
const revokeFrom = (id: string, achievementId: number) => callRoute<{ revoked: boolean }>(revoke, { method: 'DELETE', params: { id }, body: { achievementId }, path: `/api/admin/users/${id}/achievements/revoke` });
const refreshAll = () => callRoute<{ granted: number; next: string | null }>(refresh, { method: 'POST', path: '/api/admin/actions/refresh-achievements' });
const readHowToPlay = () =>
  callRoute<{ newAchievements: { key: string }[] }>(recordActivity, { method: 'POST', body: { activity_type: HOW_TO_PLAY_VIEWED, game_id: 'pokemon', activity_data: null }, path: '/api/user-activities' });

async function unlockedKeys(userId: string): Promise<string[]> {
  actAs(userId);
  const answer = await callRoute<{ achievements: { key: string; unlocked: boolean }[] }>(ownAchievements, { params: { userId }, path: `/api/achievements/user/${userId}` });
  return answer.json.achievements.filter((achievement) => achievement.unlocked).map((achievement) => achievement.key);
}

const auditTrail = (target: string) =>
  db()
    .select({ action: adminAuditLog.action, details: adminAuditLog.details })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetUserId, target)))
    .orderBy(asc(adminAuditLog.id));

test('a revoked Founder stays revoked through the refresh and the player’s activity, until an admin grants it again', async () => {
  const admin = await insertUser(db(), { role: 'admin' });
  const player = await insertUser(db(), { username: 'Pioneer' }); // among the first 100 accounts: a founder
  const founder = await achievementId('founder');
  actAs(admin);
  await refreshAll();
  expect(await unlockedKeys(player)).toContain('founder');

  actAs(admin);
  expect((await revokeFrom(player, founder)).json).toEqual({ revoked: true });
  expect((await revokeFrom(player, founder)).json).toEqual({ revoked: false }); // a retried revoke changes nothing
  expect((await refreshAll()).status).toBe(200);
  actAs(player);
  const activity = await readHowToPlay();
  expect(activity.json.newAchievements.map((achievement) => achievement.key)).toEqual(['how-to-play']);
  expect(await unlockedKeys(player)).not.toContain('founder');

  actAs(admin);
  expect((await grantTo(player, founder)).json).toEqual({ granted: true });
  expect((await grantTo(player, founder)).json).toEqual({ granted: false }); // a retried grant changes nothing
  expect(await unlockedKeys(player)).toContain('founder');
  expect(await auditTrail(player)).toEqual([ // one row each, however often the calls were sent
    { action: 'achievement.revoke', details: expect.objectContaining({ achievementId: founder, after: { unlocked: false } }) },
    { action: 'achievement.grant', details: expect.objectContaining({ achievementId: founder, after: { unlocked: true } }) },
  ]);

  // Granted again, it is an ordinary unlock: revoked once more, it stays revoked once more.
  actAs(admin);
  await revokeFrom(player, founder);
  await refreshAll();
  expect(await unlockedKeys(player)).not.toContain('founder');
});

test('a revoked First Victory stays revoked through the refresh and is not reported missing by db:check', async () => {
  const admin = await insertUser(db(), { role: 'admin' });
  const player = await insertUser(db(), { username: 'Winner' });
  const day = chicagoDate();
  await db().insert(dailyWins).values({ userId: player, game: 'pokemon', date: day, attempts: 4 });
  await db().insert(gameStats).values({ userId: player, game: 'pokemon', totalGamesPlayed: 1, totalDailyGamesPlayed: 1, currentDailyStreak: 1, bestDailyStreak: 1, lastDailyWinDate: day });
  actAs(admin);
  await refreshAll();
  expect(await unlockedKeys(player)).toContain('wins-1');

  actAs(admin);
  await revokeFrom(player, await achievementId('wins-1'));
  await refreshAll();
  expect(await unlockedKeys(player)).not.toContain('wins-1');
  const report = await checkConsistency(db());
  const missing = report.checks.find((check) => check.id === 'missing-unlocks');
  expect(missing?.counts.differences).toBe(0);
  expect(missing?.counts.noted).toBeGreaterThanOrEqual(1);
});
