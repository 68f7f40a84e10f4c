/**
 * Each game's daily puzzle, kept in memory once read (keyed by game and date): a stored puzzle never
 * changes, so guests' daily guesses are judged without the database, even while it is unreachable.
 */

/** Five games × a few days: older entries are dropped first. */
const MAX_ENTRIES = 64;
const remembered = new Map<string, unknown>();

const keyOf = (game: string, date: string) => `${game}|${date}`;

export function recalledDailyPuzzle<T>(game: string, date: string): T | undefined {
  return remembered.get(keyOf(game, date)) as T | undefined;
}

export function rememberDailyPuzzle<T>(game: string, date: string, puzzle: T): T {
  remembered.set(keyOf(game, date), puzzle);
  while (remembered.size > MAX_ENTRIES) remembered.delete(remembered.keys().next().value!);
  return puzzle;
}

/** After a puzzle is set by hand (tests, the e2e set-up hook): the next read goes to the database. */
export function forgetDailyPuzzles(): void {
  remembered.clear();
}
