import { eq } from 'drizzle-orm';
import { users } from '@/db/schema';
import * as bioRoute from '@/app/auth/users/[userId]/bio/route';
import * as badgeRoute from '@/app/auth/users/[userId]/badge/route';
import * as ownProfileRoute from '@/app/auth/users/profile/[userId]/route';
import * as publicProfileRoute from '@/app/auth/public-profile/[id]/route';
import * as unknownAuthRoute from '@/app/auth/[...path]/route';
import * as meRoute from '@/app/auth/me/route';
import { BIO_MAX_LENGTH, bioLength } from '@/lib/validation/bio';
import { insertAchievement, unlock } from '@/tests/helpers/achievement-fixtures';
import { actAs, insertUser, seedStats } from '@/tests/helpers/progress-fixtures';
import { sendToRoute } from '@/tests/helpers/route-request';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

jest.mock('@/lib/auth/session', () => jest.requireActual('@/tests/helpers/session-mock').sessionModuleMock({ refreshSession: jest.fn(async () => true) }));

const BIO = 'app/auth/users/[userId]/bio/route.ts';
const BADGE = 'app/auth/users/[userId]/badge/route.ts';
const OWN = 'app/auth/users/profile/[userId]/route.ts';
const PUBLIC = 'app/auth/public-profile/[id]/route.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

const putBio = (userId: string, bio: unknown) => sendToRoute(BIO, bioRoute.PUT, { method: 'PUT', params: { userId }, body: { bio } });
const putBadge = (userId: string, id: unknown) => sendToRoute(BADGE, badgeRoute.PUT, { method: 'PUT', params: { userId }, body: { badge_achievement_id: id } });
const publicProfile = (id: string) => sendToRoute(PUBLIC, publicProfileRoute.GET, { method: 'GET', params: { id } });
const row = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0];

describe('bio: at most 300, a line break counts as 50 (the same function as the form)', () => {
  test.each([
    ['300 plain characters', 'a'.repeat(300), 200],
    ['301 plain characters', 'a'.repeat(301), 400],
    ['250 characters and one line break (300)', `${'a'.repeat(125)}\n${'b'.repeat(125)}`, 200],
    ['251 characters and one line break (301)', `${'a'.repeat(126)}\n${'b'.repeat(125)}`, 400],
    ['a Windows line break counts once, as 50', `${'a'.repeat(125)}\r\n${'b'.repeat(125)}`, 200],
    ['five line breaks between two letters (252)', `a${'\n'.repeat(5)}b`, 200],
    ['six line breaks between two letters (302)', `a${'\n'.repeat(6)}b`, 400],
    ['an emoji is one character', '🐱'.repeat(300), 200],
  ])('%s', async (_label, bio, status) => {
    const player = await insertUser(database.db);
    await actAs(player);
    const answer = await putBio(player, bio);
    expect(answer.status).toBe(status);
    const stored = (await row(player)).bio;
    if (status === 200) {
      expect(answer.json).toEqual({ success: true, bio: stored });
      expect(bioLength(stored)).toBeLessThanOrEqual(BIO_MAX_LENGTH);
      expect(stored).not.toContain('\r');
    } else {
      expect(answer.json?.error).toMatch(/at most 300 characters \(a line break counts as 50\)/);
      expect(stored).toBe('');
    }
  });

  test('surrounding blank space is dropped; markup is stored as the text it is', async () => {
    const player = await insertUser(database.db, { username: 'BioMarkup' });
    await actAs(player);
    const bio = '<img src=x onerror=alert(1)> **bold**';
    expect((await putBio(player, `  \n${bio}\n  `)).json).toEqual({ success: true, bio });
    expect(((await publicProfile('BioMarkup')).json as { bio: string }).bio).toBe(bio);
  });

  test("another player's bio cannot be changed: 403, for staff too, and nothing changes", async () => {
    const owner = await insertUser(database.db);
    await actAs(owner);
    await putBio(owner, 'Mine.');
    for (const role of ['user', 'admin', 'owner'] as const) {
      await actAs(await insertUser(database.db, { role }));
      const answer = await putBio(owner, 'Hijacked.');
      expect({ role, status: answer.status, error: answer.json?.error }).toEqual({ role, status: 403, error: 'You can only change your own profile and account.' });
    }
    expect((await row(owner)).bio).toBe('Mine.');
  });

  test('a bio that is not text: 400', async () => {
    const player = await insertUser(database.db);
    await actAs(player);
    for (const bad of [42, null, ['a'], 'a\u0000b']) expect((await putBio(player, bad)).status).toBe(400);
  });
});

