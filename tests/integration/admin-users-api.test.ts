/**
 * The admin User Management calls (issue 16) against a real database: the list (search, sort, pages),
 * the dashboard counts, the role rules one by one, the statistics editor's validation, grant and revoke,
 * refresh-achievements, and the audit rows every change writes.
 */
import { and, desc, eq } from 'drizzle-orm';
import { GET as dashboard } from '@/app/api/admin/dashboard/route';
import { GET as listUsers } from '@/app/api/admin/users/route';
import { PUT as updateUser } from '@/app/api/admin/users/[id]/route';
import { GET as readStats, PUT as writeStats } from '@/app/api/admin/users/[id]/stats/route';
import { GET as readAchievements } from '@/app/api/admin/users/[id]/achievements/route';
import { POST as grant } from '@/app/api/admin/users/[id]/achievements/grant/route';
import { DELETE as revoke } from '@/app/api/admin/users/[id]/achievements/revoke/route';
import { POST as refresh } from '@/app/api/admin/actions/refresh-achievements/route';
import { zeroBrokenStreaks } from '@/db/queries/admin-users';
import { refreshAchievements } from '@/lib/services/admin/users';
import { achievements, adminAuditLog, dailyWins, gameStats, userAchievements, users } from '@/db/schema';
import { addDays, chicagoDate, chicagoDayStart } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { achievementIdOf, actAs, insertUser, seedStats } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
const today = chicagoDate();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

type AdminUser = { id: string; username: string | null; role: string; total_games_across_all: number; max_current_streak: number; max_best_streak: number };
type UserList = { users: AdminUser[]; pagination: { currentPage: number; totalPages: number; totalUsers: number; limit: number } };
const list = (query = '') => callRoute<UserList>(listUsers, { path: `/api/admin/users${query}` });
const edit = (id: string, body: unknown) => callRoute<{ user: AdminUser; error?: string }>(updateUser, { method: 'PUT', params: { id }, body, path: `/api/admin/users/${id}` });
type Stat = { game: string; total_games_played: number; total_daily_games_played: number; best_daily_streak: number; current_daily_streak: number };
const stats = (id: string) => callRoute<{ stats: Stat[] }>(readStats, { params: { id }, path: `/api/admin/users/${id}/stats` });
const saveStats = (id: string, gameStats: unknown) => callRoute<{ stats: Stat[]; error?: string }>(writeStats, { method: 'PUT', params: { id }, body: { gameStats }, path: `/api/admin/users/${id}/stats` });
const grantTo = (id: string, achievementId: unknown) => callRoute<{ granted: boolean }>(grant, { method: 'POST', params: { id }, body: { achievementId }, path: `/api/admin/users/${id}/achievements/grant` });
const revokeFrom = (id: string, achievementId: unknown) => callRoute<{ revoked: boolean }>(revoke, { method: 'DELETE', params: { id }, body: { achievementId }, path: `/api/admin/users/${id}/achievements/revoke` });
const roleOf = async (id: string) => (await db().select({ role: users.role }).from(users).where(eq(users.id, id)))[0].role;
const auditOf = (action: string, target: string) =>
  db().select().from(adminAuditLog).where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetUserId, target))).orderBy(desc(adminAuditLog.id));
const achievementId = (key: string) => achievementIdOf(db(), key);

describe('who may call', () => {
  test.each([
    ['anonymous', null],
    ['a player', 'user'],
    ['a moderator', 'moderator'],
  ] as const)('%s (role %s) is refused every admin user call (its status: the authorization matrix), and nothing changes', async (_who, role) => {
    const target = await insertUser(db(), { username: 'Untouched' + (role ?? 'anon') });
    actAs(role ? await insertUser(db(), { role }) : null);
    await edit(target, { role: 'admin' });
    await saveStats(target, [{ game: 'pokemon', total_games_played: 9, total_daily_games_played: 9, best_daily_streak: 9 }]);
    await grantTo(target, await achievementId('wins-1'));
    await callRoute(refresh, { method: 'POST' });
    expect(await roleOf(target)).toBe('user');
    expect(await db().select().from(gameStats).where(eq(gameStats.userId, target))).toEqual([]);
  });
});

