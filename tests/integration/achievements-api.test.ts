import { and, eq, inArray } from 'drizzle-orm';
import { GET as getAll } from '@/app/api/achievements/route';
import { GET as getOwn } from '@/app/api/achievements/user/[userId]/route';
import { GET as getPublic } from '@/app/api/achievements/public/user/[userId]/route';
import { GET as getPublicAll } from '@/app/api/achievements/public/user/[userId]/all/route';
import { POST as markNotified } from '@/app/api/achievements/mark-notified/route';
import { POST as easterEgg } from '@/app/api/achievements/easter-egg/route';
import { POST as userActivity } from '@/app/api/user-activities/route';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { POST as setRole } from '@/app/api/test/role/route';
import { achievements, dailyWins, gameStats, userAchievements, users } from '@/db/schema';
import { addDays, chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, insertUser, seedStats, setTodaysSecret } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
beforeAll(async () => {
  database = await createTestDatabase();
  await setTodaysSecret(db(), 'pokemon', 'Eevee');
  await setTodaysSecret(db(), 'bible-books', 'Ruth');
  // The first 100 accounts are founders: fill those places so that the players below are not.
  for (let i = 0; i < 100; i++) await insertUser(db(), { username: null });
});
afterAll(async () => database.destroy());

const today = () => chicagoDate();
const guess = (game: string, name: string) => callRoute(postDailyGuess, { method: 'POST', params: { game }, body: { guess: name, date: today() } });
type Unlocked = { key: string }[];
const keysOf = (list: Unlocked) => list.map((a) => a.key).sort();

async function unlockedKeys(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ key: achievements.key })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(eq(userAchievements.userId, userId));
  return rows.map((row) => row.key).sort();
}

async function unlockedCount(key: string): Promise<number> {
  const [row] = await db().select({ n: achievements.unlockedCount }).from(achievements).where(eq(achievements.key, key));
  return row.n;
}

/** A kept streak of `days` in `game` ending yesterday, with the daily wins behind it. */
async function streakEndingYesterday(userId: string, game: 'pokemon' | 'bible-books', days: number, extra: { total?: number } = {}) {
  const dates = Array.from({ length: days }, (_, i) => addDays(today(), -days + i));
  await seedStats(db(), userId, game, { current: days, best: days, last: dates.at(-1), daily: days, total: extra.total ?? days });
  await db().insert(dailyWins).values(dates.map((date) => ({ userId, game, date, attempts: 3 })));
}

