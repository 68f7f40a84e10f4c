import { GET as getAllGames } from '@/app/api/leaderboard/real-time/route';
import { GET as getOneGame } from '@/app/api/leaderboard/real-time/[game]/route';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { DatabaseTimeoutError } from '@/db/deadline';
import { getLeaderboard } from '@/lib/services/leaderboard/ranking';
import {
  LEADERBOARD_MEMORY_MS,
  LEADERBOARD_MIN_REFRESH_MS,
  LEADERBOARD_REFRESH_WAIT_MS,
  LEADERBOARD_SNAPSHOT_MAX_AGE_MS,
  leaderboardSnapshots,
  type RankingQuery,
} from '@/lib/services/leaderboard/snapshot';
import { chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, insertUser, seedStats, setTodaysSecret } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { movableClockForEachTest } from '../helpers/movable-clock';
import { captureLog } from '@/tests/helpers/log-capture';


let database: TestDatabase;
const db = () => database.db;
const moveClock = movableClockForEachTest();

beforeAll(async () => {
  database = await createTestDatabase();
  await setTodaysSecret(db(), 'pokemon', 'Eevee');
});
afterAll(async () => { await database.destroy(); });

const names = (response: LeaderboardResponse) => response.users.map((u) => u.username);
const oneGame = async (game: string, query = '') =>
  (await callRoute<LeaderboardResponse>(getOneGame, { params: { game }, path: `/api/leaderboard/real-time/${game}${query}` })).json;
const allGames = async (query = '') => (await callRoute<LeaderboardResponse>(getAllGames, { path: `/api/leaderboard/real-time${query}` })).json;
/** The clock starts again each test: moves it past every ranking stored by the tests before (all due then). */
let storedUpTo = 0;
function pastEveryStoredRanking(): void {
  storedUpTo += 100 * LEADERBOARD_SNAPSHOT_MAX_AGE_MS;
  moveClock(storedUpTo);
}
const addPlayer = async (username: string, game: 'pokemon' | 'aoe2-units', current: number) =>
  seedStats(db(), await insertUser(db(), { username }), game, { current, last: chicagoDate() });

test('both calls answer from one reading for a few seconds, then read the ranking again', async () => {
  await addPlayer('Gil', 'aoe2-units', 4);
  const first = await oneGame('aoe2-units');
  const firstAll = await allGames();
  expect(names(first)).toEqual(['Gil']);

  await addPlayer('Hal', 'aoe2-units', 9); // written behind the app's back: no win recorded in this process
  moveClock(LEADERBOARD_SNAPSHOT_MAX_AGE_MS - 1_000);
  const cached = await oneGame('aoe2-units');
  expect(cached).toEqual(first); // same ranking, same 'Calculated' time
  expect(await allGames()).toEqual(firstAll);
  expect(names(await oneGame('aoe2-units', '?limit=1'))).toEqual(['Gil']); // every limit is cut from the same reading

  moveClock(1_000);
  const fresh = await oneGame('aoe2-units');
  expect(names(fresh)).toEqual(['Hal', 'Gil']);
  expect(Date.parse(fresh.calculatedAt)).toBeGreaterThan(Date.parse(first.calculatedAt));
  expect(names(await allGames())).toEqual(['Hal', 'Gil']);
});

test('a daily win recorded by this process shows in both rankings a second later, not after the full snapshot age', async () => {
  pastEveryStoredRanking();
  expect(names(await oneGame('pokemon'))).toEqual([]);
  expect(names(await allGames())).toEqual(['Hal', 'Gil']);
  const ivy = await insertUser(db(), { username: 'Ivy' });
  await actAs(ivy);
  const won = await callRoute(postDailyGuess, { method: 'POST', params: { game: 'pokemon' }, body: { guess: 'Eevee', date: chicagoDate() } });
  expect(won.status).toBe(200);

  // Within the minimum refresh the reading stands, however many wins come in (one query per second at most).
  expect(names(await oneGame('pokemon'))).toEqual([]);
  moveClock(LEADERBOARD_MIN_REFRESH_MS);
  expect(names(await oneGame('pokemon'))).toEqual(['Ivy']);
  expect(names(await allGames())).toEqual(['Hal', 'Gil', 'Ivy']);
});