describe('the list', () => {
  let admin: string;
  const names = ['Zed', 'amy', 'Bob', 'carl', 'Dora', 'eve'];
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    admin = await insertUser(db(), { username: 'ListAdmin', role: 'admin' });
    for (const [index, name] of names.entries()) {
      ids[name] = await insertUser(db(), { username: `Lst${name}` });
      await db().update(users).set({ createdAt: new Date(Date.UTC(2026, 0, 1 + index)), email: `${name.toLowerCase()}@list.example` }).where(eq(users.id, ids[name]));
    }
    await seedStats(db(), ids.amy, 'pokemon', { current: 4, best: 9, last: today, daily: 20, total: 30 });
    await seedStats(db(), ids.amy, 'bible-books', { current: 2, best: 2, last: today, daily: 2, total: 5 });
    await seedStats(db(), ids.Bob, 'pokemon', { current: 7, best: 7, last: today, daily: 7, total: 7 });
    // A streak whose last win was three days ago is broken: it lists as 0.
    await seedStats(db(), ids.carl, 'aoe2-units', { current: 12, best: 12, last: addDays(today, -3), daily: 12, total: 12 });
  });
  beforeEach(() => actAs(admin));

  test('the aggregates are kept from the stats rows: games summed, streaks the highest', async () => {
    const { json } = await list('?search=lstamy');
    expect(json.users).toEqual([expect.objectContaining({ username: 'Lstamy', total_games_across_all: 35, max_current_streak: 4, max_best_streak: 9 })]);
  });

  test('search matches the start of a username or e-mail, ignoring case; sorting and paging keep to the matches', async () => {
    expect((await list('?search=LSTBOB')).json.users.map((user) => user.username)).toEqual(['LstBob']);
    expect((await list('?search=dora%40list')).json.users.map((user) => user.username)).toEqual(['LstDora']);
    expect((await list('?search=tBob')).json.users).toEqual([]);
    expect((await list('?search=%25')).json.users).toEqual([]);
    const page = await list('?search=lst&sortBy=username&sortOrder=asc&limit=4&page=2');
    expect(page.json.users.map((user) => user.username)).toEqual(['Lsteve', 'LstZed']);
    expect(page.json.pagination).toEqual({ currentPage: 2, totalPages: 2, totalUsers: 6, limit: 4 });
  });

  test('default order is newest first; each sortable column sorts both ways', async () => {
    const newest = await list('?search=lst');
    expect(newest.json.users.map((user) => user.username)).toEqual(['Lsteve', 'LstDora', 'Lstcarl', 'LstBob', 'Lstamy', 'LstZed']);
    const byGames = await list('?search=lst&sortBy=total_games_across_all&sortOrder=desc&limit=3');
    expect(byGames.json.users.map((user) => user.username)).toEqual(['Lstamy', 'Lstcarl', 'LstBob']);
    const byStreak = await list('?search=lst&sortBy=max_current_streak&sortOrder=desc&limit=2');
    expect(byStreak.json.users.map((user) => [user.username, user.max_current_streak])).toEqual([['LstBob', 7], ['Lstamy', 4]]);
    const byBest = await list('?search=lst&sortBy=max_best_streak&sortOrder=asc&limit=6');
    expect(byBest.json.users.slice(-1)[0].username).toBe('Lstcarl');
    const byEmail = await list('?search=lst&sortBy=email&sortOrder=desc&limit=1');
    expect(byEmail.json.users[0].username).toBe('LstZed');
  });

  test('a broken streak is zeroed when the list is read', async () => {
    const { json } = await list('?search=lstcarl');
    expect(json.users[0]).toEqual(expect.objectContaining({ max_current_streak: 0, max_best_streak: 12 }));
    const [row] = await db().select().from(gameStats).where(eq(gameStats.userId, ids.carl));
    expect(row.currentDailyStreak).toBe(0);
  });

  test('a backlog of broken streaks is worked off a batch per call, oldest first, running ones untouched', async () => {
    const players = await Promise.all([1, 2, 3].map(() => insertUser(db())));
    for (const [index, player] of players.entries()) await seedStats(db(), player, 'bible-books', { current: 5, best: 5, last: addDays(today, -4 - index), daily: 5, total: 5 });
    const alive = await insertUser(db());
    await seedStats(db(), alive, 'bible-books', { current: 5, best: 5, last: addDays(today, -1), daily: 5, total: 5 });
    const current = async (player: string) => (await db().select().from(gameStats).where(eq(gameStats.userId, player)))[0].currentDailyStreak;
    expect(await zeroBrokenStreaks(db(), addDays(today, -1), 2)).toBe(2);
    expect(await Promise.all(players.map(current))).toEqual([5, 0, 0]);
    expect(await zeroBrokenStreaks(db(), addDays(today, -1), 2)).toBe(1);
    expect(await zeroBrokenStreaks(db(), addDays(today, -1), 2)).toBe(0);
    expect(await current(alive)).toBe(5);
  });

  test.each([
    ['?sortBy=password', 'sortBy must be one of'],
    ['?sortOrder=sideways', 'sortOrder must be asc or desc'],
    ['?page=0', 'Page must be a whole number'],
    ['?limit=101', 'Limit must be a whole number'],
    ['?role=owner', 'Unrecognized key'],
  ])('%s is a 400 naming the problem', async (query, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(String((answer.json as unknown as { error: string }).error)).toContain(message);
  });
});

