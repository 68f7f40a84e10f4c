import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, desc, eq } from 'drizzle-orm';
import { migrateDatabase, openPglite } from '@/db/client';
import { achievements, adminAuditLog, userAchievements, users } from '@/db/schema';
import type { Operator } from '@/lib/auth/roles';
import { LAST_OWNER_STAYS } from '@/lib/auth/roles';
import { updateUserByAdmin } from '@/lib/services/admin/users';
import { changeRole, promoteConfiguredOwner, setRole } from '@/lib/services/admin/roles';
import { insertUser } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

const roleOf = async (id: string) => (await db().select({ role: users.role }).from(users).where(eq(users.id, id)))[0].role;
const lastAudit = async (id: string) => (await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, id)).orderBy(desc(adminAuditLog.id)).limit(1))[0];

const command: Operator = { operator: 'npm run user:role', force: false };

describe('changing a role', () => {
  test('the role, its audit row (the operator, how, before, after) and the Creator badge for an owner, together', async () => {
    const player = await insertUser(db());
    const answer = await setRole(db(), command, player, 'owner');
    expect(answer).toMatchObject({ changed: true, previousRole: 'user' });
    expect(answer.newAchievements.map((achievement) => achievement.key)).toContain('creator');
    expect(await roleOf(player)).toBe('owner');
    expect(await lastAudit(player)).toMatchObject({ actorId: null, action: 'user.role', details: { by: 'operator', via: 'npm run user:role', before: { role: 'user' }, after: { role: 'owner' } } });
    const [creator] = await db().select({ id: achievements.id }).from(achievements).where(eq(achievements.key, 'creator'));
    expect(await db().select().from(userAchievements).where(and(eq(userAchievements.userId, player), eq(userAchievements.achievementId, creator.id)))).toHaveLength(1);
    expect(await setRole(db(), command, player, 'owner')).toMatchObject({ changed: false });
  });

  test('an unknown player is a 404 and nothing is written', async () => {
    await expect(setRole(db(), command, 'no-such-user', 'admin')).rejects.toMatchObject({ status: 404 });
    expect(await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, 'no-such-user'))).toHaveLength(0);
  });

  test('the operator keeps the last owner unless forced; the refusal and the override are audited', async () => {
    await db().update(users).set({ role: 'admin' }).where(eq(users.role, 'owner'));
    const owner = await insertUser(db(), { role: 'owner' });
    await expect(setRole(db(), command, owner, 'user')).rejects.toMatchObject({ status: 403, message: 'The last owner cannot be demoted.' });
    expect(await roleOf(owner)).toBe('owner');
    expect(await lastAudit(owner)).toMatchObject({ actorId: null, action: 'user.role.refused', details: { by: 'operator', via: 'npm run user:role', asked: { role: 'user' }, refused: 'The last owner cannot be demoted.' } });
    await setRole(db(), { ...command, force: true }, owner, 'user');
    expect(await roleOf(owner)).toBe('user');
    expect(await lastAudit(owner)).toMatchObject({ action: 'user.role', details: { by: 'operator', force: true, overrode: 'The last owner cannot be demoted.', before: { role: 'owner' }, after: { role: 'user' } } });
  });

  test('changeRole asks the rules itself: a caller that skipped them cannot write a refused role', async () => {
    const admin = await insertUser(db(), { role: 'admin' });
    const player = await insertUser(db());
    const target = { id: player, username: null, role: 'user' as const, owners: 1 };
    await expect(changeRole(db(), { id: admin, role: 'admin' }, target, 'owner')).rejects.toMatchObject({ status: 403, message: 'Only owners can assign owner role' });
    expect(await roleOf(player)).toBe('user');
  });
});

describe('OWNER_EMAILS', () => {
  test('an account whose e-mail is listed (any case) becomes owner when it signs in, once; others are left alone', async () => {
    const listed = await insertUser(db());
    const other = await insertUser(db());
    const [{ email }] = await db().select({ email: users.email }).from(users).where(eq(users.id, listed));
    const owners = ['boss@example.com', email!.toLowerCase()];
    await db().update(users).set({ email: email!.toUpperCase() }).where(eq(users.id, listed));

    expect(await promoteConfiguredOwner(db(), listed, owners)).toBe(true);
    expect(await roleOf(listed)).toBe('owner');
    expect(await lastAudit(listed)).toMatchObject({ actorId: null, action: 'user.role', details: { by: 'operator', via: 'OWNER_EMAILS', after: { role: 'owner' } } });
    expect(await promoteConfiguredOwner(db(), listed, owners)).toBe(false); // already owner: no second audit row

    expect(await promoteConfiguredOwner(db(), other, owners)).toBe(false);
    expect(await promoteConfiguredOwner(db(), other, undefined)).toBe(false);
    expect(await roleOf(other)).toBe('user');
  });
});

