import { eq, sql } from 'drizzle-orm';
import * as rankRoute from '@/app/api/leaderboard/rank/route';
import { gameStats, users } from '@/db/schema';
import { readLeaderboard } from '@/db/queries/leaderboard';
import { recordDailyGuess } from '@/lib/services/daily/recording';
import { getLeaderboardRank } from '@/lib/services/leaderboard/rank';
import { findItemByName } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import { GAME_IDS, type GameId } from '@/lib/games/types';
import { addDays, chicagoDate, chicagoDayStart } from '@/lib/time';
import { actAs, insertUser, seedStats } from '@/tests/helpers/progress-fixtures';
import { sendToRoute } from '@/tests/helpers/route-request';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

jest.mock('@/lib/auth/session', () => jest.requireActual('@/tests/helpers/session-mock').sessionModuleMock());

const RANK = 'app/api/leaderboard/rank/route.ts';
let database: TestDatabase;
const db = () => database.db;
const today = chicagoDate();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

/** A small deterministic generator: the same fixtures every run. */
function generator(seed: number) {
  let state = seed;
  return <T,>(choices: readonly T[]): T => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return choices[state % choices.length];
  };
}

/** Every board's full ranking (readLeaderboard, the table's own query) against each player's counted rank. */
async function expectRanksMatchTheLeaderboard(ids: readonly string[], now: Date) {
  const day = chicagoDate(now);
  for (const game of [undefined, ...GAME_IDS]) {
    const list = await readLeaderboard(db(), { game, limit: 100_000, yesterday: addDays(day, -1) });
    const position = new Map(list.map((row, index) => [row.id, index + 1]));
    for (const userId of ids) {
      const answer = await getLeaderboardRank(db(), { userId, game, now });
      expect({ game: game ?? 'all', userId, ...answer }).toEqual({ game: game ?? 'all', userId, rank: position.get(userId) ?? null, total: list.length });
    }
  }
}

describe('the counted rank is the position in readLeaderboard’s order', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    const pick = generator(29);
    // Few distinct values, so that ties reach every tie-break: streak, best, daily games, the name in any case, the id.
    const names = ['amy', 'Amz', 'bob', 'Bobby', 'carl', 'Cara', 'dee', 'Dex', 'eli', 'Ema', 'fox', 'Fry', 'gus', 'Gwen', 'hal', 'Hugo', 'ivy', 'Ike', 'joe', 'Jax'];
    for (let i = 0; i < 48; i++) {
      const username = i % 12 === 11 ? null : i < names.length ? names[i] : `p${i}${pick(['a', 'B', 'c'])}`;
      const userId = await insertUser(db(), { username });
      ids.push(userId);
      for (const game of GAME_IDS) {
        if (pick([true, true, false])) continue;
        const last = pick([today, addDays(today, -1), addDays(today, -2), addDays(today, -4), null]);
        const current = last === null ? 0 : pick([0, 1, 1, 2, 3]);
        const best = current + pick([0, 0, 1, 2]);
        const daily = pick([0, 1, 2, 2, 3]); // 0: endless wins only (or a kept streak with no daily: still not ranked on that game)
        await seedStats(db(), userId, game, { current, best, last, daily, total: daily + pick([0, 1]) });
      }
    }
  });

  test.each([
    ['today', 0],
    ['tomorrow (yesterday’s streaks still count, the day before’s are broken)', 1],
    ['in two days', 2],
    ['in five days (every streak broken)', 5],
  ])('%s', async (_when, days) => {
    await expectRanksMatchTheLeaderboard(ids, new Date(Date.now() + days * 86_400_000));
  });

  test('a changed username, a cleared one, a zeroed streak and a deleted account are followed', async () => {
    await db().update(users).set({ username: 'AAAfirst' }).where(eq(users.id, ids[3]));
    await db().update(users).set({ username: null }).where(eq(users.id, ids[4]));
    await db().update(gameStats).set({ currentDailyStreak: 0 }).where(sql`${gameStats.lastDailyWinDate} < ${addDays(today, -1)}::date`);
    await db().delete(users).where(eq(users.id, ids[5]));
    await expectRanksMatchTheLeaderboard(ids, new Date());
  });
});

describe('GET /api/leaderboard/rank', () => {
  const get = (query = '') => sendToRoute(RANK, rankRoute.GET, { method: 'GET', query });

  test('a guest is refused (401); an unknown game is a 400', async () => {
    actAs(null);
    expect((await get()).status).toBe(401);
    actAs(await insertUser(db()));
    for (const query of ['game=nope', 'game=', 'game=all', 'game=POKEMON', 'game=__proto__']) {
      const answer = await get(query);
      expect(answer.status).toBe(400);
      expect(String(answer.json?.error)).toContain('Unknown game');
    }
  });

  test('a player without a username, or without a daily win, is not ranked', async () => {
    actAs(await insertUser(db(), { username: null }));
    expect((await get('game=slay-the-spire')).json).toEqual({ rank: null, total: expect.any(Number) });
    actAs(await insertUser(db()));
    expect((await get()).json).toEqual({ rank: null, total: expect.any(Number) });
  });

  test('wins recorded through the daily recording move the player up, per game and for All Games', async () => {
    const game: GameId = 'subnautica-creatures';
    const before = (await get(`game=${game}`)).json as { total: number };
    const runner = await insertUser(db());
    const other = await insertUser(db());
    // Two days of wins for the runner, one for the other player.
    for (const [userId, days] of [[runner, [-1, 0]], [other, [0]]] as const) {
      for (const offset of days) {
        const date = addDays(today, offset);
        const secret = findItemByName(game, 'Peeper')!;
        await recordDailyGuess(db(), userId, { game: getGame(game)!, date, secret }, secret, { now: new Date(chicagoDayStart(date).getTime() + 3_600_000) });
      }
    }
    actAs(runner);
    const runnerRank = (await get(`game=${game}`)).json as { rank: number; total: number };
    actAs(other);
    const otherRank = (await get(`game=${game}`)).json as { rank: number; total: number };
    expect(runnerRank.total).toBe(before.total + 2);
    expect(otherRank.rank).toBeGreaterThan(runnerRank.rank);
    const list = await readLeaderboard(db(), { game, limit: 1000, yesterday: addDays(today, -1) });
    expect(list.findIndex((row) => row.id === runner) + 1).toBe(runnerRank.rank);
    expect((await get()).json).toMatchObject({ rank: expect.any(Number) });
  });
});
