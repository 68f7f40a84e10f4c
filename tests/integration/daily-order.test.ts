import { count } from 'drizzle-orm';
import { GET as getDaily } from '@/app/api/daily/[game]/route';
import { POST as postGuess } from '@/app/api/daily/[game]/guess/route';
import { setDailyPuzzle } from '@/db/queries/daily-puzzles';
import { dailyPuzzles } from '@/db/schema';
import { PUZZLE_EPOCH, puzzleNumber } from '@/lib/games/daily';
import { dailyItemName, getItems } from '@/lib/games/items';
import { GAMES, getGame } from '@/lib/games/registry';
import type { GameId } from '@/lib/games/types';
import { getDailyPuzzle } from '@/lib/services/daily/puzzle';
import { assertEnvAtStartup } from '@/lib/env';
import { addDays, chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { shortestGap } from '../helpers/daily-gaps';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.destroy(); });

const env = process.env as Record<string, string | undefined>;
const saved = { DAILY_SECRET: env.DAILY_SECRET, NODE_ENV: env.NODE_ENV };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
});

const puzzle = async (game: GameId, date: string) => (await getDailyPuzzle(database.db, getGame(game)!, date)).item.name;
const store = (game: GameId, date: string, itemName: string) => setDailyPuzzle(database.db, { game, date, itemName, puzzleNumber: puzzleNumber(date) });

async function puzzleRows(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(dailyPuzzles);
  return Number(row.n);
}


describe('the daily order uses DAILY_SECRET', () => {
  test('a stored puzzle keeps its item when the secret changes; a new day follows the new secret', async () => {
    const date = '2027-02-10';
    env.DAILY_SECRET = 'the first secret';
    const first = await puzzle('pokemon', date);
    expect(first).toBe(dailyItemName('pokemon', date, 'the first secret'));

    env.DAILY_SECRET = 'the second secret';
    expect(dailyItemName('pokemon', date, 'the second secret')).not.toBe(first);
    expect(await puzzle('pokemon', date)).toBe(first);
    expect(await puzzle('pokemon', addDays(date, 1))).toBe(dailyItemName('pokemon', addDays(date, 1), 'the second secret'));
  });

  test('an item stored in the previous 30 days is skipped: Seel on 2026-11-22 is not the answer again on 2026-11-24', async () => {
    // A secret whose order would show Seel on the 24th, the worst case for the puzzles already stored.
    const secret = Array.from({ length: 5000 }, (_, i) => `seel-${i}`).find((s) => dailyItemName('pokemon', '2026-11-24', s) === 'Seel')!;
    expect(secret).toBeDefined();
    env.DAILY_SECRET = secret;
    await store('pokemon', '2026-11-22', 'Seel');
    await store('pokemon', '2026-11-23', 'Goldeen');

    const chosen = await puzzle('pokemon', '2026-11-24');
    expect(chosen).not.toBe('Seel');
    expect(chosen).not.toBe('Goldeen');
    // The next item of the order that was not stored in the previous 30 days.
    const nextInOrder = [1, 2, 3].map((ahead) => dailyItemName('pokemon', addDays('2026-11-24', ahead), secret));
    expect(chosen).toBe(nextInOrder.find((name) => name !== 'Seel' && name !== 'Goldeen'));
  });

  test.each(GAMES.map((game) => [game.id] as const))(
    '%s: no item repeats within 30 days over a stored history, a switch of secret and a whole cycle boundary',
    async (game) => {
      const itemCount = getItems(game).length;
      expect(itemCount).toBeGreaterThan(30);
      // A cycle boundary of the order, well in the future so that no other test stored these days.
      const boundary = addDays(PUZZLE_EPOCH, Math.ceil(1200 / itemCount) * itemCount);
      const start = addDays(boundary, -40);
      // The history was stored under another secret: the 30 days before `start` hold exactly the items the
      // new order would show next, the worst case for the switch.
      env.DAILY_SECRET = 'the new secret';
      const history = Array.from({ length: 30 }, (_, day) => dailyItemName(game, addDays(start, day), 'the new secret'));
      for (const [day, name] of history.entries()) await store(game, addDays(start, day - 30), name);

      // 40 days up to the boundary and 60 after it (tests/unit/games/daily.test.ts covers whole cycles).
      const served: string[] = [];
      for (let day = 0; day < 100; day++) served.push(await puzzle(game, addDays(start, day)));
      expect(shortestGap([...history, ...served])).toBeGreaterThan(30);
    },
    30_000,
  );
});

describe('production without DAILY_SECRET', () => {
  test('the daily calls answer 503 with a clear message and store nothing', async () => {
    env.NODE_ENV = 'production';
    delete env.DAILY_SECRET;
    const before = await puzzleRows();

    const daily = await callRoute(getDaily, { params: { game: 'bible-books' } });
    expect(daily.status).toBe(503);
    expect(daily.json.error).toMatch(/DAILY_SECRET/);

    const guessed = await callRoute(postGuess, { method: 'POST', params: { game: 'bible-books' }, body: { guess: 'Ruth', date: chicagoDate() } });
    expect(guessed.status).toBe(503);
    expect(guessed.json.error).toMatch(/DAILY_SECRET/);
    expect(await puzzleRows()).toBe(before);
  });

  test('a production start without it stops with a clear error; development starts without a word', () => {
    const warn = jest.fn();
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'set', NEXT_PUBLIC_SITE_URL: 'https://guessdle.example' };
    expect(() => assertEnvAtStartup(production, warn)).toThrow(/DAILY_SECRET is required in production/);
    expect(() => assertEnvAtStartup({ ...production, DAILY_SECRET: 'set' }, warn)).not.toThrow();
    expect(() => assertEnvAtStartup({ NODE_ENV: 'development' }, warn)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});
