import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { POST as postDailyHint } from '@/app/api/daily/[game]/hint/route';
import { POST as startEndless } from '@/app/api/endless/[game]/route';
import { POST as postEndlessGuess } from '@/app/api/endless/[game]/guess/route';
import { dailyGameStates } from '@/db/schema';
import { openRound } from '@/lib/services/play/endless-token';
import { addDays, chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, countDailyWins, countEndlessWins, insertUser, seedStats, setTodaysSecret, stateRow, statsRow } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { movableClockForEachTest } from '../helpers/movable-clock';


let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await setTodaysSecret(database.db, 'bible-books', 'Ruth');
  await setTodaysSecret(database.db, 'pokemon', 'Eevee');
});
afterAll(async () => { await database.destroy(); });

const today = () => chicagoDate();
const guess = (game: string, name: string) => callRoute(postDailyGuess, { method: 'POST', params: { game }, body: { guess: name, date: today() } });
const db = () => database.db;

describe('a signed-in daily round is recorded as it is judged', () => {
  let userId: string;
  beforeAll(async () => { userId = await insertUser(db()); });
  beforeEach(() => actAs(userId));

  test('each new guess is stored once, with its judged row', async () => {
    expect((await guess('bible-books', 'Genesis')).status).toBe(200);
    expect((await guess('bible-books', ' genesis ')).status).toBe(200);
    await guess('bible-books', 'Exodus');
    const state = await stateRow(db(), userId, 'bible-books');
    expect(state.guessedCards).toEqual(['Genesis', 'Exodus']);
    expect(state.attemptsData.map((a) => a.name)).toEqual(['Genesis', 'Exodus']);
    expect(state.attemptsData[0].results).toMatchObject({ testament: 'correct' });
    expect(state.gameWon).toBe(false);
    expect(await statsRow(db(), userId, 'bible-books')).toBeUndefined();
  });

  test('the win completes the round, counts one daily game and starts a streak', async () => {
    const { json } = await guess('bible-books', 'ruth');
    expect(json).toMatchObject({ won: true, answer: { name: 'Ruth' } });
    const state = await stateRow(db(), userId, 'bible-books');
    expect(state).toMatchObject({ gameWon: true, currentCardId: 'Ruth', guessedCards: ['Genesis', 'Exodus', 'Ruth'] });
    expect(await countDailyWins(db(), userId, 'bible-books')).toBe(1);
    expect(await statsRow(db(), userId, 'bible-books')).toMatchObject({
      totalGamesPlayed: 1, totalDailyGamesPlayed: 1, currentDailyStreak: 1, bestDailyStreak: 1, lastDailyWinDate: today(),
    });
  });

  test('after the win nothing more is added and a second win changes nothing', async () => {
    const stats = await statsRow(db(), userId, 'bible-books');
    await guess('bible-books', 'Leviticus');
    expect((await guess('bible-books', 'Ruth')).json).toMatchObject({ won: true });
    expect((await stateRow(db(), userId, 'bible-books')).guessedCards).toEqual(['Genesis', 'Exodus', 'Ruth']);
    expect(await countDailyWins(db(), userId, 'bible-books')).toBe(1);
    expect(await statsRow(db(), userId, 'bible-books')).toEqual(stats);
  });
});

describe('the winning answer carries the streak written in the same transaction', () => {
  test('a miss has no streak; the win has the new one', async () => {
    const userId = await insertUser(db());
    await seedStats(db(), userId, 'bible-books', { current: 6, best: 6, last: addDays(today(), -1) });
    await actAs(userId);
    const miss = (await guess('bible-books', 'Genesis')).json as Record<string, unknown>;
    expect(miss).toMatchObject({ won: false, saved: true });
    expect(miss).not.toHaveProperty('streak');
    expect((await guess('bible-books', 'Ruth')).json).toMatchObject({ won: true, saved: true, streak: 7 });
    expect((await statsRow(db(), userId, 'bible-books'))?.currentDailyStreak).toBe(7);
  });

  test('a guest\'s win carries no streak (it is kept in the browser)', async () => {
    await actAs(null);
    const win = (await guess('bible-books', 'Ruth')).json as Record<string, unknown>;
    expect(win).toMatchObject({ won: true });
    expect(win).not.toHaveProperty('streak');
  });
});

describe('the streak is kept when the win is written', () => {
  test('a win the day after the last one extends the streak; the best is kept', async () => {
    const userId = await insertUser(db());
    await seedStats(db(), userId, 'pokemon', { current: 2, best: 5, last: addDays(today(), -1), daily: 9, total: 12 });
    await actAs(userId);
    const { json } = await guess('pokemon', 'Eevee');
    expect(json).toMatchObject({ won: true, saved: true, streak: 3 });
    expect(await statsRow(db(), userId, 'pokemon')).toMatchObject({
      currentDailyStreak: 3, bestDailyStreak: 5, totalDailyGamesPlayed: 10, totalGamesPlayed: 13, lastDailyWinDate: today(),
    });
  });

  test('after a missed day the streak starts again at 1, and a new best is stored', async () => {
    const broken = await insertUser(db());
    await seedStats(db(), broken, 'pokemon', { current: 4, best: 4, last: addDays(today(), -2) });
    await actAs(broken);
    await guess('pokemon', 'Eevee');
    expect(await statsRow(db(), broken, 'pokemon')).toMatchObject({ currentDailyStreak: 1, bestDailyStreak: 4 });

    const growing = await insertUser(db());
    await seedStats(db(), growing, 'pokemon', { current: 6, best: 6, last: addDays(today(), -1) });
    await actAs(growing);
    await guess('pokemon', 'Eevee');
    expect(await statsRow(db(), growing, 'pokemon')).toMatchObject({ currentDailyStreak: 7, bestDailyStreak: 7 });
  });
});

