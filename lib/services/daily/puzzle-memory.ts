/**
 * Each game's daily puzzle, kept in memory once read (keyed by game and date), so guests' daily guesses
 * are judged without the database, even while it is unreachable. A stored puzzle changes only by hand (a
 * correction, the e2e set-up hook): a trigger then advances `daily_puzzle_changes`
 * (drizzle/0009_shared_caches.sql), and every process that sees a new value drops what it remembers. The
 * value is read with every puzzle read from the database, and in the background at most every
 * DAILY_PUZZLE_CHECK_EVERY_MS when a remembered puzzle is asked for: a guess answered from memory never
 * waits for it, and a failed read keeps the memory.
 */
import type { Db } from '@/db/client';
import { readDailyPuzzleChanges } from '@/db/queries/daily-puzzle-changes';
import { runWithRequestDeadline } from '@/db/deadline';

/** Five games × a few days: older entries are dropped first. */
const MAX_ENTRIES = 64;
/** How often a process asks whether a stored puzzle was corrected (a correction reaches it this long after, plus one request). */
export const DAILY_PUZZLE_CHECK_EVERY_MS = 2_000;

interface Memory {
  remembered: Map<string, unknown>;
  /** Advanced whenever the memory is dropped: a puzzle read before that is not remembered. */
  generation: number;
  /** The value of daily_puzzle_changes the memory is good for (undefined until first read). */
  changesSeen?: number;
  lastCheckAt: number;
  check?: Promise<void>;
}

// On globalThis: every route bundle (the guesses, the set-up hook) shares one memory.
const holder = globalThis as unknown as { __guessdleDailyPuzzles?: Memory };
const memory = (): Memory => (holder.__guessdleDailyPuzzles ??= { remembered: new Map(), generation: 0, lastCheckAt: 0 });

const keyOf = (game: string, date: string) => `${game}|${date}`;

export function recalledDailyPuzzle<T>(game: string, date: string): T | undefined {
  return memory().remembered.get(keyOf(game, date)) as T | undefined;
}

/** The memory's generation now: pass it back to rememberDailyPuzzle with what was read after. */
export function dailyPuzzleGeneration(): number {
  return memory().generation;
}

/** Remembers `puzzle` unless the memory was dropped since `generation` (it may be a corrected one's old row). */
export function rememberDailyPuzzle<T>(game: string, date: string, puzzle: T, generation = memory().generation): T {
  const { remembered, generation: now } = memory();
  if (generation !== now) return puzzle;
  remembered.set(keyOf(game, date), puzzle);
  while (remembered.size > MAX_ENTRIES) remembered.delete(remembered.keys().next().value!);
  return puzzle;
}

/** After a puzzle is set by hand in this process (tests, the e2e set-up hook): the next read goes to the database. */
export function forgetDailyPuzzles(): void {
  const held = memory();
  held.remembered.clear();
  held.generation += 1;
}

/**
 * Reads how many corrections the database has seen and drops the memory when that moved since the last
 * read (the first read only sets it: it comes before any puzzle is remembered, see getDailyPuzzle).
 */
export async function noteDailyPuzzleCorrections(db: Db): Promise<void> {
  const held = memory();
  const changes = await readDailyPuzzleChanges(db);
  if (held.changesSeen !== undefined && changes !== held.changesSeen) forgetDailyPuzzles();
  held.changesSeen = changes;
}

/** Starts a check for corrections in the background when the last one is DAILY_PUZZLE_CHECK_EVERY_MS old (a guess never waits for it). */
export function checkForDailyPuzzleCorrections(db: Db): void {
  const held = memory();
  if (held.check || Date.now() - held.lastCheckAt < DAILY_PUZZLE_CHECK_EVERY_MS) return;
  held.lastCheckAt = Date.now();
  // Its own database budget: the request that starts it may have spent its own.
  held.check = runWithRequestDeadline(() => noteDailyPuzzleCorrections(db))
    .catch(() => {}) // the database is away: the memory is what keeps today's play going
    .finally(() => {
      held.check = undefined;
    });
}

/** Tests: the check under way, if any, has settled. */
export async function dailyPuzzleCheckSettled(): Promise<void> {
  await memory().check;
}
