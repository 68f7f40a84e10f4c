import { GET as getAllGames } from '@/app/api/leaderboard/real-time/route';
import { GET as getOneGame } from '@/app/api/leaderboard/real-time/[game]/route';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { LEADERBOARD_MIN_REFRESH_MS, LEADERBOARD_SNAPSHOT_MAX_AGE_MS } from '@/lib/services/leaderboard-snapshot';
import { chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, insertUser, seedStats, setTodaysSecret } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { movableClockForEachTest } from '../helpers/movable-clock';


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
  moveClock(LEADERBOARD_SNAPSHOT_MAX_AGE_MS); // the clock starts again each test: past the readings of the test above
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
