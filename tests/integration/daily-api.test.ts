import { count, eq } from 'drizzle-orm';
import { GET as getDaily } from '@/app/api/daily/[game]/route';
import { POST as postGuess } from '@/app/api/daily/[game]/guess/route';
import { POST as postHint } from '@/app/api/daily/[game]/hint/route';
import { setDailyPuzzle } from '@/db/queries/daily-puzzles';
import { dailyPuzzles } from '@/db/schema';
import { puzzleNumber } from '@/lib/games/daily';
import { getItems } from '@/lib/games/items';
import { GAMES, getGame } from '@/lib/games/registry';
import type { GameId } from '@/lib/games/types';
import { forgetDailyPuzzles, getDailyPuzzle } from '@/lib/services/daily/puzzle';
import { addDays, chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.destroy(); });

const today = () => chicagoDate();
const guess = (game: string, body: unknown) => callRoute(postGuess, { method: 'POST', params: { game }, body });

async function setToday(game: GameId, itemName: string) {
  await setDailyPuzzle(database.db, { game, date: today(), itemName, puzzleNumber: puzzleNumber(today()) });
  forgetDailyPuzzles();
}

async function puzzleRows(date: string) {
  const [row] = await database.db.select({ n: count() }).from(dailyPuzzles).where(eq(dailyPuzzles.date, date));
  return Number(row.n);
}

describe('GET /api/daily/{game}', () => {
  test('gives the date and puzzle number, and no item to a guest', async () => {
    const { status, json } = await callRoute(getDaily, { params: { game: 'bible-books' } });
    expect(status).toBe(200);
    expect(json).toMatchObject({ date: today(), puzzleNumber: puzzleNumber(today()), book: null });
  });

  test('stores the day’s item on first use and serves the same one afterwards, even when requests race', async () => {
    const game = getGame('subnautica-creatures')!;
    const date = addDays(today(), 40);
    const results = await Promise.all(Array.from({ length: 8 }, () => getDailyPuzzle(database.db, game, date)));
    expect(new Set(results.map((r) => r.item.name)).size).toBe(1);
    expect(await puzzleRows(date)).toBe(1);
  });

  test('an unknown game is a 404 and stores nothing', async () => {
    const before = await puzzleRows(today());
    const { status } = await callRoute(getDaily, { params: { game: 'monopoly' } });
    expect(status).toBe(404);
    expect(await puzzleRows(today())).toBe(before);
  });
});

describe('POST /api/daily/{game}/guess', () => {
  beforeAll(async () => { await setToday('bible-books', 'Ruth'); });

  test('a wrong guess gives the row of results and not the answer', async () => {
    const { status, json } = await guess('bible-books', { guess: 'genesis', date: today() });
    expect(status).toBe(200);
    expect(json).toEqual({
      date: today(),
      puzzleNumber: puzzleNumber(today()),
      won: false,
      attempt: {
        name: 'Genesis',
        results: { testament: 'correct', genre: 'incorrect', author: 'incorrect', chapter_count: 'partial-down', audience: 'correct' },
      },
      receipt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]{16}\.1$/),
    });
  });

  test('the right guess wins and carries the item', async () => {
    const { json } = await guess('bible-books', { guess: '  RUTH ' });
    expect(json).toMatchObject({ won: true, answer: { name: 'Ruth', chapter_count: 4, author: 'Samuel' } });
  });

  test.each([
    ['an unknown name', { guess: 'Hezekiah' }, 422, 'Not a valid book'],
    ['an empty guess', { guess: '   ' }, 400, 'Type a name to guess.'],
    ['a missing guess', {}, 400, 'Invalid body: guess'],
    ['a malformed date', { guess: 'Ruth', date: '2026-13-01' }, 400, 'YYYY-MM-DD'],
  ])('%s is refused with %i', async (_label, body, status, message) => {
    const response = await guess('bible-books', body);
    expect(response.status).toBe(status);
    expect(response.json.error).toContain(message);
  });

  test('a guess for yesterday (a stale tab) is a 409 telling the player the day has changed, and stores nothing', async () => {
    const yesterday = addDays(today(), -1);
    // GET /api/daily/{game} names yesterday's answer (issue 29), which stores yesterday's puzzle once: the guess adds nothing.
    const before = await puzzleRows(yesterday);
    const response = await guess('pokemon', { guess: 'Pikachu', date: yesterday });
    expect(response.status).toBe(409);
    expect(response.json.error).toMatch(/day has changed/);
    expect(await puzzleRows(yesterday)).toBe(before);
  });

  test('an unknown game is a 404', async () => {
    expect((await guess('chess', { guess: 'Knight' })).status).toBe(404);
  });
});

