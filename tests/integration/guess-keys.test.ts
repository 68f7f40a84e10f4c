/**
 * Never lose a player's win (issue 24 item 1), on the server: every signed-in guess carries a key made in
 * the browser and is recorded at most once under it; every judged guess of a signed-in player carries a
 * judgement receipt; a guess resent after its day ended counts for its day only with that receipt, within
 * 48 hours; a signed-in player whose account is out of reach keeps playing endless rounds, unsaved, and
 * their win lands later under its key.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { POST as startEndless } from '@/app/api/endless/[game]/route';
import { POST as postEndlessGuess } from '@/app/api/endless/[game]/guess/route';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { setDailyPuzzle } from '@/db/queries/daily-puzzles';
import { dailyWins, guessRecords } from '@/db/schema';
import { DatabaseTimeoutError } from '@/db/deadline';
import * as session from '@/lib/auth/session';
import { puzzleNumber } from '@/lib/games/daily';
import { forgetDailyPuzzles } from '@/lib/services/daily/puzzle-memory';
import { openRound } from '@/lib/services/play/endless-token';
import { chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, countEndlessWins, insertUser, seedStats, stateRow, statsRow } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});
const db = () => database.db;

const GAME = 'pokemon';
const ANSWER = 'Eevee';
const WRONG = 'Pikachu';

type Answer = { date: string; won: boolean; saved?: boolean | null; streak?: number; judgement?: string; counted?: boolean; code?: string };

/** Moves the server's clock (Date only: timers and I/O run as usual). */
function clockAt(instant: string) {
  jest.useFakeTimers({ now: new Date(instant), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'hrtime', 'performance'] });
}
afterEach(() => jest.useRealTimers());

async function setPuzzle(date: string, itemName = ANSWER) {
  await setDailyPuzzle(db(), { game: GAME, date, itemName, puzzleNumber: puzzleNumber(date) });
  forgetDailyPuzzles();
}

const guessDaily = (body: { guess: string; date?: string; key?: string; receipt?: string }) =>
  callRoute<Answer>(postDailyGuess, { method: 'POST', params: { game: GAME }, body });

async function recordedKeys(userId: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(guessRecords).where(eq(guessRecords.userId, userId));
  return Number(row.n);
}

async function winDates(userId: string): Promise<string[]> {
  const rows = await db().select({ date: dailyWins.date }).from(dailyWins).where(and(eq(dailyWins.userId, userId), eq(dailyWins.game, GAME)));
  return rows.map((row) => row.date).sort();
}

