/**
 * The archive of past daily puzzles (issue 29 item 6) against the real routes and database: the day list
 * and its results, a past day judged with the daily's rules and receipts, idempotent resends, the hint,
 * the refusals (400 malformed date or page, 404 a day not released, today included, or an unknown game),
 * and the proof that an archive round changes nothing of the daily's: every table but archive_rounds,
 * guess_records and daily_puzzles is the same before and after.
 */
import { and, eq } from 'drizzle-orm';
import { GET as getList } from '@/app/api/archive/[game]/route';
import { GET as getDay } from '@/app/api/archive/[game]/[date]/route';
import { POST as postGuess } from '@/app/api/archive/[game]/[date]/guess/route';
import { POST as postHint } from '@/app/api/archive/[game]/[date]/hint/route';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { setDailyPuzzle } from '@/db/queries/daily-puzzles';
import { archiveRounds, dailyGameStates } from '@/db/schema';
import { ARCHIVE_PAGE_SIZE, archivePageCount } from '@/lib/games/archive';
import { PUZZLE_EPOCH, puzzleNumber } from '@/lib/games/daily';
import { itemHint } from '@/lib/games/item-fields';
import { findItemByName } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import type { GameId } from '@/lib/games/types';
import { forgetDailyPuzzles } from '@/lib/services/daily/puzzle';
import { addDays, chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, insertUser, setTodaysSecret } from '@/tests/helpers/progress-fixtures';
import { appTables, tableChecksums } from '@/tests/helpers/table-checksum';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await setPast('pokemon', DAY, 'Eevee');
  await setTodaysSecret(database.db, 'pokemon', 'Mewtwo');
});
afterAll(async () => database.destroy());
beforeEach(() => actAs(null));

const today = () => chicagoDate();
const DAY = '2025-10-01';
const WRONG = ['Pikachu', 'Mew', 'Onix', 'Ditto', 'Snorlax'];
const pokemon = getGame('pokemon')!;

async function setPast(game: GameId, date: string, itemName: string) {
  await setDailyPuzzle(database.db, { game, date, itemName, puzzleNumber: puzzleNumber(date) });
  forgetDailyPuzzles();
}

const list = (query = '', game = 'pokemon') => callRoute(getList, { params: { game }, path: `/api/archive/${game}${query}` });
const day = (date: string, game = 'pokemon') => callRoute(getDay, { params: { game, date } });
const guess = (date: string, body: Record<string, unknown>, game = 'pokemon') => callRoute(postGuess, { method: 'POST', params: { game, date }, body });
const hint = (date: string, receipts: string[], game = 'pokemon') => callRoute(postHint, { method: 'POST', params: { game, date }, body: { receipts } });

/** Every table but the archive's own, the guess keys and the stored puzzles (an archive day's is stored on first use). */
const dailySideTables = () => appTables().filter((table) => !['archive_rounds', 'guess_records', 'daily_puzzles'].includes(table));

describe('GET /api/archive/{game}: the day list', () => {
  test('page 1 starts yesterday, newest first; a guest gets no results (they are in the browser)', async () => {
    const { status, json } = await list();
    expect(status).toBe(200);
    expect(json).toMatchObject({ game: 'pokemon', page: 1, pageSize: ARCHIVE_PAGE_SIZE, total: puzzleNumber(today()) - 1, pageCount: archivePageCount(today()) });
    const days = json.days as { date: string; puzzleNumber: number; result: unknown }[];
    expect(days).toHaveLength(ARCHIVE_PAGE_SIZE);
    expect(days[0]).toEqual({ date: addDays(today(), -1), puzzleNumber: puzzleNumber(today()) - 1, result: null });
    expect(days.map((each) => each.date)).not.toContain(today());
  });

  test('the last page ends with puzzle #1; past it is a 404, a malformed page a 400', async () => {
    const last = archivePageCount(today());
    const { json } = await list(`?page=${last}`);
    const days = json.days as { date: string; puzzleNumber: number }[];
    expect(days.at(-1)).toMatchObject({ date: PUZZLE_EPOCH, puzzleNumber: 1 });
    const past = await list(`?page=${last + 1}`);
    expect(past.status).toBe(404);
    expect(past.json.error).toContain(`There is no page ${last + 1} of the archive`);
    for (const query of ['?page=0', '?page=abc', '?page=-1', '?page=1.5', '?limit=5']) expect((await list(query)).status).toBe(400);
  });

  test('an unknown game is a 404', async () => {
    expect((await list('', 'monopoly')).status).toBe(404);
  });
});

