import { eq, sql, type SQL } from 'drizzle-orm';
import * as rankRoute from '@/app/api/leaderboard/rank/route';
import type { Db } from '@/db/client';
import { gameStats, users } from '@/db/schema';
import { recountRunningCounts, recountStreakCounts } from '@/db/queries/consistency-counts';
import { readLeaderboard } from '@/db/queries/leaderboard';
import { readRank, type RankQuery } from '@/db/queries/leaderboard-rank';
import { rowsOf } from '@/db/queries/rows';
import { recordDailyGuess } from '@/lib/services/daily/recording';
import { getLeaderboardRank } from '@/lib/services/leaderboard/rank';
import { findItemByName } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import { GAME_IDS, type GameId } from '@/lib/games/types';
import { addDays, chicagoDate, chicagoDayStart } from '@/lib/time';
import { actAs, insertUser, seedStats } from '@/tests/helpers/progress-fixtures';
import { sendToRoute } from '@/tests/helpers/route-request';
import { seededPick } from '@/tests/helpers/seeded-pick';
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

/** Every board's full ranking (readLeaderboard, the table's own query) against each player's counted rank. */
async function expectRanksMatchTheLeaderboard(ids: readonly string[], now: Date, games: readonly (GameId | undefined)[] = [undefined, ...GAME_IDS]) {
  const day = chicagoDate(now);
  for (const game of games) {
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
    const pick = seededPick(29);
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
    ['yesterday (a clock moved back: today’s wins are in its future)', -1],
  ])('%s', async (_when, days) => {
    await expectRanksMatchTheLeaderboard(ids, new Date(Date.now() + days * 86_400_000));
  });

  test('a changed username, a cleared one, a zeroed streak and a deleted account are followed', async () => {
    await db().update(users).set({ username: 'AAAfirst' }).where(eq(users.id, ids[3]));
    await db().update(users).set({ username: null }).where(eq(users.id, ids[4]));
    await db().update(gameStats).set({ currentDailyStreak: 0 }).where(sql`${gameStats.lastDailyWinDate} < ${addDays(today, -1)}::date`);
    await db().delete(users).where(eq(users.id, ids[5]));
    await expectRanksMatchTheLeaderboard(ids, new Date());
    // The running players' counts followed each of these too (db:check's recount of them).
    expect((await recountRunningCounts(db(), { limit: 5 })).sample).toEqual([]);
    expect((await recountStreakCounts(db(), { limit: 5 })).sample).toEqual([]);
    // The rows these emptied are gone, not kept at 0 (drizzle/0017): the zeroed streaks' days are no longer counted.
    const empty = await db().execute(sql`
      select (select count(*) from leaderboard_standing_counts where players = 0) + (select count(*) from leaderboard_running_counts where players = 0)
           + (select count(*) from leaderboard_streak_counts where players = 0) + (select count(*) from leaderboard_streak_tie_counts where players = 0) as rows`);
    expect(Number(rowsOf<{ rows: string | number }>(empty)[0].rows)).toBe(0);
    const pastDays = await db().execute(sql`select count(*) as rows from leaderboard_running_counts where run_last < ${addDays(today, -1)}::date`);
    expect(Number(rowsOf<{ rows: string | number }>(pastDays)[0].rows)).toBe(0);
  });
});

/**
 * Players written in two statements (one trigger run each, as a bulk insert): ids `${prefix}-0000` on, a username each,
 * and their game_stats rows from `statsOf(index)`.
 */
async function insertPlayers(prefix: string, count: number, statsOf: (index: number) => Omit<typeof gameStats.$inferInsert, 'userId'>[]): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => `${prefix}-${String(index).padStart(4, '0')}`);
  await db().insert(users).values(ids.map((id, index) => ({ id, username: `${prefix.replace(/\W/g, '')}n${index}`, email: `${id}@example.com` })));
  await db().insert(gameStats).values(ids.flatMap((userId, index) => statsOf(index).map((stats) => ({ ...stats, userId }))));
  return ids;
}

