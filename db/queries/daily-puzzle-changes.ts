import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from './rows';

/** How many corrections `daily_puzzles` has seen (its trigger advances daily_puzzle_changes on every update, delete or truncate). */
export async function readDailyPuzzleChanges(db: Db): Promise<number> {
  const [row] = rowsOf<{ changes: string | number }>(
    await db.execute(sql`select case when is_called then last_value else 0 end as changes from daily_puzzle_changes`),
  );
  return Number(row.changes);
}