describe('a past day, for a guest', () => {
  test('GET gives the day’s number and no round, no item', async () => {
    const { status, json } = await day(DAY);
    expect(status).toBe(200);
    expect(json).toEqual({ date: DAY, puzzleNumber: puzzleNumber(DAY), round: null });
  });

  test('a wrong guess is judged with a receipt and no answer; the right one wins with the item', async () => {
    const wrong = await guess(DAY, { guess: 'pikachu' });
    expect(wrong.status).toBe(200);
    expect(wrong.json).toMatchObject({ date: DAY, puzzleNumber: puzzleNumber(DAY), won: false, attempt: { name: 'Pikachu' }, receipt: expect.any(String) });
    expect(wrong.json).not.toHaveProperty('answer');
    const right = await guess(DAY, { guess: 'Eevee' });
    expect(right.json).toMatchObject({ won: true, answer: { name: 'Eevee' } });
  });

  test('the hint unlocks with the receipts of five judged guesses of that day, not with other rounds’ receipts', async () => {
    const receipts: string[] = [];
    for (const name of WRONG.slice(0, 4)) receipts.push(String((await guess(DAY, { guess: name })).json.receipt));
    const early = await hint(DAY, receipts);
    expect(early.status).toBe(409);
    receipts.push(String((await guess(DAY, { guess: WRONG[4] })).json.receipt));
    expect((await hint(DAY, receipts)).json).toEqual({ date: DAY, hint: itemHint(pokemon, findItemByName('pokemon', 'Eevee')!) });
    // Another day's receipts, or today's daily receipts, unlock nothing here.
    const other = '2025-10-02';
    const otherReceipts = [];
    for (const name of WRONG) otherReceipts.push(String((await guess(other, { guess: name })).json.receipt));
    expect((await hint(DAY, otherReceipts)).status).toBe(400);
    const dailyReceipts = [];
    for (const name of WRONG) dailyReceipts.push(String((await callRoute(postDailyGuess, { method: 'POST', params: { game: 'pokemon' }, body: { guess: name } })).json.receipt));
    expect((await hint(DAY, dailyReceipts)).status).toBe(400);
  });
});

describe('refusals', () => {
  test.each(['2026-02-30', '2026-1-5', 'abc', '2025-13-01'])('a malformed date %p is a 400 on every call', async (date) => {
    for (const answer of [await day(date), await guess(date, { guess: 'Pikachu' }), await hint(date, [])]) {
      expect(answer.status).toBe(400);
      expect(answer.json.error).toContain('YYYY-MM-DD');
    }
  });

  test('today, a later day and a day before puzzle #1 are 404s with a clear message, on every call', async () => {
    for (const date of [today(), addDays(today(), 1), '2030-01-01', addDays(PUZZLE_EPOCH, -1)]) {
      for (const answer of [await day(date), await guess(date, { guess: 'Mewtwo' }), await hint(date, [])]) {
        expect(answer.status).toBe(404);
        expect(answer.json.error).toContain(`There is no archive puzzle for ${date}`);
      }
    }
  });

  test('an unknown game is a 404, an unknown name a 422', async () => {
    expect((await day(DAY, 'monopoly')).status).toBe(404);
    expect((await guess(DAY, { guess: 'Pikachu' }, 'monopoly')).status).toBe(404);
    expect((await guess(DAY, { guess: 'Hezekiah' })).status).toBe(422);
  });
});

