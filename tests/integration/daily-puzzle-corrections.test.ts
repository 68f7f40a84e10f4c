/**
 * A stored daily puzzle corrected by hand (another process, the e2e set-up hook, an operator in psql)
 * reaches every process's memory within DAILY_PUZZLE_CHECK_EVERY_MS and one request, while a database
 * that is away leaves the memory serving.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { DatabaseTimeoutError } from '@/db/deadline';
import { getGame } from '@/lib/games/registry';
import { getDailyPuzzle } from '@/lib/services/daily/puzzle';
import { DAILY_PUZZLE_CHECK_EVERY_MS, dailyPuzzleCheckSettled, forgetDailyPuzzles } from '@/lib/services/daily/puzzle-memory';
import { setTodaysSecret } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { movableClockForEachTest } from '../helpers/movable-clock';
import { chicagoDate } from '@/lib/time';

let database: TestDatabase;
const moveClock = movableClockForEachTest();
const pokemon = getGame('pokemon')!;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => { await database.destroy(); });

/** The app's database handle, which the test can cut off (every query then times out, as a stalled database does). */
function cuttable(db: Db) {
  const state = { cutOff: false };
  const handle = new Proxy(db, {
    get: (target, property) => {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (state.cutOff) return () => Promise.reject(new DatabaseTimeoutError('a query (the database is cut off by the test)', 1200));
      return value.bind(target);
    },
  });
  return { handle, state };
}

/** Reads today's puzzle the way a guess does, then lets a background check (if one started) finish. */
async function todaysItem(db: Db): Promise<string> {
  const { item } = await getDailyPuzzle(db, pokemon, chicagoDate());
  await dailyPuzzleCheckSettled();
  return item.name;
}

test('a puzzle changed in the database behind this process is served corrected once the check interval has passed', async () => {
  await setTodaysSecret(database.db, 'pokemon', 'Eevee');
  expect(await todaysItem(database.db)).toBe('Eevee');
  moveClock(DAILY_PUZZLE_CHECK_EVERY_MS);
  expect(await todaysItem(database.db)).toBe('Eevee'); // the first check: the memory is good for what is stored now

  // Another process corrects the row (no forgetDailyPuzzles() here: only the database knows).
  await database.db.execute(sql`update daily_puzzles set item_name = 'Pikachu' where game = 'pokemon' and date = ${chicagoDate()}`);
  expect(await todaysItem(database.db)).toBe('Eevee'); // within the interval the memory answers, without the database
  moveClock(DAILY_PUZZLE_CHECK_EVERY_MS);
  await todaysItem(database.db); // this read starts the check (and is not kept waiting for it)
  expect(await todaysItem(database.db)).toBe('Pikachu');

  // A deleted row is a correction too: the next read chooses and stores the day's puzzle again.
  await database.db.execute(sql`delete from daily_puzzles where game = 'pokemon' and date = ${chicagoDate()}`);
  moveClock(DAILY_PUZZLE_CHECK_EVERY_MS);
  await todaysItem(database.db);
  const stored = await database.db.execute(sql`select 1 from daily_puzzles where game = 'pokemon' and date = ${chicagoDate()}`);
  expect(((stored as { rows?: unknown[] }).rows ?? (stored as unknown[])).length).toBe(0);
  await todaysItem(database.db);
  const again = await database.db.execute(sql`select 1 from daily_puzzles where game = 'pokemon' and date = ${chicagoDate()}`);
  expect(((again as { rows?: unknown[] }).rows ?? (again as unknown[])).length).toBe(1);
});

test('while the database is unreachable the remembered puzzle still serves, checks or not', async () => {
  forgetDailyPuzzles();
  await setTodaysSecret(database.db, 'pokemon', 'Mew');
  const { handle, state } = cuttable(database.db);
  expect(await todaysItem(handle)).toBe('Mew');
  state.cutOff = true;
  for (let i = 0; i < 3; i += 1) {
    moveClock(DAILY_PUZZLE_CHECK_EVERY_MS);
    expect(await todaysItem(handle)).toBe('Mew');
  }
  state.cutOff = false;
  await database.db.execute(sql`update daily_puzzles set item_name = 'Mewtwo' where game = 'pokemon' and date = ${chicagoDate()}`);
  moveClock(DAILY_PUZZLE_CHECK_EVERY_MS);
  await todaysItem(handle);
  expect(await todaysItem(handle)).toBe('Mewtwo');
});