describe('earned on the server, in the transaction of what earned it', () => {
  test('a first daily win unlocks First Victory, and a first-guess win Flawless too', async () => {
    const player = await insertUser(db());
    actAs(player);
    const answer = await guess('pokemon', 'Eevee');
    expect(answer.status).toBe(200);
    expect(keysOf(answer.json.newAchievements as Unlocked)).toEqual(['flawless', 'wins-1']);
    expect(await unlockedKeys(player)).toEqual(['flawless', 'wins-1']);
  });

  test('a win that crosses the 3-day streak, the 10-win and the 10-daily-win marks unlocks exactly those, once', async () => {
    const player = await insertUser(db());
    await streakEndingYesterday(player, 'pokemon', 2, { total: 9 });
    // Seven older wins, every other day (no streak of three to lose).
    await db().insert(dailyWins).values(Array.from({ length: 7 }, (_, i) => ({ userId: player, game: 'pokemon', date: addDays(today(), -30 - 2 * i), attempts: 4 })));
    await db().update(gameStats).set({ totalDailyGamesPlayed: 9 }).where(eq(gameStats.userId, player));
    actAs(player);
    await guess('pokemon', 'Pikachu');
    const answer = await guess('pokemon', 'Eevee');
    expect(keysOf(answer.json.newAchievements as Unlocked)).toEqual(['pokemon-devotee', 'streak-3', 'wins-1', 'wins-10']);
    expect(answer.json.streak).toBe(3);
    // A second winning call (another tab) records nothing and unlocks nothing.
    expect((await guess('pokemon', 'Eevee')).json.newAchievements).toBeUndefined();
    expect(await unlockedKeys(player)).toEqual(['pokemon-devotee', 'streak-3', 'wins-1', 'wins-10']);
  });

  test('10 concurrent winning requests unlock each achievement once, and the kept counts rise by one', async () => {
    const player = await insertUser(db());
    const before = await unlockedCount('wins-1');
    actAs(player);
    const answers = await Promise.all(Array.from({ length: 10 }, () => guess('bible-books', 'Ruth')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const unlockedByCalls = answers.flatMap((answer) => (answer.json.newAchievements as Unlocked | undefined) ?? []).map((a) => a.key);
    expect(unlockedByCalls.sort()).toEqual(['flawless', 'wins-1']);
    expect(await unlockedKeys(player)).toEqual(['flawless', 'wins-1']);
    expect(await unlockedCount('wins-1')).toBe(before + 1);
  });

  test('a lost streak of 3 days followed by a new win unlocks Broken but Back', async () => {
    const player = await insertUser(db());
    const old = [-10, -9, -8].map((d) => addDays(today(), d));
    await seedStats(db(), player, 'bible-books', { current: 3, best: 3, last: old[2], daily: 3 });
    await db().insert(dailyWins).values(old.map((date) => ({ userId: player, game: 'bible-books', date, attempts: 2 })));
    actAs(player);
    await guess('bible-books', 'Genesis');
    const answer = await guess('bible-books', 'Ruth');
    expect(keysOf(answer.json.newAchievements as Unlocked)).toEqual(['broken-streak', 'streak-3', 'wins-1']);
  });

  test('the easter egg: a signed-in player unlocks Capybara Friend once; another word is a 400', async () => {
    const player = await insertUser(db());
    actAs(player);
    const first = await callRoute(easterEgg, { method: 'POST', body: { easterEgg: 'Capybara' } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true });
    expect(keysOf(first.json.newAchievements as Unlocked)).toEqual(['capybara']);
    expect((await callRoute(easterEgg, { method: 'POST', body: { easterEgg: 'capybara' } })).json.newAchievements).toEqual([]);
    expect((await callRoute(easterEgg, { method: 'POST', body: { easterEgg: 'wombat' } })).status).toBe(400);
    expect(await unlockedKeys(player)).toEqual(['capybara']);
  });

  test('How to Play viewed unlocks Lore Seeker; an unknown activity is a 400 and records nothing', async () => {
    const player = await insertUser(db());
    actAs(player);
    const bad = await callRoute(userActivity, { method: 'POST', body: { activity_type: 'won_the_lottery', game_id: 'pokemon' } });
    expect(bad.status).toBe(400);
    expect(await unlockedKeys(player)).toEqual([]);
    const answer = await callRoute(userActivity, { method: 'POST', body: { activity_type: 'how_to_play_viewed', game_id: 'pokemon', activity_data: { mode: 'daily' } } });
    expect(answer.status).toBe(200);
    expect(keysOf(answer.json.newAchievements as Unlocked)).toEqual(['how-to-play']);
  });

  test('becoming owner unlocks Creator (a user group, legendary)', async () => {
    const player = await insertUser(db());
    actAs(player);
    const previous = process.env.E2E_TEST_HOOKS;
    process.env.E2E_TEST_HOOKS = 'true';
    try {
      const answer = await callRoute(setRole, { method: 'POST', body: { role: 'owner' } });
      expect(keysOf(answer.json.newAchievements as Unlocked)).toEqual(['creator']);
    } finally {
      if (previous === undefined) delete process.env.E2E_TEST_HOOKS;
      else process.env.E2E_TEST_HOOKS = previous;
    }
  });
});

describe('the lists', () => {
  test('GET /api/achievements: the whole catalogue with each one’s kept player count', async () => {
    const answer = await callRoute(getAll);
    expect(answer.status).toBe(200);
    const list = answer.json.achievements as { key: string; globalStats: { unlockedCount: number } }[];
    expect(list.length).toBeGreaterThanOrEqual(30);
    const [counted] = await db().select({ n: achievements.unlockedCount }).from(achievements).where(eq(achievements.key, 'wins-1'));
    expect(list.find((a) => a.key === 'wins-1')?.globalStats.unlockedCount).toBe(counted.n);
    expect(counted.n).toBeGreaterThan(0);
  });

  test('the own list: unlocked, NEW until marked, progress; another player or a guest may not read it', async () => {
    const player = await insertUser(db());
    await streakEndingYesterday(player, 'pokemon', 2, { total: 4 });
    actAs(player);
    await guess('pokemon', 'Eevee');
    const own = await callRoute(getOwn, { params: { userId: player } });
    expect(own.status).toBe(200);
    type Own = { id: number; key: string; unlocked: boolean; notified: boolean; unlocked_date: string | null; progress: { currentDailyStreak: number; currentWins: number } };
    const list = own.json.achievements as Own[];
    const first = list.find((a) => a.key === 'wins-1')!;
    expect(first).toMatchObject({ unlocked: true, notified: false });
    expect(first.unlocked_date).not.toBeNull();
    expect(list.find((a) => a.key === 'streak-7')).toMatchObject({ unlocked: false, progress: { currentDailyStreak: 3, currentWins: 5 } });
    // A game's own goal counts that game's daily wins (2 before today's), not every win.
    expect(list.find((a) => a.key === 'pokemon-devotee')).toMatchObject({ unlocked: false, progress: { currentDailyStreak: 3, currentWins: 3 } });
    expect(list.find((a) => a.key === 'spire-conqueror')).toMatchObject({ progress: { currentDailyStreak: 0, currentWins: 0 } });

    const other = await insertUser(db());
    actAs(other);
    // mark-notified touches only the caller's own unlocks.
    expect((await callRoute(markNotified, { method: 'POST', body: { achievementIds: [first.id] } })).json).toEqual({ ok: true, marked: 0 });

    actAs(player);
    expect((await callRoute(markNotified, { method: 'POST', body: { achievementIds: [first.id] } })).json).toEqual({ ok: true, marked: 1 });
    const [row] = await db().select().from(userAchievements).where(and(eq(userAchievements.userId, player), eq(userAchievements.achievementId, first.id)));
    expect(row.notified).toBe(true);
    expect((await callRoute(markNotified, { method: 'POST', body: { achievementIds: ['1'] } })).status).toBe(400);
  });

  test('the public lists: by username in any case or id, nothing private; an unknown player is a 404', async () => {
    const player = await insertUser(db(), { username: 'PublicTrophies' });
    actAs(player);
    await guess('pokemon', 'Eevee');
    actAs(null);
    const answer = await callRoute(getPublic, { params: { userId: 'publictrophies' } });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json.user as object).sort()).toEqual(['created_at', 'profile_picture', 'username']);
    expect(answer.json.user).toMatchObject({ username: 'PublicTrophies' });
    const text = answer.text;
    expect(text).not.toContain(player);
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('notified');
    expect(text).not.toContain('progress');
    expect(keysOf(answer.json.achievements as Unlocked)).toEqual(['flawless', 'wins-1']);
    const all = await callRoute(getPublicAll, { params: { userId: player } });
    expect((all.json.allAchievements as unknown[]).length).toBe((answer.json.allAchievements as unknown[]).length);
    expect((await callRoute(getPublic, { params: { userId: 'NobodyAtAll' } })).json).toMatchObject({ error: 'User not found' });
    expect((await callRoute(getPublic, { params: { userId: 'NobodyAtAll' } })).status).toBe(404);
  });
});