// On PostgreSQL the requests race on a pool of connections (the row lock and the unique win decide);
// PGlite has one connection and runs them one after another, which exercises the repeat-win path.
test('20 concurrent winning submissions record one win and one streak increment', async () => {
  const userId = await insertUser(db());
  await seedStats(db(), userId, 'pokemon', { current: 3, best: 3, last: addDays(today(), -1), daily: 3 });
  await actAs(userId);
  await guess('pokemon', 'Pikachu'); // the state row exists, so the requests race on reading it, not on creating it
  const responses = await Promise.all(Array.from({ length: 20 }, () => guess('pokemon', 'Eevee')));
  expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
  expect(responses.every((r) => r.json.won === true)).toBe(true);
  expect(await countDailyWins(db(), userId, 'pokemon')).toBe(1);
  expect(await statsRow(db(), userId, 'pokemon')).toMatchObject({ currentDailyStreak: 4, bestDailyStreak: 4, totalDailyGamesPlayed: 4, totalGamesPlayed: 4 });
  expect((await stateRow(db(), userId, 'pokemon')).guessedCards).toEqual(['Pikachu', 'Eevee']);
});

test('concurrent different guesses are all kept (no lost update)', async () => {
  const userId = await insertUser(db());
  await actAs(userId);
  const names = ['Pikachu', 'Mew', 'Onix', 'Ditto', 'Snorlax', 'Gengar', 'Abra', 'Zubat'];
  await Promise.all(names.map((name) => guess('pokemon', name)));
  expect(new Set((await stateRow(db(), userId, 'pokemon')).guessedCards)).toEqual(new Set(names));
});

test('the same losing guess sent 10 times at once is stored once, with one judged row', async () => {
  const userId = await insertUser(db());
  await actAs(userId);
  const responses = await Promise.all(Array.from({ length: 10 }, () => guess('pokemon', 'Pikachu')));
  expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
  const state = await stateRow(db(), userId, 'pokemon');
  expect(state.guessedCards).toEqual(['Pikachu']);
  expect(state.attemptsData).toHaveLength(1);
});

describe('the signed-in daily hint', () => {
  const FIVE = ['Pikachu', 'Mew', 'Onix', 'Ditto', 'Snorlax'];
  const hint = (guesses: string[]) => callRoute(postDailyHint, { method: 'POST', params: { game: 'pokemon' }, body: { guesses, date: today() } });

  test('is unlocked by the guesses stored on the server, not by the list sent, and stays revealed', async () => {
    const userId = await insertUser(db());
    await actAs(userId);
    for (const name of FIVE.slice(0, 4)) await guess('pokemon', name);
    const early = await hint(FIVE);
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('hint_locked');
    expect((await stateRow(db(), userId, 'pokemon')).isHintRevealed).toBe(false);

    await guess('pokemon', FIVE[4]);
    const unlocked = await hint([]);
    expect(unlocked.status).toBe(200);
    expect(unlocked.json.hint).toEqual(expect.any(String));
    expect((await stateRow(db(), userId, 'pokemon')).isHintRevealed).toBe(true);
  });
});

describe('endless wins', () => {
  // Only a round that lasted at least two seconds counts (lib/services/play/endless-rules.ts): move the clock on.
  const moveClock = movableClockForEachTest();

  async function newRound(game: string) {
    const { json } = await callRoute<{ token: string }>(startEndless, { method: 'POST', params: { game } });
    return { token: json.token, secret: openRound(json.token).item };
  }
  const endlessGuess = async (game: string, token: string, name: string) => {
    moveClock(5_000);
    return callRoute(postEndlessGuess, { method: 'POST', params: { game }, body: { token, guess: name } });
  };

  test('a round won twice (or by concurrent requests) counts once', async () => {
    const userId = await insertUser(db());
    await actAs(userId);
    const { token, secret } = await newRound('bible-books');
    const wins = await Promise.all(Array.from({ length: 5 }, () => endlessGuess('bible-books', token, secret)));
    expect(wins.every((w) => w.json.won === true)).toBe(true);
    expect((await endlessGuess('bible-books', token, secret)).json.won).toBe(true);
    expect(await countEndlessWins(db(), userId)).toBe(1);
    expect(await statsRow(db(), userId, 'bible-books')).toMatchObject({ totalGamesPlayed: 1, totalDailyGamesPlayed: 0, currentDailyStreak: 0 });

    const second = await newRound('bible-books');
    await endlessGuess('bible-books', second.token, second.secret);
    expect((await statsRow(db(), userId, 'bible-books')).totalGamesPlayed).toBe(2);
    expect((await statsRow(db(), userId, 'bible-books')).lastPlayedAt).toBeInstanceOf(Date);
  });

  test('a wrong guess records nothing, and the player’s round is refused once signed out', async () => {
    const userId = await insertUser(db());
    await actAs(userId);
    const { token, secret } = await newRound('pokemon');
    await endlessGuess('pokemon', token, secret === 'Mew' ? 'Pikachu' : 'Mew');
    await actAs(null);
    expect((await endlessGuess('pokemon', token, secret)).status).toBe(403);
    expect(await countEndlessWins(db(), userId)).toBe(0);
    expect(await statsRow(db(), userId, 'pokemon')).toBeUndefined();
  });
});

test('a guest’s daily guesses and win store nothing on the server', async () => {
  await actAs(null);
  const before = await db().select().from(dailyGameStates);
  expect((await guess('bible-books', 'Genesis')).json.won).toBe(false);
  expect((await guess('bible-books', 'Ruth')).json.won).toBe(true);
  expect(await db().select().from(dailyGameStates)).toHaveLength(before.length);
});