describe('one changeRole for every path: the admin dashboard, npm run user:role, OWNER_EMAILS', () => {
  const auditsOf = async (id: string) => db().select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, id)).orderBy(adminAuditLog.id);
  /** What a role change's audit row says, whoever made it. */
  const roleAudit = (before: string, after: string) => expect.objectContaining({ action: 'user.role', details: expect.objectContaining({ before: { role: before }, after: { role: after } }) });

  test('the last owner: the command refuses what the dashboard refuses, with the same reason, and both audit the refusal', async () => {
    await db().update(users).set({ role: 'admin' }).where(eq(users.role, 'owner'));
    const owner = await insertUser(db(), { role: 'owner' });
    await expect(updateUserByAdmin(db(), { id: owner, username: null, role: 'owner' }, owner, { role: 'admin' })).rejects.toMatchObject({ status: 403, message: LAST_OWNER_STAYS });
    await expect(setRole(db(), command, owner, 'admin')).rejects.toMatchObject({ status: 403, message: LAST_OWNER_STAYS });
    expect(await roleOf(owner)).toBe('owner');
    const refusals = await auditsOf(owner);
    expect(refusals.map((row) => [row.action, row.details?.refused])).toEqual([
      ['user.update.refused', LAST_OWNER_STAYS],
      ['user.role.refused', LAST_OWNER_STAYS],
    ]);
  });

  test('an admin may not give the owner role through the dashboard; the command, as the operator, may', async () => {
    const admin = await insertUser(db(), { role: 'admin' });
    const player = await insertUser(db());
    await expect(updateUserByAdmin(db(), { id: admin, username: null, role: 'admin' }, player, { role: 'owner' })).rejects.toMatchObject({ status: 403, message: 'Only owners can assign owner role' });
    expect(await roleOf(player)).toBe('user');
    await setRole(db(), command, player, 'owner');
    expect(await roleOf(player)).toBe('owner');
  });

  test('every path writes the same audit action, user.role, with before and after; only who acted differs', async () => {
    const owner = await insertUser(db(), { role: 'owner' });
    const [byDashboard, byCommand, byOwnerEmails] = [await insertUser(db()), await insertUser(db()), await insertUser(db())];
    await updateUserByAdmin(db(), { id: owner, username: null, role: 'owner' }, byDashboard, { role: 'owner' });
    await setRole(db(), command, byCommand, 'owner');
    const [{ email }] = await db().select({ email: users.email }).from(users).where(eq(users.id, byOwnerEmails));
    expect(await promoteConfiguredOwner(db(), byOwnerEmails, [email!])).toBe(true);

    const [dashboardRow] = await auditsOf(byDashboard);
    const [commandRow] = await auditsOf(byCommand);
    const [ownerEmailsRow] = await auditsOf(byOwnerEmails);
    for (const row of [dashboardRow, commandRow, ownerEmailsRow]) expect(row).toEqual(roleAudit('user', 'owner'));
    expect(dashboardRow).toMatchObject({ actorId: owner, details: { by: 'owner' } });
    expect(commandRow).toMatchObject({ actorId: null, details: { by: 'operator', via: 'npm run user:role' } });
    expect(ownerEmailsRow).toMatchObject({ actorId: null, details: { by: 'operator', via: 'OWNER_EMAILS' } });
  });
});

describe('npm run user:role', () => {
  const run = promisify(execFile);
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'guessdle-user-role-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** The command as a person runs it, on its own PGlite folder (DATABASE_URL unset). */
  async function userRole(...args: string[]) {
    const env = { ...process.env, PGLITE_DATA_DIR: folder, DATABASE_URL: '' };
    try {
      const { stdout, stderr } = await run('npx', ['tsx', '--conditions=react-server', 'scripts/user-role.ts', ...args], { env, timeout: 120_000 });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  }

  test('refuses an unknown role and an unknown player; gives a known player the role, audited', async () => {
    expect(await userRole('someone', 'king')).toEqual({ code: 1, output: expect.stringContaining("Unknown role 'king'") });
    expect(await userRole('Nobody', 'admin')).toEqual({ code: 1, output: expect.stringContaining("No player is called 'Nobody'") });

    const folderDb = await openPglite(folder);
    await migrateDatabase(folderDb);
    await folderDb.db.insert(users).values({ username: 'FirstOwner', email: 'first@example.com' });
    await folderDb.close();

    expect(await userRole('firstowner', 'owner')).toEqual({ code: 0, output: expect.stringContaining('FirstOwner is now owner (was user).') });
    // The last owner stays, unless the operator says --force; both audited like the dashboard's role changes.
    expect(await userRole('FirstOwner', 'user')).toEqual({ code: 1, output: expect.stringContaining('The last owner cannot be demoted. Add --force') });
    expect(await userRole('FirstOwner', 'admin', '--force')).toEqual({ code: 0, output: expect.stringContaining('FirstOwner is now admin (was owner).') });
    const reopened = await openPglite(folder);
    const [row] = await reopened.db.select({ role: users.role, id: users.id }).from(users).where(eq(users.username, 'FirstOwner'));
    const audits = await reopened.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, row.id)).orderBy(adminAuditLog.id);
    await reopened.close();
    expect(row.role).toBe('admin');
    const operator = { actorId: null, by: 'operator', via: 'npm run user:role' };
    expect(audits.map((audit) => ({ actorId: audit.actorId, action: audit.action, ...audit.details }))).toEqual([
      { ...operator, action: 'user.role', before: { role: 'user' }, after: { role: 'owner' } },
      { ...operator, action: 'user.role.refused', asked: { role: 'user' }, refused: 'The last owner cannot be demoted.' },
      { ...operator, action: 'user.role', force: true, overrode: 'The last owner cannot be demoted.', before: { role: 'owner' }, after: { role: 'admin' } },
    ]);
  }, 360_000);
});
