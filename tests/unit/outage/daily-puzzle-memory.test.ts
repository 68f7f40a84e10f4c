/** Today's puzzle, once read, is judged from memory: guest play goes on while the database is away. */
import type { Db } from '@/db/client';
import { findDailyPuzzle } from '@/db/queries/daily-puzzles';
import { DatabaseTimeoutError } from '@/db/deadline';
import { getGame } from '@/lib/games/registry';
import { forgetDailyPuzzles, getDailyPuzzle } from '@/lib/services/daily/puzzle';

jest.mock('@/db/queries/daily-puzzles', () => ({ findDailyPuzzle: jest.fn(), insertDailyPuzzleIfAbsent: jest.fn() }));
jest.mock('@/db/queries/daily-puzzle-changes', () => ({ readDailyPuzzleChanges: jest.fn(async () => 0) }));
const find = findDailyPuzzle as jest.MockedFunction<typeof findDailyPuzzle>;
const db = {} as Db;
const pokemon = getGame('pokemon')!;

beforeEach(() => {
  forgetDailyPuzzles();
  find.mockReset();
});

test('a puzzle read once is served from memory when the database is unreachable', async () => {
  find.mockResolvedValueOnce({ game: 'pokemon', date: '2026-11-23', itemName: 'Eevee', puzzleNumber: 453 });
  expect((await getDailyPuzzle(db, pokemon, '2026-11-23')).item.name).toBe('Eevee');
  find.mockRejectedValue(new DatabaseTimeoutError('a query', 1200));
  expect(await getDailyPuzzle(db, pokemon, '2026-11-23')).toMatchObject({ puzzleNumber: 453, item: { name: 'Eevee' } });
  expect(find).toHaveBeenCalledTimes(1);
});

test('memory is kept per game and date, and forgetDailyPuzzles() makes the next read go to the database', async () => {
  find.mockResolvedValue({ game: 'pokemon', date: '2026-11-23', itemName: 'Eevee', puzzleNumber: 453 });
  await getDailyPuzzle(db, pokemon, '2026-11-23');
  find.mockResolvedValueOnce({ game: 'pokemon', date: '2026-11-24', itemName: 'Pikachu', puzzleNumber: 454 });
  expect((await getDailyPuzzle(db, pokemon, '2026-11-24')).item.name).toBe('Pikachu');
  forgetDailyPuzzles();
  find.mockRejectedValueOnce(new DatabaseTimeoutError('a query', 1200));
  await expect(getDailyPuzzle(db, pokemon, '2026-11-23')).rejects.toBeInstanceOf(DatabaseTimeoutError);
});
