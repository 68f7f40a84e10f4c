/**
 * Issue 25 item 6: the owner-only badge (Creator) belongs to owners. An admin granted it to themselves and
 * wore it; now only an owner grants it (to an owner), only an owner wears it, and an owner who is demoted
 * stops wearing it.
 */
import { and, eq } from 'drizzle-orm';
import { PUT as updateUser } from '@/app/api/admin/users/[id]/route';
import { POST as grant } from '@/app/api/admin/users/[id]/achievements/grant/route';
import { PUT as setBadge } from '@/app/auth/users/[userId]/badge/route';
import { adminAuditLog, userAchievements, users } from '@/db/schema';
import { setRole } from '@/lib/services/admin/roles';
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
const unlock = async (userId: string, key: string) => db().insert(userAchievements).values({ userId, achievementId: await achievementId(key) });
const badgeOf = async (id: string) => (await db().select({ badge: users.badgeAchievementId }).from(users).where(eq(users.id, id)))[0].badge;
const wear = (userId: string, achievement: number | null) =>
  callRoute<{ success?: boolean; error?: string }>(setBadge, { method: 'PUT', params: { userId }, body: { badge_achievement_id: achievement }, path: `/auth/users/${userId}/badge` });

test('an admin who holds Creator cannot wear it (the refusal is audited); an owner can', async () => {
  const creator = await achievementId('creator');
  const admin = await insertUser(db(), { role: 'admin' });
  await unlock(admin, 'creator');
  actAs(admin);
  const refused = await wear(admin, creator);
  expect(refused.status).toBe(403);
  expect(refused.json.error).toBe('Only owners can wear an owner-only badge.');
  expect(await badgeOf(admin)).toBeNull();
  const [audit] = await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'badge.refused'), eq(adminAuditLog.targetUserId, admin)));
  expect(audit).toEqual(expect.objectContaining({ actorId: admin, details: { by: 'admin', asked: { achievementId: creator }, refused: 'Only owners can wear an owner-only badge.' } }));

  // Any other badge they unlocked is theirs to wear, and to take off.
  await unlock(admin, 'founder');
  expect((await wear(admin, await achievementId('founder'))).status).toBe(200);
  expect((await wear(admin, null)).status).toBe(200);

  const owner = await insertUser(db(), { role: 'owner' });
  await unlock(owner, 'creator');
  actAs(owner);
  expect((await wear(owner, creator)).status).toBe(200);
  expect(await badgeOf(owner)).toBe(creator);
});

test('only an owner grants Creator, and only to an owner', async () => {
  const creator = await achievementId('creator');
  expect(creator).toBe(17); // the fuzz test's known case (fuzz-routes.arbitraries.ts) names it by its id
  const admin = await insertUser(db(), { role: 'admin' });
  actAs(admin);
  const self = await callRoute(grant, { method: 'POST', params: { id: admin }, body: { achievementId: creator } });
  expect(self.status).toBe(403);
  expect(self.json.error).toBe('Only owners can grant or revoke an owner-only badge.');
  actAs(await insertUser(db(), { role: 'owner' }));
  const toAdmin = await callRoute(grant, { method: 'POST', params: { id: admin }, body: { achievementId: creator } });
  expect(toAdmin.json.error).toBe('An owner-only badge can only be granted to an owner.');
  expect(await db().select().from(userAchievements).where(and(eq(userAchievements.userId, admin), eq(userAchievements.achievementId, creator)))).toEqual([]);
});

test.each(['the dashboard', 'npm run user:role'] as const)('an owner demoted through %s stops wearing Creator (and keeps other badges)', async (path) => {
  const creator = await achievementId('creator');
  const [first, second] = [await insertUser(db(), { role: 'owner' }), await insertUser(db(), { role: 'owner' })];
  await unlock(second, 'creator');
  await db().update(users).set({ badgeAchievementId: creator }).where(eq(users.id, second));
  if (path === 'the dashboard') {
    actAs(first);
    expect((await callRoute(updateUser, { method: 'PUT', params: { id: second }, body: { role: 'admin' } })).status).toBe(200);
  } else {
    await setRole(db(), { operator: 'npm run user:role', force: false }, second, 'user');
  }
  expect(await badgeOf(second)).toBeNull();

  const player = await insertUser(db(), { role: 'owner' });
  await unlock(player, 'founder');
  await db().update(users).set({ badgeAchievementId: await achievementId('founder') }).where(eq(users.id, player));
  await setRole(db(), { operator: 'npm run user:role', force: false }, player, 'admin');
  expect(await badgeOf(player)).toBe(await achievementId('founder'));
});
