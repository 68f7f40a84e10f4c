import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, desc, eq } from 'drizzle-orm';
import { migrateDatabase, openPglite } from '@/db/client';
import { achievements, adminAuditLog, userAchievements, users } from '@/db/schema';
import { changeRole, promoteConfiguredOwner } from '@/lib/services/roles';
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

describe('changing a role', () => {
  test('the role, its audit row (who, how, before, after) and the Creator badge for an owner, together', async () => {
    const player = await insertUser(db());
    const answer = await changeRole(db(), { userId: player, role: 'owner', actorId: null, via: 'npm run user:role' });
    expect(answer.previousRole).toBe('user');
    expect(answer.newAchievements.map((achievement) => achievement.key)).toContain('creator');
    expect(await roleOf(player)).toBe('owner');
    expect(await lastAudit(player)).toMatchObject({ actorId: null, action: 'user.role', details: { via: 'npm run user:role', before: { role: 'user' }, after: { role: 'owner' } } });
    const [creator] = await db().select({ id: achievements.id }).from(achievements).where(eq(achievements.key, 'creator'));
    expect(await db().select().from(userAchievements).where(and(eq(userAchievements.userId, player), eq(userAchievements.achievementId, creator.id)))).toHaveLength(1);
  });

  test('an unknown player is a 404 and nothing is written', async () => {
    await expect(changeRole(db(), { userId: 'no-such-user', role: 'admin', actorId: null, via: 'test' })).rejects.toMatchObject({ status: 404 });
    expect(await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, 'no-such-user'))).toHaveLength(0);
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
    expect(await lastAudit(listed)).toMatchObject({ details: { via: 'OWNER_EMAILS', after: { role: 'owner' } } });
    expect(await promoteConfiguredOwner(db(), listed, owners)).toBe(false); // already owner: no second audit row

    expect(await promoteConfiguredOwner(db(), other, owners)).toBe(false);
    expect(await promoteConfiguredOwner(db(), other, undefined)).toBe(false);
    expect(await roleOf(other)).toBe('user');
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
    const reopened = await openPglite(folder);
    const [row] = await reopened.db.select({ role: users.role, id: users.id }).from(users).where(eq(users.username, 'FirstOwner'));
    const audits = await reopened.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, row.id));
    await reopened.close();
    expect(row.role).toBe('owner');
    expect(audits).toEqual([expect.objectContaining({ action: 'user.role', details: { via: 'npm run user:role', before: { role: 'user' }, after: { role: 'owner' } } })]);
  }, 240_000);
});
