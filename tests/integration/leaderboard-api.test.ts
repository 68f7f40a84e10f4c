import { GET as getAllGames } from '@/app/api/leaderboard/real-time/route';
import { GET as getOneGame } from '@/app/api/leaderboard/real-time/[game]/route';
import type { GameId } from '@/lib/games/types';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { getLeaderboard } from '@/lib/services/leaderboard/ranking';
import { addDays, chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, insertUser, seedStats } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';


let database: TestDatabase;
const today = chicagoDate();
const yesterday = addDays(today, -1);
const db = () => database.db;

/** Kept values per player, as if their wins had been recorded: [username, game, current, best, last win, daily games, games]. */
type Seed = [string | null, GameId, number, number, string | null, number, number];
const SEEDS: Seed[] = [
  ['Ann', 'pokemon', 5, 5, today, 5, 5],
  ['Ben', 'pokemon', 3, 9, yesterday, 12, 14], // same current as the next three, better best
  ['Cid', 'pokemon', 3, 7, today, 20, 20], // same current and best, more daily games
  ['bob', 'pokemon', 3, 7, today, 10, 10], // ties Carol on everything: 'bob' before 'Carol' ignoring case
  ['Carol', 'pokemon', 3, 7, yesterday, 10, 30],
  ['Dan', 'pokemon', 10, 10, addDays(today, -2), 10, 10], // missed yesterday: ranks with 0
  [null, 'pokemon', 50, 50, today, 50, 50], // no username: never listed
  ['Eve', 'pokemon', 0, 0, null, 0, 40], // endless only: no daily win
  ['Ann', 'bible-books', 1, 2, yesterday, 3, 4],
  ['Fay', 'bible-books', 8, 8, today, 8, 8], // another game only
  ['Dan', 'bible-books', 2, 6, today, 6, 7],
];

const ids = new Map<string, string>();
beforeAll(async () => {
  database = await createTestDatabase();
  await actAs(null);
  for (const [username, game, current, best, last, daily, total] of SEEDS) {
    const key = username ?? 'nameless';
    if (!ids.has(key)) ids.set(key, await insertUser(db(), { username }));
    await seedStats(db(), ids.get(key)!, game, { current, best, last, daily, total });
  }
});
afterAll(async () => { await database.destroy(); });

const names = (response: LeaderboardResponse) => response.users.map((u) => u.username);
const oneGame = (game: string, query = '') => callRoute<LeaderboardResponse>(getOneGame, { params: { game }, path: `/api/leaderboard/real-time/${game}${query}` });
const allGames = (query = '') => callRoute<LeaderboardResponse>(getAllGames, { path: `/api/leaderboard/real-time${query}` });

test('one game: current streak, then best, then daily games, then username ignoring case; a broken streak counts 0', async () => {
  const { status, json } = await oneGame('pokemon');
  expect(status).toBe(200);
  expect(names(json)).toEqual(['Ann', 'Ben', 'Cid', 'bob', 'Carol', 'Dan']);
  expect(json.users[0]).toEqual({ id: ids.get('Ann'), username: 'Ann', current_streak: 5, best_streak: 5, total_daily_games_played: 5, total_games_played: 5 });
  expect(json.users.find((u) => u.username === 'Dan')).toMatchObject({ current_streak: 0, best_streak: 10 });
  expect(new Date(json.calculatedAt).toISOString()).toBe(json.calculatedAt);
});

test('the game filter lists only that game’s players', async () => {
  expect(names((await oneGame('bible-books')).json)).toEqual(['Fay', 'Dan', 'Ann']);
  expect((await oneGame('aoe2-units')).json.users).toEqual([]);
});

test('All Games ranks each player by their best current streak, with their highest best and summed games', async () => {
  const { json } = await allGames();
  expect(names(json)).toEqual(['Fay', 'Ann', 'Ben', 'Cid', 'bob', 'Carol', 'Dan']);
  expect(json.users.find((u) => u.username === 'Dan')).toEqual({
    id: ids.get('Dan'), username: 'Dan', current_streak: 2, best_streak: 10, total_daily_games_played: 16, total_games_played: 17,
  });
  expect(json.users.find((u) => u.username === 'Ann')).toMatchObject({ current_streak: 5, best_streak: 5, total_daily_games_played: 8, total_games_played: 9 });
});

test('streaks fall to 0 once a day is missed (read later, nothing rewritten)', async () => {
  const later = await getLeaderboard(db(), { game: 'pokemon', limit: 10, now: new Date(Date.now() + 3 * 86_400_000) });
  expect(later.users.every((u) => u.current_streak === 0)).toBe(true);
  expect(names(later)).toEqual(['Dan', 'Ben', 'Cid', 'bob', 'Carol', 'Ann']);
});

describe('limit', () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i++) await seedStats(db(), await insertUser(db()), 'slay-the-spire', { current: 1, last: today });
  });

  test('defaults to 10 and accepts 1 to 100', async () => {
    expect((await oneGame('slay-the-spire')).json.users).toHaveLength(10);
    expect((await oneGame('slay-the-spire', '?limit=3')).json.users).toHaveLength(3);
    expect((await oneGame('slay-the-spire', '?limit=100')).json.users).toHaveLength(12);
    expect((await allGames('?limit=1')).json.users).toHaveLength(1);
  });

  test.each(['0', '101', '-1', '2.5', 'ten', '', '1e2'])('limit=%s is a 400', async (limit) => {
    const response = await allGames(`?limit=${limit}`);
    expect(response.status).toBe(400);
    expect((await oneGame('pokemon', `?limit=${limit}`)).status).toBe(400);
  });
});

test('an unknown game is a 404', async () => {
  const { status, json } = await oneGame('chess');
  expect(status).toBe(404);
  expect(json).toMatchObject({ code: 'game_not_found' });
});
