/**
 * Everyone's recorded daily wins per game, day and number of guesses (db/schema/history.ts
 * daily_win_counts): kept in each win's own transaction, read by primary key without a scan.
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { dailyWinCounts } from '../schema';

/** Rows per (game, date, guesses): a win adds to one chosen at random (the schema's CHECK allows 0 … 15). */
export const WIN_COUNT_SHARDS = 16;

/**
 * Counts one daily win, in the caller's transaction (the one that inserted the daily_wins row): one upsert
 * on a random shard of the win's bucket (least(attempts, 10)), adding the exact guesses to the total.
 */
export async function addDailyWinToCounts(tx: Db, win: { game: string; date: string; attempts: number }, shard = randomInt(WIN_COUNT_SHARDS)): Promise<void> {
  await tx.execute(sql`
    insert into daily_win_counts (game, date, guesses, shard, wins, total_guesses)
    values (${win.game}, ${win.date}, least(${win.attempts}::int, 10), ${shard}, 1, ${win.attempts})
    on conflict (game, date, guesses, shard)
    do update set wins = daily_win_counts.wins + 1, total_guesses = daily_win_counts.total_guesses + excluded.total_guesses`);
}

export interface DayWinCount {
  /** 1 … 9, and 10 for ten guesses or more. */
  guesses: number;
  wins: number;
  totalGuesses: number;
}

/** One game's kept counts for one day, summed over the shards: at most 10 × 16 rows read through the primary key. */
export async function readDayWinCounts(db: Db, game: string, date: string): Promise<DayWinCount[]> {
  const rows = await db
    .select({
      guesses: dailyWinCounts.guesses,
      wins: sql<number>`sum(${dailyWinCounts.wins})::int`,
      totalGuesses: sql<number>`sum(${dailyWinCounts.totalGuesses})::int`,
    })
    .from(dailyWinCounts)
    .where(and(eq(dailyWinCounts.game, game), eq(dailyWinCounts.date, date)))
    .groupBy(dailyWinCounts.guesses);
  return rows.map((row) => ({ guesses: Number(row.guesses), wins: Number(row.wins), totalGuesses: Number(row.totalGuesses) }));
}

/**
 * Adds the given daily_wins rows (by id) to the counts, one upsert on shard 0 per (game, date, bucket):
 * for the seeds, which insert wins in bulk instead of through the recording service.
 */
export async function addWinsToCounts(db: Db, winIds: readonly number[]): Promise<void> {
  if (winIds.length === 0) return;
  await db.execute(sql`
    insert into daily_win_counts (game, date, guesses, shard, wins, total_guesses)
    select game, date, least(attempts, 10), 0, count(*), sum(attempts)
    from daily_wins where id in (${sql.join(winIds.map((id) => sql`${id}`), sql`, `)})
    group by game, date, least(attempts, 10)
    on conflict (game, date, guesses, shard)
    do update set wins = daily_win_counts.wins + excluded.wins, total_guesses = daily_win_counts.total_guesses + excluded.total_guesses`);
}