describe('a key per guess', () => {
  test('a resent losing guess is recorded once, and answers saved again', async () => {
    const player = await insertUser(db());
    await actAs(player);
    await setPuzzle(chicagoDate());
    const key = randomUUID();
    const first = await guessDaily({ guess: WRONG, key });
    const again = await guessDaily({ guess: WRONG, key });
    expect([first.status, first.json.saved, again.status, again.json.saved]).toEqual([200, true, 200, true]);
    expect((await stateRow(db(), player, GAME)).guessedCards).toEqual([WRONG]);
    expect(await recordedKeys(player)).toBe(1);
  });

  test('a resent win answers the streak it recorded and counts once', async () => {
    const player = await insertUser(db());
    await actAs(player);
    const today = chicagoDate();
    await setPuzzle(today);
    const key = randomUUID();
    const first = await guessDaily({ guess: ANSWER, key });
    const again = await guessDaily({ guess: ANSWER, key });
    expect(first.json).toMatchObject({ won: true, saved: true, streak: 1 });
    expect(again.json).toMatchObject({ won: true, saved: true, streak: 1 });
    expect(await winDates(player)).toEqual([today]);
    expect(await statsRow(db(), player, GAME)).toMatchObject({ totalDailyGamesPlayed: 1, currentDailyStreak: 1 });
  });

  test('a key already used for another guess is refused and records nothing', async () => {
    const player = await insertUser(db());
    await actAs(player);
    await setPuzzle(chicagoDate());
    const key = randomUUID();
    await guessDaily({ guess: WRONG, key });
    // Reusing the key of a recorded guess for the win would skip recording guesses (a faked Flawless).
    const reused = await guessDaily({ guess: ANSWER, key });
    expect(reused.status).toBe(409);
    expect(reused.json).toMatchObject({ code: 'key_reused' });
    expect(await winDates(player)).toEqual([]);
    expect((await stateRow(db(), player, GAME)).guessedCards).toEqual([WRONG]);
  });

  test('a malformed key is a 400 and records nothing', async () => {
    const player = await insertUser(db());
    await actAs(player);
    await setPuzzle(chicagoDate());
    const bad = await guessDaily({ guess: WRONG, key: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(await stateRow(db(), player, GAME)).toBeUndefined();
  });

  test('every signed-in judged guess carries a judgement receipt; a guest gets none', async () => {
    const player = await insertUser(db());
    await setPuzzle(chicagoDate());
    await actAs(player);
    expect((await guessDaily({ guess: WRONG, key: randomUUID() })).json.judgement).toEqual(expect.any(String));
    await actAs(null);
    expect((await guessDaily({ guess: WRONG })).json.judgement).toBeUndefined();
  });
});

/** The database goes away for the session lookup (the player is judged from memory, unsaved), then comes back. */
let lookUpAccount: (() => Promise<unknown>) | undefined;
beforeAll(() => {
  lookUpAccount = jest.mocked(session.sessionAccount).getMockImplementation();
});
const unreachable = () => jest.mocked(session.sessionAccount).mockRejectedValue(new DatabaseTimeoutError('a query', 1200));
const reachable = () => jest.mocked(session.sessionAccount).mockImplementation(lookUpAccount as never);
afterEach(reachable);

describe('a win judged on one day and stored on the next (America/Chicago, across the DST change)', () => {
  // 23:30 in Chicago on Saturday 7 March 2026 (CST); the clocks go forward at 02:00 on the 8th.
  const JUDGED = '2026-03-08T05:30:00Z';
  const DAY = '2026-03-07';
  const NEXT_DAY = '2026-03-08';
  const NEXT_MORNING = '2026-03-08T16:00:00Z'; // 10:00 in Chicago (CDT)

  /** A player who won on the 6th, and whose winning guess of the 7th was judged while the database was away. */
  async function playerWithUnsavedWin() {
    const player = await insertUser(db());
    await seedStats(db(), player, GAME, { current: 1, best: 1, last: '2026-03-06', daily: 1 });
    await db().insert(dailyWins).values({ userId: player, game: GAME, date: '2026-03-06', attempts: 3 });
    await setPuzzle(DAY);
    await setPuzzle(NEXT_DAY, 'Mew');
    await actAs(player);
    clockAt(JUDGED);
    unreachable();
    const { json } = await guessDaily({ guess: ANSWER, date: DAY, key: randomUUID() });
    expect(json).toMatchObject({ won: true, saved: false, judgement: expect.any(String) });
    reachable();
    return { player, receipt: json.judgement! };
  }

  test('with its receipt it counts for its day the next morning, and the streak joins', async () => {
    const { player, receipt } = await playerWithUnsavedWin();
    clockAt(NEXT_MORNING);
    const landed = await guessDaily({ guess: ANSWER, date: DAY, key: randomUUID(), receipt });
    expect(landed.status).toBe(200);
    expect(landed.json).toMatchObject({ date: DAY, won: true, saved: true, streak: 2, judgement: receipt });
    expect(await winDates(player)).toEqual(['2026-03-06', DAY]);
    expect(await statsRow(db(), player, GAME)).toMatchObject({ currentDailyStreak: 2, bestDailyStreak: 2, lastDailyWinDate: DAY });
    expect((await stateRow(db(), player, GAME, DAY)).gameWon).toBe(true);
  });

  test('a win that lands after the next day was already won makes the run whole', async () => {
    const { player, receipt } = await playerWithUnsavedWin();
    clockAt(NEXT_MORNING);
    expect((await guessDaily({ guess: 'Mew', date: NEXT_DAY, key: randomUUID() })).json).toMatchObject({ saved: true, streak: 1 });
    const landed = await guessDaily({ guess: ANSWER, date: DAY, key: randomUUID(), receipt });
    expect(landed.json).toMatchObject({ saved: true, streak: 3 });
    expect(await statsRow(db(), player, GAME)).toMatchObject({ currentDailyStreak: 3, bestDailyStreak: 3, lastDailyWinDate: NEXT_DAY, totalDailyGamesPlayed: 3 });
  });

  test('a win that lands after the broken run was zeroed joins it again (the history decides)', async () => {
    const player = await insertUser(db());
    // Wins on the 5th and 6th; the run looked broken on the 8th and was zeroed (as the admin list does).
    await seedStats(db(), player, GAME, { current: 0, best: 2, last: '2026-03-06', daily: 2 });
    await db().insert(dailyWins).values([{ userId: player, game: GAME, date: '2026-03-05', attempts: 2 }, { userId: player, game: GAME, date: '2026-03-06', attempts: 3 }]);
    await setPuzzle(DAY);
    await actAs(player);
    clockAt(JUDGED);
    unreachable();
    const { json } = await guessDaily({ guess: ANSWER, date: DAY, key: randomUUID() });
    reachable();
    clockAt(NEXT_MORNING);
    const landed = await guessDaily({ guess: ANSWER, date: DAY, key: randomUUID(), receipt: json.judgement });
    expect(landed.json).toMatchObject({ saved: true, streak: 3 });
    expect(await statsRow(db(), player, GAME)).toMatchObject({ currentDailyStreak: 3, bestDailyStreak: 3, lastDailyWinDate: DAY });
  });

  test('without a receipt, yesterday’s answer typed today is refused as a stale day (nothing back-dated)', async () => {
    const { player } = await playerWithUnsavedWin();
    clockAt(NEXT_MORNING);
    const stale = await guessDaily({ guess: ANSWER, date: DAY, key: randomUUID() });
    expect([stale.status, stale.json.code]).toEqual([409, 'day_changed']);
    expect(await winDates(player)).toEqual(['2026-03-06']);
  });

  test('another player’s receipt, another guess’s receipt or a forged one back-dates nothing', async () => {
    const { player, receipt } = await playerWithUnsavedWin();
    const other = await insertUser(db());
    clockAt(NEXT_MORNING);
    await actAs(other);
    expect((await guessDaily({ guess: ANSWER, date: DAY, key: randomUUID(), receipt })).json.code).toBe('day_changed');
    await actAs(player);
    expect((await guessDaily({ guess: 'Mew', date: DAY, key: randomUUID(), receipt })).json.code).toBe('day_changed');
    const forged = await guessDaily({ guess: ANSWER, date: DAY, key: randomUUID(), receipt: `${receipt.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA` });
    expect([forged.status, forged.json.code]).toEqual([400, 'invalid_judgement']);
    expect(await winDates(player)).toEqual(['2026-03-06']);
  });

  test('past the 48-hour grace the receipt no longer lands', async () => {
    const { player, receipt } = await playerWithUnsavedWin();
    clockAt('2026-03-10T06:00:00Z'); // 48.5 hours after the judging
    const late = await guessDaily({ guess: ANSWER, date: DAY, key: randomUUID(), receipt });
    expect([late.status, late.json.code]).toEqual([409, 'receipt_expired']);
    expect(await winDates(player)).toEqual(['2026-03-06']);
  });
});

describe('endless play while the account is out of reach', () => {
  test('the player’s own round goes on, the win answers saved: false, and its resend counts once at its judging time', async () => {
    const player = await insertUser(db());
    await actAs(player);
    unreachable();
    clockAt('2026-05-01T12:00:00Z');
    const started = await callRoute<{ token: string }>(startEndless, { method: 'POST', params: { game: GAME } });
    expect(started.status).toBe(200);
    const secret = openRound(started.json.token).item;
    clockAt('2026-05-01T12:00:30Z');
    const won = await callRoute<Answer>(postEndlessGuess, { method: 'POST', params: { game: GAME }, body: { token: started.json.token, guess: secret } });
    expect(won.status).toBe(200);
    expect(won.json).toMatchObject({ won: true, counted: false, saved: false, judgement: expect.any(String) });
    expect(await countEndlessWins(db(), player)).toBe(0);

    // The database is back, an hour later: the browser resends the win with its key and receipt.
    reachable();
    clockAt('2026-05-01T13:00:00Z');
    const key = randomUUID();
    const resend = { token: started.json.token, guess: secret, key, receipt: won.json.judgement };
    const landed = await callRoute<Answer>(postEndlessGuess, { method: 'POST', params: { game: GAME }, body: resend });
    const again = await callRoute<Answer>(postEndlessGuess, { method: 'POST', params: { game: GAME }, body: resend });
    expect(landed.json).toMatchObject({ won: true, counted: true, saved: true });
    expect(again.json).toMatchObject({ won: true, counted: true, saved: true });
    expect(await countEndlessWins(db(), player)).toBe(1);
    expect((await statsRow(db(), player, GAME)).lastPlayedAt?.toISOString()).toBe('2026-05-01T12:00:30.000Z');
  });
});
