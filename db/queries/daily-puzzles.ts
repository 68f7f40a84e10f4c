import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../client';
import { dailyPuzzles } from '../schema';

export interface DailyPuzzleRow {
  game: string;
  date: string;
  itemName: string;
  puzzleNumber: number;
}

/** A puzzle's provably fair salt and commitment (lib/services/fairness/salt.ts), 64 lowercase hex characters each. */
export interface PuzzleSeal {
  salt: string;
  commitment: string;
}

/** A stored puzzle with its provably fair salt and commitment (null on a row stored before issue 30, until filled). */
export interface SealedPuzzleRow extends DailyPuzzleRow {
  salt: string | null;
  commitment: string | null;
  /** When the row was stored (issue 36 item 10: before its day began, or only when first served). */
  createdAt: Date;
}

const sealedColumns = {
  game: dailyPuzzles.game,
  date: dailyPuzzles.date,
  itemName: dailyPuzzles.itemName,
  puzzleNumber: dailyPuzzles.puzzleNumber,
  salt: dailyPuzzles.salt,
  commitment: dailyPuzzles.commitment,
  createdAt: dailyPuzzles.createdAt,
};

export async function findDailyPuzzle(db: Db, game: string, date: string): Promise<DailyPuzzleRow | undefined> {
  const [row] = await db
    .select({ game: dailyPuzzles.game, date: dailyPuzzles.date, itemName: dailyPuzzles.itemName, puzzleNumber: dailyPuzzles.puzzleNumber })
    .from(dailyPuzzles)
    .where(and(eq(dailyPuzzles.game, game), eq(dailyPuzzles.date, date)));
  return row;
}

/**
 * Stores the day's puzzle with its salt and commitment unless one is stored already; safe when two requests
 * race (the first insert wins, and its row is what both return).
 */
export async function insertDailyPuzzleIfAbsent(db: Db, puzzle: DailyPuzzleRow & PuzzleSeal): Promise<DailyPuzzleRow> {
  // No conflict target: a racing insert of the same day may meet either unique key first ((game, date) or
  // (game, puzzle_number), the number following from the date), and either is the same puzzle stored by the other.
  await db.insert(dailyPuzzles).values(puzzle).onConflictDoNothing();
  const stored = await findDailyPuzzle(db, puzzle.game, puzzle.date);
  if (!stored) throw new Error(`Daily puzzle for ${puzzle.game} on ${puzzle.date} vanished after insert`);
  return stored;
}

/**
 * Tests and admin tools: sets the day's item explicitly (replacing an unplayed stored one) with the salt and
 * commitment given for it (lib/services/fairness/salt.ts sealPuzzle), or none: the fairness service then makes
 * them from the item when first needed. Either way the replaced item's commitment goes with it, and the row
 * counts as stored now (issue 36 item 10), or at `createdAt` when given (tests).
 */
export async function setDailyPuzzle(db: Db, puzzle: DailyPuzzleRow & Partial<PuzzleSeal> & { createdAt?: Date }): Promise<void> {
  const seal = { salt: puzzle.salt ?? null, commitment: puzzle.commitment ?? null };
  const createdAt = puzzle.createdAt ?? new Date();
  await db
    .insert(dailyPuzzles)
    .values({ ...puzzle, ...seal, createdAt })
    .onConflictDoUpdate({ target: [dailyPuzzles.game, dailyPuzzles.date], set: { itemName: puzzle.itemName, ...seal, createdAt } });
}

/** The item names stored for a game's puzzles from `from` to `to` (inclusive dates). */
export async function findDailyItemNamesBetween(db: Db, game: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ itemName: dailyPuzzles.itemName })
    .from(dailyPuzzles)
    .where(and(eq(dailyPuzzles.game, game), gte(dailyPuzzles.date, from), lte(dailyPuzzles.date, to)));
  return rows.map((row) => row.itemName);
}

// The provably fair answers (issue 30 item 5; lib/services/fairness).