test('the dashboard counts players, new ones today and this week (Chicago days), and today\'s active ones', async () => {
  const admin = await insertUser(db(), { role: 'admin' });
  actAs(admin);
  const before = (await callRoute<Record<string, number>>(dashboard)).json;
  const old = await insertUser(db());
  await db().update(users).set({ createdAt: chicagoDayStart(addDays(today, -10)), lastLogin: new Date() }).where(eq(users.id, old));
  const thisWeek = await insertUser(db());
  await db().update(users).set({ createdAt: chicagoDayStart(addDays(today, -3)) }).where(eq(users.id, thisWeek));
  const fresh = await insertUser(db());
  await seedStats(db(), fresh, 'pokemon', { current: 1, last: today });
  await db().update(gameStats).set({ lastPlayedAt: new Date() }).where(eq(gameStats.userId, fresh));
  const after = (await callRoute<Record<string, number>>(dashboard)).json;
  expect(after.totalUsers - before.totalUsers).toBe(3);
  expect(after.newUsersToday - before.newUsersToday).toBe(1);
  expect(after.newUsersThisWeek - before.newUsersThisWeek).toBe(2);
  // The old player signed in today, the fresh one played: both active.
  expect(after.activeUsersToday - before.activeUsersToday).toBe(2);
});

describe('editing a player: the role rules', () => {
  test('an admin renames a player and gives them a role; one audit row says who, before and after', async () => {
    const admin = await insertUser(db(), { role: 'admin' });
    const player = await insertUser(db(), { username: 'OldName' });
    actAs(admin);
    const answer = await edit(player, { username: 'NewName', role: 'moderator' });
    expect(answer.status).toBe(200);
    expect(answer.json.user).toEqual(expect.objectContaining({ id: player, username: 'NewName', role: 'moderator' }));
    const [rename] = await auditOf('user.username', player);
    expect(rename).toEqual(expect.objectContaining({ actorId: admin, details: { by: 'admin', before: { username: 'OldName' }, after: { username: 'NewName' } } }));
    // The same action and shape as every other role change (npm run user:role, OWNER_EMAILS: tests/integration/roles.test.ts).
    const [role] = await auditOf('user.role', player);
    expect(role).toEqual(expect.objectContaining({ actorId: admin, details: { by: 'admin', before: { role: 'user' }, after: { role: 'moderator' } } }));
  });

  test.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters long'],
    [{ username: 'a'.repeat(21) }, 'Username must be 20 characters or less'],
    [{ username: 'bad name!' }, 'Username can only contain letters and numbers'],
    [{ username: '' }, 'Username is required'],
    [{ role: 'superuser' }, 'Role is required'],
    [{}, 'Send a username, a role or both.'],
  ])('%j is a 400: %s', async (body, message) => {
    actAs(await insertUser(db(), { role: 'admin' }));
    const player = await insertUser(db(), { username: 'Keeps' + Math.random().toString(36).slice(2, 8) });
    const answer = await edit(player, body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toContain(message);
  });

  test('a username taken in another case is a 409 and nothing changes', async () => {
    actAs(await insertUser(db(), { role: 'admin' }));
    await insertUser(db(), { username: 'TakenOne' });
    const player = await insertUser(db(), { username: 'FreeOne' });
    const answer = await edit(player, { username: 'takenone', role: 'moderator' });
    expect(answer.status).toBe(409);
    expect(await roleOf(player)).toBe('user');
  });

  test('only owners give the owner role', async () => {
    const player = await insertUser(db());
    actAs(await insertUser(db(), { role: 'admin' }));
    const refused = await edit(player, { role: 'owner' });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('Only owners can assign owner role');
    actAs(await insertUser(db(), { role: 'owner' }));
    expect((await edit(player, { role: 'owner' })).status).toBe(200);
    expect(await roleOf(player)).toBe('owner');
  });

  test('an admin cannot edit an owner or another admin at all, not even rename them; an owner can', async () => {
    const owner = await insertUser(db(), { role: 'owner' });
    const otherAdmin = await insertUser(db(), { role: 'admin', username: 'OtherAdmin' });
    const admin = await insertUser(db(), { role: 'admin' });
    actAs(admin);
    expect((await edit(owner, { username: 'Renamed1' })).json.error).toBe('Only owners can edit an owner.');
    expect((await edit(owner, { role: 'user' })).status).toBe(403);
    expect((await edit(otherAdmin, { role: 'user' })).json.error).toBe('Only owners can edit another admin.');
    const rename = await edit(otherAdmin, { username: 'Renamed2' });
    expect(rename.status).toBe(403);
    expect(rename.json.error).toBe('Only owners can edit another admin.');
    expect(await db().select({ username: users.username, role: users.role }).from(users).where(eq(users.id, otherAdmin))).toEqual([{ username: 'OtherAdmin', role: 'admin' }]);
    // Each refusal is in the audit log: who, what was asked, why.
    const [refusal] = await auditOf('user.update.refused', otherAdmin);
    expect(refusal).toEqual(expect.objectContaining({ actorId: admin, details: { by: 'admin', asked: { username: 'Renamed2' }, refused: 'Only owners can edit another admin.' } }));
    expect(await auditOf('user.update.refused', owner)).toHaveLength(2);
    actAs(owner);
    expect((await edit(otherAdmin, { username: 'Renamed2', role: 'user' })).status).toBe(200);
  });

  test('the last owner cannot be demoted, not even by themselves; with two owners one may step down', async () => {
    await db().update(users).set({ role: 'admin' }).where(eq(users.role, 'owner'));
    const owner = await insertUser(db(), { role: 'owner' });
    actAs(owner);
    const refused = await edit(owner, { role: 'admin' });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('The last owner cannot be demoted.');
    const second = await insertUser(db(), { role: 'owner' });
    actAs(second);
    expect((await edit(owner, { role: 'user' })).status).toBe(200);
    expect((await edit(second, { role: 'admin' })).json.error).toBe('The last owner cannot be demoted.');
  });

  test('an admin who demotes themselves loses admin calls on the next request', async () => {
    const admin = await insertUser(db(), { role: 'admin' });
    actAs(admin);
    expect((await edit(admin, { role: 'user' })).status).toBe(200);
    expect((await list()).status).toBe(403);
  });

  test('an unknown player is a 404', async () => {
    actAs(await insertUser(db(), { role: 'admin' }));
    expect((await edit('no-such-user', { role: 'user' })).status).toBe(404);
  });

  test('becoming owner unlocks the Creator badge', async () => {
    const player = await insertUser(db());
    actAs(await insertUser(db(), { role: 'owner' }));
    await edit(player, { role: 'owner' });
    const unlocked = await db().select().from(userAchievements).where(and(eq(userAchievements.userId, player), eq(userAchievements.achievementId, await achievementId('creator'))));
    expect(unlocked).toHaveLength(1);
  });
});