describe('a past day, for a signed-in player', () => {
  test('guesses are stored in archive_rounds once per key, the win shown on every device, and nothing of the daily changes', async () => {
    const userId = await insertUser(database.db);
    actAs(userId);
    const before = await tableChecksums(database.db, dailySideTables());
    const key = '0f8e6a52-3c1b-4d7e-9a2f-5b6c7d8e9f01';
    const first = await guess(DAY, { guess: 'Pikachu', key });
    const resent = await guess(DAY, { guess: 'Pikachu', key });
    expect(first.json).toMatchObject({ won: false, saved: true });
    expect(resent.json).toEqual(first.json);
    expect((await guess(DAY, { guess: 'Mew', key })).status).toBe(409); // the key of another guess
    expect((await guess(DAY, { guess: 'Eevee', key: '1f8e6a52-3c1b-4d7e-9a2f-5b6c7d8e9f02' })).json).toMatchObject({ won: true, answer: { name: 'Eevee' } });
    // Nothing is added to a won round.
    await guess(DAY, { guess: 'Onix', key: '2f8e6a52-3c1b-4d7e-9a2f-5b6c7d8e9f03' });
    const [row] = await database.db.select().from(archiveRounds).where(and(eq(archiveRounds.userId, userId), eq(archiveRounds.date, DAY)));
    expect(row).toMatchObject({ game: 'pokemon', guessedCards: ['Pikachu', 'Eevee'], gameWon: true, wonAt: expect.any(Date) });

    const stored = await day(DAY);
    expect(stored.json).toMatchObject({ round: { game_won: true, guessed_cards: ['Pikachu', 'Eevee'], answer: { name: 'Eevee' }, hint: expect.any(String) } });
    const days = (await list(`?page=${Math.ceil((puzzleNumber(today()) - puzzleNumber(DAY)) / ARCHIVE_PAGE_SIZE)}`)).json.days as { date: string; result: unknown }[];
    expect(days.find((each) => each.date === DAY)?.result).toEqual({ status: 'won', guesses: 2 });
    expect(days.find((each) => each.date !== DAY)?.result).toEqual({ status: 'not-played' });

    expect(await tableChecksums(database.db, dailySideTables())).toEqual(before);
  });

  test('the hint is counted from the stored guesses and stays revealed', async () => {
    const userId = await insertUser(database.db);
    actAs(userId);
    const date = '2025-10-03';
    for (const name of WRONG.slice(0, 4)) await guess(date, { guess: name });
    expect((await hint(date, [])).status).toBe(409);
    await guess(date, { guess: WRONG[4] });
    const answer = await hint(date, []);
    expect(answer.status).toBe(200);
    expect((await day(date)).json).toMatchObject({ round: { is_hint_revealed: true, hint: answer.json.hint, game_won: false, answer: null } });
  });

  test('a day already played as the daily shows that result, and its archive round goes on from it', async () => {
    const userId = await insertUser(database.db);
    actAs(userId);
    const won = addDays(today(), -2);
    const tried = addDays(today(), -3);
    await setPast('pokemon', won, 'Eevee');
    await setPast('pokemon', tried, 'Eevee');
    const attempt = (name: string) => ({ name, results: {} });
    await database.db.insert(dailyGameStates).values([
      { userId, game: 'pokemon', date: won, guessedCards: ['Mew', 'Onix', 'Eevee'], attemptsData: ['Mew', 'Onix', 'Eevee'].map(attempt), gameWon: true, currentCardId: 'Eevee' },
      { userId, game: 'pokemon', date: tried, guessedCards: ['Mew'], attemptsData: [attempt('Mew')] },
    ]);
    const days = (await list()).json.days as { date: string; result: unknown }[];
    expect(days.find((each) => each.date === won)?.result).toEqual({ status: 'won', guesses: 3 });
    expect(days.find((each) => each.date === tried)?.result).toEqual({ status: 'tried', guesses: 1 });
    expect((await day(won)).json).toMatchObject({ round: { game_won: true, answer: { name: 'Eevee' } } });

    const before = await tableChecksums(database.db, dailySideTables());
    expect((await guess(tried, { guess: 'Eevee' })).json).toMatchObject({ won: true });
    const after = (await list()).json.days as { date: string; result: unknown }[];
    expect(after.find((each) => each.date === tried)?.result).toEqual({ status: 'won', guesses: 2 });
    expect(await tableChecksums(database.db, dailySideTables())).toEqual(before);
  });
});
