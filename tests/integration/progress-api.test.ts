import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { GET as getDayStates } from '@/app/api/daily-game-states/user/[userId]/date/[date]/route';
import { GET as getState, POST as postState } from '@/app/api/daily-game-states/user/[userId]/game/[gameId]/date/[date]/route';
import { GET as getSummary } from '@/app/api/daily-game-states/user/[userId]/summary/[date]/route';
import { GET as getStatsList } from '@/app/api/game-stats/user/[userId]/route';
import { GET as getGameStats, POST as postGameStats } from '@/app/api/game-stats/user/[userId]/game/[gameId]/route';
import { GET as getStatsSummary } from '@/app/api/game-stats/user/[userId]/summary/route';
import { addDays, chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, countDailyWins, insertUser, seedStats, setTodaysSecret, stateRow, statsRow } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';


let database: TestDatabase;
let alice: string;
const today = () => chicagoDate();
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  alice = await insertUser(db(), { username: 'Alice' });
  await insertUser(db(), { username: 'Bob' });
  await insertUser(db(), { username: 'Admin', role: 'admin' });
  await setTodaysSecret(db(), 'pokemon', 'Eevee');
  await setTodaysSecret(db(), 'bible-books', 'Ruth');
  await actAs(alice);
  for (const name of ['Pikachu', 'Eevee']) await callRoute(postDailyGuess, { method: 'POST', params: { game: 'pokemon' }, body: { guess: name } });
});
afterAll(async () => { await database.destroy(); });

// Who may call each of these (401 signed out, 403 for someone else's rows, admins read but never write): the
// authorization matrix (authorization-matrix.cases.ts).

describe('daily state calls', () => {
  beforeEach(() => actAs(alice));

  test('GET gives the stored round, with the answer and hint after the win', async () => {
    const { json } = await callRoute(getState, { params: { userId: alice, gameId: 'pokemon', date: today() } });
    expect(json).toMatchObject({ date: today(), game_won: true, current_card_id: 'Eevee', guessed_cards: ['Pikachu', 'Eevee'], answer: { name: 'Eevee' } });
    expect(json.hint).toEqual(expect.any(String));
    expect(json.attempts_data).toHaveLength(2);
  });

  test('GET gives defaults when there is no round', async () => {
    const { json } = await callRoute(getState, { params: { userId: alice, gameId: 'aoe2-units', date: today() } });
    expect(json).toEqual({ date: today(), game_won: false, is_hint_revealed: false, current_card_id: null, guessed_cards: [], attempts_data: [], hint: null, answer: null });
  });

  test('POST cannot mark a win or add guesses', async () => {
    const body = { game_won: true, current_card_id: 'Ruth', guessed_cards: ['Ruth'], attempts_data: [{ name: 'Ruth', results: {} }] };
    const { status, json } = await callRoute(postState, { method: 'POST', params: { userId: alice, gameId: 'bible-books', date: today() }, body });
    expect(status).toBe(200);
    expect(json).toMatchObject({ game_won: false, guessed_cards: [], answer: null, current_card_id: null });
    expect(await stateRow(db(), alice, 'bible-books')).toBeUndefined();
    expect(await countDailyWins(db(), alice, 'bible-books')).toBe(0);
    expect(await statsRow(db(), alice, 'bible-books')).toBeUndefined();
  });

  test('POST reveals the hint only once the stored guesses unlock it', async () => {
    const reveal = () => callRoute(postState, { method: 'POST', params: { userId: alice, gameId: 'bible-books', date: today() }, body: { is_hint_revealed: true, guessed_cards: ['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy'] } });
    const locked = await reveal();
    expect(locked.status).toBe(409);
    expect(locked.json.code).toBe('hint_locked');
    for (const name of ['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy']) {
      await callRoute(postDailyGuess, { method: 'POST', params: { game: 'bible-books' }, body: { guess: name } });
    }
    const unlocked = await reveal();
    expect(unlocked.status).toBe(200);
    expect(unlocked.json).toMatchObject({ is_hint_revealed: true, game_won: false, answer: null, current_card_id: null });
    expect(unlocked.json.hint).toEqual(expect.any(String));
  });

  test('POST for another day is a 409 day_changed', async () => {
    const { status, json } = await callRoute(postState, { method: 'POST', params: { userId: alice, gameId: 'bible-books', date: addDays(today(), -1) }, body: { is_hint_revealed: true } });
    expect(status).toBe(409);
    expect(json.code).toBe('day_changed');
  });

  test('an unknown game is a 404 and a bad date a 400', async () => {
    expect((await callRoute(getState, { params: { userId: alice, gameId: 'chess', date: today() } })).status).toBe(404);
    expect((await callRoute(getState, { params: { userId: alice, gameId: 'pokemon', date: '2026-02-30' } })).status).toBe(400);
  });

  test('the day’s states list only the games with a round', async () => {
    const { json } = await callRoute(getDayStates, { params: { userId: alice, date: today() } });
    expect(json.date).toBe(today());
    expect(Object.keys(json.states as object).sort()).toEqual(['bible-books', 'pokemon']);
    expect((json.states as Record<string, { game_won: boolean }>).pokemon.game_won).toBe(true);
  });

  test('the summary lists all five games with streaks and today’s completion', async () => {
    await seedStats(db(), alice, 'aoe2-units', { current: 4, best: 8, last: addDays(today(), -3) });
    const { json } = await callRoute(getSummary, { params: { userId: alice, date: today() } });
    expect(json).toEqual({
      date: today(),
      gameData: {
        pokemon: { currentStreak: 1, bestStreak: 1, isCompleted: true },
        'aoe2-units': { currentStreak: 0, bestStreak: 8, isCompleted: false },
        'bible-books': { currentStreak: 0, bestStreak: 0, isCompleted: false },
        'slay-the-spire': { currentStreak: 0, bestStreak: 0, isCompleted: false },
        'subnautica-creatures': { currentStreak: 0, bestStreak: 0, isCompleted: false },
      },
    });
    const tomorrow = await callRoute(getSummary, { params: { userId: alice, date: addDays(today(), 1) } });
    expect(tomorrow.json.gameData).toMatchObject({ pokemon: { currentStreak: 1, isCompleted: false } });
    const yesterday = await callRoute(getSummary, { params: { userId: alice, date: addDays(today(), -1) } });
    expect(yesterday.json.gameData).toMatchObject({ pokemon: { currentStreak: 0, isCompleted: false } });
  });
});