describe('the statistics editor', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await insertUser(db(), { role: 'admin' });
  });
  beforeEach(() => actAs(admin));
  const edit5 = (best: number) => ({ game: 'pokemon', total_games_played: 60, total_daily_games_played: 50, best_daily_streak: best });

  test('all five games are read, zeros where nothing was played, the current streak as of today', async () => {
    const player = await insertUser(db());
    await seedStats(db(), player, 'pokemon', { current: 3, best: 5, last: addDays(today, -1), daily: 8, total: 11 });
    const { json } = await stats(player);
    expect(json.stats).toHaveLength(5);
    expect(json.stats.find((stat) => stat.game === 'pokemon')).toEqual(expect.objectContaining({ total_games_played: 11, total_daily_games_played: 8, best_daily_streak: 5, current_daily_streak: 3 }));
    expect(json.stats.find((stat) => stat.game === 'aoe2-units')).toEqual(expect.objectContaining({ total_games_played: 0, current_daily_streak: 0 }));
  });

  test('a save writes the values, keeps the current streak, updates the list aggregates and audits before and after', async () => {
    const player = await insertUser(db(), { username: 'StatsPlayer' });
    await seedStats(db(), player, 'pokemon', { current: 3, best: 5, last: today, daily: 8, total: 11 });
    const answer = await saveStats(player, [edit5(42), { game: 'aoe2-units', total_games_played: 2, total_daily_games_played: 0, best_daily_streak: 0 }]);
    expect(answer.status).toBe(200);
    expect(answer.json.stats.find((stat) => stat.game === 'pokemon')).toEqual(expect.objectContaining({ total_games_played: 60, total_daily_games_played: 50, best_daily_streak: 42, current_daily_streak: 3 }));
    const listed = (await list('?search=statsplayer')).json.users[0];
    expect(listed).toEqual(expect.objectContaining({ total_games_across_all: 62, max_best_streak: 42, max_current_streak: 3 }));
    const [audit] = await auditOf('user.stats', player);
    expect(audit.details).toEqual({
      games: [
        { game: 'pokemon', before: { total_games_played: 11, total_daily_games_played: 8, best_daily_streak: 5 }, after: { total_games_played: 60, total_daily_games_played: 50, best_daily_streak: 42 } },
        { game: 'aoe2-units', before: { total_games_played: 0, total_daily_games_played: 0, best_daily_streak: 0 }, after: { total_games_played: 2, total_daily_games_played: 0, best_daily_streak: 0 } },
      ],
    });
  });

  test('a best streak below the current one is a 400, and nothing of the request is written', async () => {
    const player = await insertUser(db());
    await seedStats(db(), player, 'pokemon', { current: 6, best: 6, last: today, daily: 6, total: 6 });
    const answer = await saveStats(player, [{ game: 'aoe2-units', total_games_played: 5, total_daily_games_played: 5, best_daily_streak: 5 }, { game: 'pokemon', total_games_played: 9, total_daily_games_played: 9, best_daily_streak: 5 }]);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('Best streak in Pokemon (original 151) cannot be below the current streak (6).');
    expect(await db().select().from(gameStats).where(and(eq(gameStats.userId, player), eq(gameStats.game, 'aoe2-units')))).toEqual([]);
    expect(await auditOf('user.stats', player)).toEqual([]);
  });

  test.each([
    [[{ ...edit5(1), total_games_played: -1 }], 'Total games cannot be negative.'],
    [[{ ...edit5(1), best_daily_streak: 1.5 }], 'Best streak must be a whole number.'],
    [[{ ...edit5(1), total_daily_games_played: '10' }], 'Daily games must be a whole number.'],
    [[{ ...edit5(1), total_games_played: 2_000_000 }], 'Total games can be at most 1000000.'],
    [[{ ...edit5(1), total_daily_games_played: 70 }], 'Daily games cannot be more than total games.'],
    [[edit5(51)], 'Best streak cannot be more than daily games'],
    [[{ ...edit5(1), game: 'tetris' }], 'Game must be one of'],
    [[edit5(1), edit5(2)], 'Each game at most once.'],
    [[], 'Send at least one game.'],
  ])('%j is a 400: %s', async (body, message) => {
    const player = await insertUser(db());
    const answer = await saveStats(player, body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toContain(message);
  });
});

