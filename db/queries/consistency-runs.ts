import { desc, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { consistencyCheckRuns } from '../schema';
import { rowsOf } from './rows';

/**
 * The players whose history or kept values may have changed since `since`: a daily or endless win, a daily round
 * written, an unlock, an activity, an admin's action on them, or a new account. Each is a range of an index on its
 * time (the BRIN indexes on the append-only history, btrees elsewhere), so the cost follows the changes, not the
 * history's size. Not seen: a username changed by its player (no time is kept for it), and writes outside the
 * services; a full check (`npm run db:check -- --full`) sees those.
 */
export async function readPlayersChangedSince(db: Db, since: Date): Promise<string[]> {
  const at = since.toISOString();
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select user_id from daily_wins where won_at >= ${at}::timestamptz
      union select user_id from endless_wins where won_at >= ${at}::timestamptz
      union select user_id from daily_game_states where updated_at >= ${at}::timestamptz
      union select user_id from game_stats where last_played_at >= ${at}::timestamptz
      union select user_id from user_achievements where unlocked_at >= ${at}::timestamptz
      union select user_id from achievement_revocations where revoked_at >= ${at}::timestamptz
      union select user_id from user_activities where created_at >= ${at}::timestamptz
      union select target_user_id from admin_audit_log where created_at >= ${at}::timestamptz and target_user_id is not null
      union select id from users where created_at >= ${at}::timestamptz`),
  );
  return rows.map((row) => row.user_id);
}

export interface CheckRun {
  startedAt: Date;
  full: boolean;
}

/** The last check that finished, if any. */
export async function readLastCheckRun(db: Db): Promise<CheckRun | undefined> {
  const [row] = await db
    .select({ startedAt: consistencyCheckRuns.startedAt, full: consistencyCheckRuns.full })
    .from(consistencyCheckRuns)
    .orderBy(desc(consistencyCheckRuns.startedAt))
    .limit(1);
  return row;
}

export async function recordCheckRun(db: Db, run: { startedAt: Date; full: boolean; players: number | null; differences: number }): Promise<void> {
  await db.insert(consistencyCheckRuns).values(run);
}