describe('badge: only one of your own unlocked achievements', () => {
  test('pick an unlocked one, see it on /auth/me and the public profile, then remove it', async () => {
    const player = await insertUser(database.db, { username: 'BadgeWearer' });
    const achievement = await insertAchievement(database.db, { name: 'Badge Probe', rarity: 'epic', description: 'A probe.' });
    await unlock(database.db, player, achievement);
    await actAs(player);

    const answer = await putBadge(player, achievement);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, badge: { id: achievement, name: 'Badge Probe', description: 'A probe.', rarity: 'epic', image_filename: expect.any(String) } });
    const me = await sendToRoute('app/auth/me/route.ts', meRoute.GET, { method: 'GET' });
    expect((me.json as { user: { badge: { name: string } } }).user.badge.name).toBe('Badge Probe');
    expect((await publicProfile('BadgeWearer')).json?.badge).toEqual({ name: 'Badge Probe', description: 'A probe.', rarity: 'epic', image_filename: expect.any(String) });

    expect((await putBadge(player, null)).json).toEqual({ success: true, badge: null });
    expect((await row(player)).badgeAchievementId).toBeNull();
  });

  test('a locked or unknown achievement is a 409 with a clear message, and the badge stays', async () => {
    const player = await insertUser(database.db);
    const worn = await insertAchievement(database.db);
    const locked = await insertAchievement(database.db);
    await unlock(database.db, player, worn);
    await actAs(player);
    await putBadge(player, worn);
    for (const id of [locked, 999_999]) {
      const answer = await putBadge(player, id);
      expect({ status: answer.status, error: answer.json?.error }).toEqual({ status: 409, error: 'You can only wear a badge you have unlocked.' });
    }
    expect((await row(player)).badgeAchievementId).toBe(worn);
  });

  test("another player's badge cannot be changed (403), even to one they unlocked", async () => {
    const owner = await insertUser(database.db);
    const achievement = await insertAchievement(database.db);
    await unlock(database.db, owner, achievement);
    await actAs(await insertUser(database.db, { role: 'admin' }));
    expect((await putBadge(owner, achievement)).status).toBe(403);
    expect((await row(owner)).badgeAchievementId).toBeNull();
  });

  test('an id that is not a whole positive number is a 400', async () => {
    const player = await insertUser(database.db);
    await actAs(player);
    for (const bad of ['1', 1.5, -1, 0, 2 ** 40, {}]) expect((await putBadge(player, bad)).status).toBe(400);
  });
});

describe('profiles: the whole one for yourself and admins, only public fields for everyone', () => {
  let player: string;
  beforeAll(async () => {
    player = await insertUser(database.db, { username: 'PublicPat' });
    await database.db.update(users).set({ bio: 'Hello there.', lastLogin: new Date() }).where(eq(users.id, player));
    await seedStats(database.db, player, 'pokemon', { current: 3, best: 7, daily: 10, total: 14 });
    await seedStats(database.db, player, 'bible-books', { current: 0, best: 2, daily: 4, total: 4 });
    const older = await insertAchievement(database.db, { name: 'Older One', rarity: 'common' });
    const newer = await insertAchievement(database.db, { name: 'Newer One', rarity: 'legendary' });
    await unlock(database.db, player, older, new Date('2026-01-01T12:00:00Z'));
    await unlock(database.db, player, newer, new Date('2026-02-01T12:00:00Z'));
  });

  test('the public profile has exactly the public fields: no id, e-mail, role or last login', async () => {
    await actAs(null);
    const answer = await publicProfile('PublicPat');
    expect(answer.status).toBe(200);
    const profile = answer.json!;
    expect(Object.keys(profile).sort()).toEqual(['achievements', 'badge', 'bio', 'created_at', 'profile_picture', 'summary', 'total_achievements', 'username']);
    expect(profile).toMatchObject({ username: 'PublicPat', bio: 'Hello there.', badge: null, profile_picture: null, total_achievements: 2 });
    expect(profile.summary).toEqual({ total_games: 18, total_daily_games: 14, overall_best_streak: 7 });
    expect((profile.achievements as { name: string }[]).map((a) => a.name)).toEqual(['Newer One', 'Older One']);
    for (const achievement of profile.achievements as Record<string, unknown>[]) {
      expect(Object.keys(achievement).sort()).toEqual(['category', 'description', 'image_filename', 'name', 'rarity', 'unlocked_at']);
    }
    expect(answer.text).not.toMatch(/@example\.com|"role"|last_login|"email"/);
    expect(answer.text).not.toContain(player);
  });

  test('by id, or by username in any case, is the same profile; unknown is a 404 "User not found"', async () => {
    const byName = await publicProfile('PublicPat');
    expect((await publicProfile('publicpat')).json).toEqual(byName.json);
    expect((await publicProfile(player)).json).toEqual(byName.json);
    const unknown = await publicProfile('NobodyHere');
    expect({ status: unknown.status, error: unknown.json?.error }).toEqual({ status: 404, error: 'User not found' });
  });

  test('a player who has not chosen a username has no public profile', async () => {
    const unnamed = await insertUser(database.db, { username: null });
    expect((await publicProfile(unnamed)).status).toBe(404);
  });

  test('the own profile, with e-mail and role (who else may read it: the authorization matrix)', async () => {
    const read = async (caller: string | null) => {
      await actAs(caller);
      return sendToRoute(OWN, ownProfileRoute.GET, { method: 'GET', params: { userId: player } });
    };
    await actAs(player);
    const own = await read(player);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ user: { id: player, username: 'PublicPat', role: 'user', email: expect.stringContaining('@') }, summary: { total_games: 18 } });
    expect((own.json as { achievements: unknown[] }).achievements).toHaveLength(2);
  });
});

test('unknown /auth/* calls answer a JSON 404 (they used to redirect to the home page)', async () => {
  for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
    const answer = await sendToRoute('app/auth/[...path]/route.ts', unknownAuthRoute[method], { method, params: { path: ['no', 'such'] }, body: method === 'GET' ? undefined : {} });
    expect({ method, status: answer.status, code: answer.json?.code }).toEqual({ method, status: 404, code: 'not_found' });
  }
});