describe('granting and revoking', () => {
  test('both are idempotent, audited once, keep the player counts, and a revoked badge comes off', async () => {
    actAs(await insertUser(db(), { role: 'admin' }));
    const player = await insertUser(db());
    const id = await achievementId('wins-10');
    const count = async () => (await db().select({ n: achievements.unlockedCount }).from(achievements).where(eq(achievements.id, id)))[0].n;
    const before = await count();
    expect((await grantTo(player, id)).json).toEqual({ granted: true });
    expect((await grantTo(player, id)).json).toEqual({ granted: false });
    expect(await count()).toBe(before + 1);
    const panel = await callRoute<{ achievements: { id: number }[]; userAchievements: { achievement_id: number }[] }>(readAchievements, { params: { id: player }, path: `/api/admin/users/${player}/achievements` });
    expect(panel.json.achievements.length).toBeGreaterThanOrEqual(30);
    expect(panel.json.userAchievements).toEqual([expect.objectContaining({ achievement_id: id })]);
    await db().update(users).set({ badgeAchievementId: id }).where(eq(users.id, player));
    expect((await revokeFrom(player, id)).json).toEqual({ revoked: true });
    expect((await revokeFrom(player, id)).json).toEqual({ revoked: false });
    expect(await count()).toBe(before);
    expect((await db().select({ badge: users.badgeAchievementId }).from(users).where(eq(users.id, player)))[0].badge).toBeNull();
    expect((await auditOf('achievement.grant', player)).length).toBe(1);
    expect((await auditOf('achievement.revoke', player)).length).toBe(1);
  });

  test('an unknown achievement or player is a 404; a malformed id a 400', async () => {
    actAs(await insertUser(db(), { role: 'admin' }));
    const player = await insertUser(db());
    expect((await grantTo(player, 999_999)).status).toBe(404);
    expect((await grantTo('nobody', await achievementId('wins-1'))).status).toBe(404);
    expect((await grantTo(player, '1')).status).toBe(400);
    expect((await revokeFrom(player, -1)).status).toBe(400);
  });
});

