import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../client';
import { dailyPuzzles } from '../schema';

export interface DailyPuzzleRow {
  game: string;
  date: string;
  itemName: string;
  puzzleNumber: number;
}

export async function findDailyPuzzle(db: Db, game: string, date: string): Promise<DailyPuzzleRow | undefined> {
  const [row] = await db
    .select({ game: dailyPuzzles.game, date: dailyPuzzles.date, itemName: dailyPuzzles.itemName, puzzleNumber: dailyPuzzles.puzzleNumber })
    .from(dailyPuzzles)
    .where(and(eq(dailyPuzzles.game, game), eq(dailyPuzzles.date, date)));
  return row;
}

/** Stores the day's puzzle unless one is stored already; safe when two requests race. Returns the stored row. */
export async function insertDailyPuzzleIfAbsent(db: Db, puzzle: DailyPuzzleRow): Promise<DailyPuzzleRow> {
  await db.insert(dailyPuzzles).values(puzzle).onConflictDoNothing({ target: [dailyPuzzles.game, dailyPuzzles.date] });
  const stored = await findDailyPuzzle(db, puzzle.game, puzzle.date);
  if (!stored) throw new Error(`Daily puzzle for ${puzzle.game} on ${puzzle.date} vanished after insert`);
  return stored;
}

/** Tests and admin tools: sets the day's item explicitly (replacing an unplayed stored one). */
export async function setDailyPuzzle(db: Db, puzzle: DailyPuzzleRow): Promise<void> {
  await db
    .insert(dailyPuzzles)
    .values(puzzle)
    .onConflictDoUpdate({ target: [dailyPuzzles.game, dailyPuzzles.date], set: { itemName: puzzle.itemName } });
}

/** The item names stored for a game's puzzles from `from` to `to` (inclusive dates). */
export async function findDailyItemNamesBetween(db: Db, game: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ itemName: dailyPuzzles.itemName })
    .from(dailyPuzzles)
    .where(and(eq(dailyPuzzles.game, game), gte(dailyPuzzles.date, from), lte(dailyPuzzles.date, to)));
  return rows.map((row) => row.itemName);
}
