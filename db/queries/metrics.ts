import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from './rows';

/** Seconds since the newest leaderboard snapshot was taken; null when none was ever taken. */
export async function newestSnapshotAgeSeconds(db: Db): Promise<number | null> {
  const rows = rowsOf<{ age: string | number | null }>(
    await db.execute(sql`select extract(epoch from (now() - max(taken_at))) as age from leaderboard_snapshots`),
  );
  const age = rows[0]?.age;
  return age === null || age === undefined ? null : Number(age);
}

/**
 * Per game, how many days after `today` have their fairness commitment published without a gap from today:
 * 0 when only today's is, -1 when not even today's is (a game without a row is absent from the answer).
 */
export async function commitmentDaysAhead(db: Db, today: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ game: string; ahead: string | number }>(
    await db.execute(sql`
      select game, count(*) filter (where date - (rn::int) = ${today}::date - 1) - 1 as ahead
      from (
        select game, date, row_number() over (partition by game order by date) as rn
        from daily_puzzles where date >= ${today}::date and commitment is not null
      ) published
      group by game`),
  );
  return new Map(rows.map((row) => [row.game, Number(row.ahead)]));
}