describe('game stats calls', () => {
  beforeEach(() => actAs(alice));

  test('POST is idempotent and only reports what the guesses recorded', async () => {
    const before = await statsRow(db(), alice, 'pokemon');
    for (let i = 0; i < 3; i++) {
      const { status, json } = await callRoute(postGameStats, { method: 'POST', params: { userId: alice, gameId: 'pokemon' }, body: { is_daily: true, attempts_count: 2 } });
      expect(status).toBe(200);
      expect(json).toMatchObject({ stats: { game_id: 'pokemon', total_daily_games_played: 1, current_daily_streak: 1 }, newAchievements: [] });
    }
    expect(await statsRow(db(), alice, 'pokemon')).toEqual(before);
  });

  test('POST for a game never won reports null and creates nothing', async () => {
    const { json } = await callRoute(postGameStats, { method: 'POST', params: { userId: alice, gameId: 'slay-the-spire' }, body: { is_daily: true } });
    expect(json).toEqual({ stats: null, newAchievements: [] });
    expect(await statsRow(db(), alice, 'slay-the-spire')).toBeUndefined();
  });

  test('POST with a bad body is a 400', async () => {
    expect((await callRoute(postGameStats, { method: 'POST', params: { userId: alice, gameId: 'pokemon' }, body: { is_daily: 'yes' } })).status).toBe(400);
  });

  test('the list shows each game played with its current streak as of today', async () => {
    const { json } = await callRoute(getStatsList, { params: { userId: alice } });
    const stats = json.stats as Array<Record<string, unknown>>;
    expect(stats.map((s) => s.game_id)).toEqual(['aoe2-units', 'pokemon']);
    expect(stats[0]).toMatchObject({ game_name: expect.any(String), current_daily_streak: 0, best_daily_streak: 8, total_daily_games_played: 4 });
    expect(stats[1]).toMatchObject({ current_daily_streak: 1, best_daily_streak: 1, total_games_played: 1, last_played_date: expect.any(String) });
  });

  test('the summary adds up every game', async () => {
    const { json } = await callRoute(getStatsSummary, { params: { userId: alice } });
    expect(json).toEqual({ total_games: 5, total_daily_games: 5, overall_best_streak: 8 });
  });

  test('GET of one game, and of an unknown game', async () => {
    expect((await callRoute(getGameStats, { params: { userId: alice, gameId: 'pokemon' } })).json.stats).toMatchObject({ game_id: 'pokemon' });
    expect((await callRoute(getGameStats, { params: { userId: alice, gameId: 'chess' } })).status).toBe(404);
  });
});