/** How long the slow ranking of a test takes (the All Games ranking of 100,000 players takes 0.2-0.9 s). */
const SLOW_RANKING_MS = 600;

/** Another server process: its own copies of the stored rankings, and a ranking query the test counts, slows or breaks. */
function otherInstance(behaviour: 'works' | 'slow' | 'fails' = 'works') {
  const counted = { rankings: 0 };
  const rank: RankingQuery = async (database, options) => {
    counted.rankings += 1;
    if (behaviour === 'fails') throw new DatabaseTimeoutError('the ranking (a fault injected by the test)', 1200);
    if (behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_RANKING_MS));
    return getLeaderboard(database, options);
  };
  return { ...leaderboardSnapshots({ rank }), counted };
}

describe('one ranking for the whole site', () => {
  test('processes asked for a board at the same time cause one ranking query; the others answer with the stored one meanwhile', async () => {
    pastEveryStoredRanking();
    const instances = Array.from({ length: 4 }, () => otherInstance());
    const rankings = () => instances.reduce((sum, instance) => sum + instance.counted.rankings, 0);
    for (const game of [undefined, 'aoe2-units'] as const) {
      const before = rankings();
      await Promise.all(instances.map((instance) => instance.read(db(), { game, limit: 10 })));
      expect(rankings() - before).toBe(1);
    }

    // Once their copies are LEADERBOARD_MEMORY_MS old, they and a new process read the stored row: one ranking, one
    // 'Calculated' time for everyone, and no ranking query.
    moveClock(LEADERBOARD_MEMORY_MS);
    const all = [...instances, otherInstance()];
    const before = rankings();
    const answers = await Promise.all(all.map((instance) => instance.read(db(), { limit: 10 })));
    expect(new Set(answers.map((answer) => answer.calculatedAt)).size).toBe(1);
    expect(rankings() - before + all[4].counted.rankings).toBe(0);
  });

  test('a board with nothing stored yet is ranked once, however many processes ask for it first', async () => {
    const instances = Array.from({ length: 3 }, () => otherInstance());
    const answers = await Promise.all(instances.map((instance) => instance.read(db(), { game: 'bible-books', limit: 10 })));
    expect(instances.map((instance) => instance.counted.rankings).sort()).toEqual([0, 0, 1]);
    expect(new Set(answers.map((answer) => answer.calculatedAt)).size).toBe(1);
  });

  test('a win recorded by one process shows on another within the minimum refresh (plus its copy\'s age), ranked once', async () => {
    pastEveryStoredRanking();
    const [reader, other] = [otherInstance(), otherInstance()];
    const before = names(await reader.read(db(), { game: 'pokemon', limit: 10 }));
    expect(before).not.toContain('Jay');
    const jay = await insertUser(db(), { username: 'Jay' });
    await actAs(jay);
    const won = await callRoute(postDailyGuess, { method: 'POST', params: { game: 'pokemon' }, body: { guess: 'Eevee', date: chicagoDate() } });
    expect(won.status).toBe(200);

    moveClock(Math.max(LEADERBOARD_MIN_REFRESH_MS, LEADERBOARD_MEMORY_MS));
    const counts = () => reader.counted.rankings + other.counted.rankings;
    const rankedBefore = counts();
    const seen = await reader.read(db(), { game: 'pokemon', limit: 10 });
    expect(names(seen)).toContain('Jay');
    expect(await other.read(db(), { game: 'pokemon', limit: 10 })).toEqual(seen); // read from the table
    expect(counts() - rankedBefore).toBe(1);
    expect(LEADERBOARD_MIN_REFRESH_MS + LEADERBOARD_MEMORY_MS).toBeLessThanOrEqual(LEADERBOARD_SNAPSHOT_MAX_AGE_MS);
  });

  test('while a slow ranking is taken, the process answers with the one it has within the refresh wait, then with the new one', async () => {
    pastEveryStoredRanking();
    const slow = otherInstance('slow');
    const good = await slow.read(db(), { game: 'aoe2-units', limit: 10 }); // nothing to serve yet: waits
    await addPlayer('Lou', 'aoe2-units', 15); // written behind the app's back
    moveClock(LEADERBOARD_SNAPSHOT_MAX_AGE_MS); // the stored ranking is due

    const started = performance.now();
    const answers = await Promise.all([1, 2, 3].map(() => slow.read(db(), { game: 'aoe2-units', limit: 10 })));
    expect(performance.now() - started).toBeLessThan(LEADERBOARD_REFRESH_WAIT_MS + SLOW_RANKING_MS / 2);
    for (const answer of answers) expect(answer).toEqual(good); // with its own, older 'Calculated' time

    await new Promise((resolve) => setTimeout(resolve, SLOW_RANKING_MS));
    expect(names(await slow.read(db(), { game: 'aoe2-units', limit: 10 }))[0]).toBe('Lou');
    expect(slow.counted.rankings).toBe(2);
  });

  test('a winner whose process served a ranking from before the win (within the minimum refresh) waits for the next one, however slow', async () => {
    pastEveryStoredRanking();
    const winners = otherInstance('slow'); // the winner's own process: its win is counted in it
    expect(names(await winners.read(db(), { game: 'pokemon', limit: 10 }))).not.toContain('Max');
    const max = await insertUser(db(), { username: 'Max' });
    await actAs(max);
    const won = await callRoute(postDailyGuess, { method: 'POST', params: { game: 'pokemon' }, body: { guess: 'Eevee', date: chicagoDate() } });
    expect(won.status).toBe(200);

    // Read at once: the stored ranking is younger than the minimum refresh, so it is served without the win…
    expect(names(await winners.read(db(), { game: 'pokemon', limit: 10 }))).not.toContain('Max');
    // …and the win is still unseen: a second later the winner waits for the slow ranking rather than the refresh wait.
    moveClock(LEADERBOARD_MIN_REFRESH_MS);
    expect(names(await winners.read(db(), { game: 'pokemon', limit: 10 }))).toContain('Max');
  });

  test('a refresh that fails serves the last good ranking with its own (older) time, never an error', async () => {
    pastEveryStoredRanking();
    const good = await otherInstance().read(db(), { game: 'aoe2-units', limit: 10 });
    await addPlayer('Kim', 'aoe2-units', 20); // a change the failed refresh would have shown
    moveClock(LEADERBOARD_SNAPSHOT_MAX_AGE_MS); // the stored ranking is due
    const broken = otherInstance('fails');
    const logged = captureLog();
    const served = await broken.read(db(), { game: 'aoe2-units', limit: 10 });
    logged.restore();
    expect(broken.counted.rankings).toBe(1);
    expect(served).toEqual(good);
    expect(Date.now() - Date.parse(served.calculatedAt)).toBeGreaterThanOrEqual(LEADERBOARD_SNAPSHOT_MAX_AGE_MS);
    expect(logged.lines.filter((line) => line.level === 'warn')).not.toHaveLength(0);

    // The next process whose refresh works shows the change.
    expect(names(await otherInstance().read(db(), { game: 'aoe2-units', limit: 10 }))[0]).toBe('Kim');
  });

  test('with the database unreachable, a process serves the last ranking it read; one that never read any fails', async () => {
    pastEveryStoredRanking();
    let cutOff = false;
    const cuttable = new Proxy(db(), {
      get: (target, property) => {
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== 'function') return value;
        if (cutOff) return () => Promise.reject(new DatabaseTimeoutError('a query (the database is cut off by the test)', 1200));
        return value.bind(target);
      },
    });
    const instance = otherInstance();
    const good = await instance.read(cuttable, { limit: 10 });
    cutOff = true;
    moveClock(LEADERBOARD_SNAPSHOT_MAX_AGE_MS);
    expect(await instance.read(cuttable, { limit: 10 })).toEqual(good);
    await expect(otherInstance().read(cuttable, { limit: 10 })).rejects.toThrow(DatabaseTimeoutError);
  });
});