test('refresh-achievements grants what the recorded history earns, once', async () => {
  actAs(await insertUser(db(), { role: 'owner' }));
  const player = await insertUser(db());
  await seedStats(db(), player, 'pokemon', { current: 7, best: 7, last: today, daily: 7, total: 7 });
  await db().insert(dailyWins).values(Array.from({ length: 7 }, (_, k) => ({ userId: player, game: 'pokemon', date: addDays(today, -k), attempts: k === 0 ? 1 : 3 })));
  const first = await callRoute<{ players: number; granted: number; next: string | null }>(refresh, { method: 'POST', path: '/api/admin/actions/refresh-achievements' });
  expect(first.status).toBe(200);
  expect(first.json.next).toBeNull();
  const keys = (await db().select({ key: achievements.key }).from(userAchievements).innerJoin(achievements, eq(achievements.id, userAchievements.achievementId)).where(eq(userAchievements.userId, player))).map((row) => row.key);
  expect(keys).toEqual(expect.arrayContaining(['streak-3', 'streak-7', 'streak-7-pokemon', 'wins-1', 'flawless']));
  expect(first.json.granted).toBeGreaterThanOrEqual(5);
  const second = await callRoute<{ players: number; granted: number; next: string | null }>(refresh, { method: 'POST', path: '/api/admin/actions/refresh-achievements' });
  expect(second.json).toEqual({ players: first.json.players, granted: 0, next: null });
  const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'achievements.refresh')).orderBy(desc(adminAuditLog.id));
  expect(audit.details).toEqual({ after: null, next: null, players: first.json.players, granted: 0 });
});

test('refresh-achievements goes on from where a call stopped, a stretch at a time, until every player was seen', async () => {
  const owner = await insertUser(db(), { role: 'owner' });
  const walker = { id: owner, role: 'owner' as const, username: 'walker', name: null, email: null, image: null };
  const everyone = (await db().select({ id: users.id }).from(users)).length;
  let after: string | null = null;
  let seen = 0;
  let calls = 0;
  do {
    const stretch: { players: number; next: string | null } = await refreshAchievements(db(), walker as never, after, { budgetMs: 0, batch: 7 });
    seen += stretch.players;
    after = stretch.next;
    calls += 1;
  } while (after !== null);
  expect(seen).toBe(everyone);
  expect(calls).toBe(Math.floor(everyone / 7) + 1);
  actAs(owner);
  expect((await callRoute(refresh, { method: 'POST', path: '/api/admin/actions/refresh-achievements?after=%00' })).status).toBe(400);
});