/** The dates stored for a game from `from` to `to` (inclusive), ascending. */
export async function findStoredDatesBetween(db: Db, game: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ date: dailyPuzzles.date })
    .from(dailyPuzzles)
    .where(and(eq(dailyPuzzles.game, game), gte(dailyPuzzles.date, from), lte(dailyPuzzles.date, to)))
    .orderBy(asc(dailyPuzzles.date));
  return rows.map((row) => row.date);
}

/** Whether the game's puzzle of `date` is stored (one index lookup). */
export async function isDailyPuzzleStored(db: Db, game: string, date: string): Promise<boolean> {
  const rows = await db.select({ date: dailyPuzzles.date }).from(dailyPuzzles).where(and(eq(dailyPuzzles.game, game), eq(dailyPuzzles.date, date))).limit(1);
  return rows.length > 0;
}

/** The stored puzzles from `from` to `to` (inclusive), ascending, with their seals. */
export async function findSealedPuzzlesBetween(db: Db, game: string, from: string, to: string): Promise<SealedPuzzleRow[]> {
  return db
    .select(sealedColumns)
    .from(dailyPuzzles)
    .where(and(eq(dailyPuzzles.game, game), gte(dailyPuzzles.date, from), lte(dailyPuzzles.date, to)))
    .orderBy(asc(dailyPuzzles.date));
}

/** How many of the game's stored puzzles are dated before `before`, and after `after` when given. */
export async function countStoredBefore(db: Db, game: string, before: string, after?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dailyPuzzles)
    .where(and(eq(dailyPuzzles.game, game), lt(dailyPuzzles.date, before), after ? gt(dailyPuzzles.date, after) : undefined));
  return Number(row.n);
}

/** A page of the game's stored puzzles dated before `before`, newest first. */
export async function findSealedPuzzlesBefore(db: Db, game: string, before: string, limit: number, offset: number): Promise<SealedPuzzleRow[]> {
  return db
    .select(sealedColumns)
    .from(dailyPuzzles)
    .where(and(eq(dailyPuzzles.game, game), lt(dailyPuzzles.date, before)))
    .orderBy(desc(dailyPuzzles.date))
    .limit(limit)
    .offset(offset);
}

/**
 * Fills the salt and commitment of a row stored without them (before issue 30); a row that has them keeps
 * them. Writes only those two columns and created_at, which the corrections trigger ignores (drizzle/0013):
 * the commitment is public only from now on (issue 36 item 10). Returns the stored seal and when it was
 * stored (another process may have filled it first).
 */
export async function fillMissingSeal(db: Db, game: string, date: string, seal: PuzzleSeal): Promise<(PuzzleSeal & { createdAt: Date }) | undefined> {
  const where = and(eq(dailyPuzzles.game, game), eq(dailyPuzzles.date, date));
  const columns = { salt: dailyPuzzles.salt, commitment: dailyPuzzles.commitment, createdAt: dailyPuzzles.createdAt };
  const [filled] = await db
    .update(dailyPuzzles)
    .set({ ...seal, createdAt: new Date() })
    .where(and(where, isNull(dailyPuzzles.salt)))
    .returning(columns);
  const [stored] = filled ? [filled] : await db.select(columns).from(dailyPuzzles).where(where);
  return stored?.salt && stored.commitment ? { salt: stored.salt, commitment: stored.commitment, createdAt: stored.createdAt } : undefined;
}

/** Every stored puzzle that has a commitment (`npm run db:check` recomputes each one). */
export async function findCommittedPuzzles(db: Db): Promise<(DailyPuzzleRow & PuzzleSeal)[]> {
  const rows = await db.select(sealedColumns).from(dailyPuzzles).where(isNotNull(dailyPuzzles.commitment)).orderBy(asc(dailyPuzzles.game), asc(dailyPuzzles.date));
  return rows.map((row) => ({ ...row, salt: row.salt ?? '', commitment: row.commitment ?? '' }));
}