describe('the kept counts follow unlocks and deletions', () => {
  test('removing an unlock lowers its count', async () => {
    const player = await insertUser(db());
    actAs(player);
    await callRoute(easterEgg, { method: 'POST', body: { easterEgg: 'capybara' } });
    const before = await unlockedCount('capybara');
    const [capybara] = await db().select({ id: achievements.id }).from(achievements).where(eq(achievements.key, 'capybara'));
    await db().delete(userAchievements).where(and(eq(userAchievements.userId, player), inArray(userAchievements.achievementId, [capybara.id])));
    expect(await unlockedCount('capybara')).toBe(before - 1);
  });

  test('one statement granting many unlocks raises each count by its number; deleting the accounts lowers them back', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => insertUser(db())));
    const catalogue = await db().select({ id: achievements.id, key: achievements.key }).from(achievements).where(inArray(achievements.key, ['wins-10', 'streak-30']));
    const before = { wins: await unlockedCount('wins-10'), streak: await unlockedCount('streak-30') };
    const wins10 = catalogue.find((row) => row.key === 'wins-10')!.id;
    const streak30 = catalogue.find((row) => row.key === 'streak-30')!.id;
    await db().insert(userAchievements).values([
      ...players.map((userId) => ({ userId, achievementId: wins10 })),
      ...players.slice(0, 2).map((userId) => ({ userId, achievementId: streak30 })),
    ]);
    expect(await unlockedCount('wins-10')).toBe(before.wins + 5);
    expect(await unlockedCount('streak-30')).toBe(before.streak + 2);

    await db().delete(users).where(inArray(users.id, players));
    expect(await unlockedCount('wins-10')).toBe(before.wins);
    expect(await unlockedCount('streak-30')).toBe(before.streak);
  });
});
