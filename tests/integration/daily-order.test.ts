import { count } from 'drizzle-orm';
import { GET as getDaily } from '@/app/api/daily/[game]/route';
import { POST as postGuess } from '@/app/api/daily/[game]/guess/route';
import { setDailyPuzzle } from '@/db/queries/daily-puzzles';
import { dailyPuzzles } from '@/db/schema';
import { noRepeatDays, PUZZLE_EPOCH, puzzleNumber } from '@/lib/games/daily';
import { drawDailyItemName, getItems } from '@/lib/games/items';
import { GAMES, getGame } from '@/lib/games/registry';
import type { GameId } from '@/lib/games/types';
import { forgetDailyPuzzles, getDailyPuzzle } from '@/lib/services/daily/puzzle';
import { assertEnvAtStartup } from '@/lib/env';
import { addDays, chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { shortestGap } from '../helpers/daily-gaps';
import { simulateDraws } from '../helpers/daily-draw';

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


describe('the daily draw uses DAILY_SECRET and the stored days (issue 36 item 1)', () => {
  test('a stored puzzle keeps its item when the secret changes; a new day follows the new secret', async () => {
    const date = '2027-02-10';
    env.DAILY_SECRET = 'the first secret';
    const first = await puzzle('pokemon', date);
    expect(first).toBe(drawDailyItemName('pokemon', date, 'the first secret', []));

    env.DAILY_SECRET = 'the second secret';
    expect(drawDailyItemName('pokemon', date, 'the second secret', [])).not.toBe(first);
    expect(await puzzle('pokemon', date)).toBe(first);
    expect(await puzzle('pokemon', addDays(date, 1))).toBe(drawDailyItemName('pokemon', addDays(date, 1), 'the second secret', [first]));
  });

  test('an item stored in the previous K days is never drawn: Seel on 2026-11-22 is not the answer again on 2026-11-24', async () => {
    // A secret whose draw among every item would be Seel on the 24th, the worst case for the puzzles already stored.
    const secret = Array.from({ length: 5000 }, (_, i) => `seel-${i}`).find((s) => drawDailyItemName('pokemon', '2026-11-24', s, []) === 'Seel')!;
    expect(secret).toBeDefined();
    env.DAILY_SECRET = secret;
    await store('pokemon', '2026-11-22', 'Seel');
    await store('pokemon', '2026-11-23', 'Goldeen');

    const chosen = await puzzle('pokemon', '2026-11-24');
    expect(['Seel', 'Goldeen']).not.toContain(chosen);
    expect(chosen).toBe(drawDailyItemName('pokemon', '2026-11-24', secret, ['Seel', 'Goldeen']));
  });

  test('a day drawn after a later day was stored leaves that later item out too, so no item comes back within K days', async () => {
    env.DAILY_SECRET = 'out of order';
    const later = drawDailyItemName('bible-books', '2027-05-01', 'out of order', []);
    await store('bible-books', '2027-05-03', later);
    const chosen = await puzzle('bible-books', '2027-05-01');
    expect(chosen).not.toBe(later);
    expect(chosen).toBe(drawDailyItemName('bible-books', '2027-05-01', 'out of order', [later]));
  });

  test.each(GAMES.map((game) => [game.id] as const))(
    '%s: 100 days served after a stored history: the stored draw, no item within K days, N - K candidates every day, never changed once served',
    async (game) => {
      const itemCount = getItems(game).length;
      const k = noRepeatDays(itemCount);
      // Far in the future, so that no other test stored these days.
      const start = addDays(PUZZLE_EPOCH, 1400);
      env.DAILY_SECRET = 'the new secret';
      // The K days before `start` were stored under another secret.
      const history = simulateDraws(game, addDays(start, -k), k, 'an earlier secret');
      for (const [day, name] of history.entries()) await store(game, addDays(start, day - k), name);

      const served: string[] = [];
      for (let day = 0; day < 100; day++) served.push(await puzzle(game, addDays(start, day)));
      expect(served).toEqual(simulateDraws(game, start, 100, 'the new secret', history));
      expect(shortestGap([...history, ...served])).toBeGreaterThan(k);
      const all = [...history, ...served];
      for (let day = k; day < all.length; day++) expect(itemCount - new Set(all.slice(day - k, day)).size).toBe(itemCount - k);

      // Never changes once served: a new secret, a process that forgot every puzzle, the same items.
      env.DAILY_SECRET = 'yet another secret';
      forgetDailyPuzzles();
      for (let day = 0; day < 100; day += 9) expect(await puzzle(game, addDays(start, day))).toBe(served[day]);
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