describe('a player at 0 among many running players (issue 38: counted from leaderboard_running_counts)', () => {
  let ids: string[] = [];
  /** How many of these players the board ranks with a stopped streak, and with a running one, on `now`'s day. */
  const split = async (board: string, now: Date) => {
    const yesterday = addDays(chicagoDate(now), -1);
    const [row] = rowsOf<{ stopped: number; running: number }>(
      await db().execute(sql`
        select count(*) filter (where run_last is null or run_last < ${yesterday}::date)::int as stopped,
               count(*) filter (where run_last >= ${yesterday}::date)::int as running
        from leaderboard_standings where board = ${board} and user_id like 'rank38-%'`),
    );
    return row;
  };
  beforeAll(async () => {
    const pick = seededPick(38);
    // Last wins tomorrow (a clock moved back), today, yesterday (running), two, three and nine days ago (stopped, the
    // streak zeroed or not yet); few (best, daily) pairs, so that every tie group mixes running and stopped players.
    const days = [addDays(today, 1), today, addDays(today, -1), addDays(today, -2), addDays(today, -3), addDays(today, -9)];
    ids = await insertPlayers('rank38', 160, (index) =>
      (['pokemon', 'bible-books'] as const).filter((game) => game === 'pokemon' || index % 5 !== 4).map((game) => {
        const last = pick(days);
        const best = pick([1, 2, 3]);
        const running = last >= addDays(today, -1);
        const current = running || pick([true, false]) ? pick([1, best]) : 0;
        const daily = best + pick([0, 1]);
        return { game, currentDailyStreak: current, bestDailyStreak: best, lastDailyWinDate: last, totalDailyGamesPlayed: daily, totalGamesPlayed: daily };
      }),
    );
  });

  test.each([
    ['today (tomorrow’s wins: a clock moved back)', 0],
    ['tomorrow', 1],
    ['yesterday (today’s and tomorrow’s wins in its future)', -1],
  ])('%s', async (_when, days) => {
    const now = new Date(Date.now() + days * 86_400_000);
    // Enough of both on each board compared (the first describe's players are ranked here too).
    for (const board of ['*', 'pokemon']) {
      const { stopped, running } = await split(board, now);
      expect(Math.min(stopped, running)).toBeGreaterThanOrEqual(20);
    }
    await expectRanksMatchTheLeaderboard(ids, now, [undefined, 'pokemon', 'bible-books']);
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

describe('bounded (issue 38): a viewer’s rank does not read the running players one by one, whether the viewer’s streak runs or not', () => {
  const RUNNING = 3_000;
  let viewers: string[] = [];

  interface PlanNode {
    'Relation Name'?: string;
    'Actual Rows': number;
    'Actual Loops': number;
    'Rows Removed by Filter'?: number;
    'Rows Removed by Index Recheck'?: number;
    Plans?: PlanNode[];
  }
  /** The rows a plan's scans read from each table (through its indexes or not): those they return and those they filter out. */
  function addRowsRead(node: PlanNode, read: Map<string, number>): void {
    const table = node['Relation Name'];
    if (table !== undefined) {
      const rows = node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
      read.set(table, (read.get(table) ?? 0) + node['Actual Loops'] * rows);
    }
    for (const child of node.Plans ?? []) addRowsRead(child, read);
  }

  /**
   * readRank's answer, and the rows its statements read per table, each statement run once under EXPLAIN ANALYZE too;
   * seq scans disabled, so that tables this small are read as a large board's are (index ranges), not whole.
   */
  async function rankAndRowsRead(query: RankQuery) {
    const read = new Map<string, number>();
    const { rank } = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explaining = {
        execute: async (statement: SQL) => {
          const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await tx.execute(sql`explain (analyze, format json) ${statement}`));
          const plan = (typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN']) as { Plan: PlanNode }[];
          addRowsRead(plan[0].Plan, read);
          return tx.execute(statement);
        },
      };
      return readRank(explaining as unknown as Db, query);
    });
    const counts = ['leaderboard_standing_counts', 'leaderboard_running_counts', 'leaderboard_streak_counts', 'leaderboard_streak_tie_counts']
      .reduce((sum, table) => sum + (read.get(table) ?? 0), 0);
    return { rank, standings: read.get('leaderboard_standings') ?? 0, counts };
  }

  beforeAll(async () => {
    // Running on pokemon: last win tomorrow (a clock moved back), today or yesterday, on three (best, daily) pairs.
    const days = [addDays(today, 1), today, addDays(today, -1)];
    await insertPlayers('bound38', RUNNING, (index) => {
      const best = 4 + (Math.floor(index / 3) % 3);
      return [{ game: 'pokemon', currentDailyStreak: best - 2, bestDailyStreak: best, lastDailyWinDate: days[index % 3], totalDailyGamesPlayed: best + 4, totalGamesPlayed: best + 4 }];
    });
    // Stopped viewers on pairs above, between and below the running players' (none level with them: a tie group is
    // read player by player, whoever is in it).
    const stopped = await insertPlayers('stop38', 12, (index) => {
      const best = [2, 5, 7][index % 3];
      const daily = best + (index % 2) * 10;
      return [{ game: 'pokemon', currentDailyStreak: 0, bestDailyStreak: best, lastDailyWinDate: addDays(today, -5), totalDailyGamesPlayed: daily, totalGamesPlayed: daily }];
    });
    // Viewers whose streak runs (last win today or yesterday), below, level with and above the running players'
    // streaks (2 to 4), on pairs of their own: where counting the running players ahead read up to all of them.
    const running = await insertPlayers('run38', 16, (index) => {
      const streak = [1, 2, 3, 4, 5, 9, 3, 2][index % 8];
      const best = streak + 3 + (index % 2);
      return [{ game: 'pokemon', currentDailyStreak: streak, bestDailyStreak: best, lastDailyWinDate: days[1 + (Math.floor(index / 8) % 2)], totalDailyGamesPlayed: best + 1, totalGamesPlayed: best + 1 }];
    });
    viewers = [...stopped, ...running];
    await db().execute(sql`analyze leaderboard_standings, leaderboard_standing_counts, leaderboard_running_counts, leaderboard_streak_counts, leaderboard_streak_tie_counts`);
  }, 60_000);

  test.each([['pokemon', 'pokemon'], ['All Games', '*']])('%s: the right place, reading the viewer’s tie group of the standings and count rows only', async (_board, board) => {
    const list = await readLeaderboard(db(), { game: board === '*' ? undefined : 'pokemon', limit: 100_000, yesterday: addDays(today, -1) });
    for (const userId of viewers) {
      const { rank, standings, counts } = await rankAndRowsRead({ board, userId, today, yesterday: addDays(today, -1) });
      expect({ userId, rank }).toEqual({ userId, rank: list.findIndex((row) => row.id === userId) + 1 });
      // The viewer's own standing and its tie group (a few players of the earlier fixtures), where counting the running
      // players read all 3,000 of them; and count rows, as many as the board's (best, daily) pairs, days and 16 shards.
      expect({ userId, standings: standings < 100, counts: counts < RUNNING / 3 }).toEqual({ userId, standings: true, counts: true });
    }
  });
});