describe('a whole daily round, guessing every item in turn', () => {
  test.each(GAMES.map((game) => [game.id] as const))('%s: no response before the win reveals the answer', async (id) => {
    const game = getGame(id)!;
    const secret = (await getDailyPuzzle(database.db, game, today())).item;
    const secretHint = String((secret as unknown as Record<string, unknown>)[game.hintField]);
    let responses = 0;
    for (const item of getItems(id)) {
      const { status, json, text } = await guess(id, { guess: item.name, date: today() });
      expect(status).toBe(200);
      responses++;
      if (item.name === secret.name) {
        expect(json).toMatchObject({ won: true, answer: secret });
        expect(new Set(Object.values((json.attempt as { results: Record<string, string> }).results))).toEqual(new Set(['correct']));
        return;
      }
      expect(json.won).toBe(false);
      expect(json).not.toHaveProperty('answer');
      expect(text).not.toContain(JSON.stringify(secret.name));
      expect(text).not.toContain(secretHint);
    }
    throw new Error(`never won after ${responses} guesses`);
  });
});

describe('POST /api/daily/{game}/hint (a guest: unlocked by the receipts of judged guesses)', () => {
  beforeAll(async () => { await setToday('pokemon', 'Eevee'); });
  const hint = (body: unknown, game = 'pokemon') => callRoute(postHint, { method: 'POST', params: { game }, body });
  const FIVE = ['Pikachu', 'Mew', 'Onix', 'Ditto', 'Snorlax'];

  async function receiptsFor(names: string[], game = 'pokemon') {
    const receipts: string[] = [];
    for (const name of names) {
      const { status, json } = await guess(game, { guess: name, date: today() });
      expect(status).toBe(200);
      expect(json.receipt).toEqual(expect.any(String));
      receipts.push(json.receipt as string);
    }
    return receipts;
  }

  test('five valid names without receipts stay locked', async () => {
    const response = await hint({ guesses: FIVE, date: today() });
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({ code: 'hint_locked' });
    expect(response.text).not.toContain('Eevee');
  });

  test('stays locked with fewer than five distinct receipts (a repeated guess counts once)', async () => {
    const receipts = await receiptsFor(['Pikachu', 'pikachu', 'Mew', 'Onix', 'Ditto']);
    const response = await hint({ receipts: [...receipts, receipts[0]], date: today() });
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({ code: 'hint_locked' });
  });

  test('unlocks with the receipts of five distinct judged guesses and gives the item’s description', async () => {
    const response = await hint({ receipts: await receiptsFor(FIVE), date: today() });
    expect(response.status).toBe(200);
    const eevee = getItems('pokemon').find((p) => p.name === 'Eevee')!;
    expect(response.json).toEqual({ date: today(), hint: eevee.hint });
  });

  test('a forged receipt is a 400 invalid_receipt, even beside five real ones', async () => {
    const real = await receiptsFor(FIVE);
    const [name, mac] = real[0].split('.');
    const forgeries = [
      'forged',
      `${Buffer.from('Agumon').toString('base64url')}.${mac}`,
      `${name}.${Buffer.alloc(16).toString('base64url')}`,
    ];
    for (const forged of forgeries) {
      const response = await hint({ receipts: [...real, forged], date: today() });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid_receipt' });
      expect(response.text).not.toContain('Eevee');
    }
  });

  test('receipts from another game do not unlock this one', async () => {
    await setToday('bible-books', 'Ruth');
    const bibleReceipts = await receiptsFor(['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy'], 'bible-books');
    expect((await hint({ receipts: bibleReceipts, date: today() })).json).toMatchObject({ code: 'invalid_receipt' });
  });

  test('a stale date is refused', async () => {
    expect((await hint({ receipts: await receiptsFor(FIVE), date: addDays(today(), -1) })).status).toBe(409);
  });
});
