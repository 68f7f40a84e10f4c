import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { leaderboardSnapshots } from '../schema';
import { rowsOf } from './rows';

/** A board's stored ranking ('*' = All Games, else a game id): when it was taken, and leaderboard_changes then. */
export interface StoredSnapshot {
  takenAt: Date;
  changesSeen: number;
  body: unknown;
}

/** Any number: the class of the advisory locks that let one process at a time take a board's ranking. */
const SNAPSHOT_LOCK_CLASS = 27_001;
const lockKey = (ranking: string) => sql`${SNAPSHOT_LOCK_CLASS}::int, hashtext(${ranking})`;

/** The board's stored ranking (undefined before the first) and how many ranking changes the site has counted. */
export async function readStoredSnapshot(db: Db, ranking: string): Promise<{ stored?: StoredSnapshot; changes: number }> {
  const [row] = rowsOf<{ taken_at: string | Date | null; changes_seen: string | number | null; body: unknown; changes: string | number }>(
    await db.execute(sql`
      select s.taken_at, s.changes_seen, s.body,
             (select case when is_called then last_value else 0 end from leaderboard_changes) as changes
      from (select 1) as one left join leaderboard_snapshots s on s.ranking = ${ranking}`),
  );
  const changes = Number(row.changes);
  if (row.taken_at === null) return { changes };
  return { stored: { takenAt: new Date(row.taken_at), changesSeen: Number(row.changes_seen), body: typeof row.body === 'string' ? JSON.parse(row.body) : row.body }, changes };
}

/** In a transaction: true when this transaction now holds the board's lock (until it ends), false when another holds it. */
export async function tryLockSnapshot(tx: Db, ranking: string): Promise<boolean> {
  const [row] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey(ranking)}) as locked`));
  return row.locked === true;
}

/** In a transaction: waits for the board's lock (only while no ranking has ever been stored: there is nothing else to serve). */
export async function waitForSnapshotLock(tx: Db, ranking: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(ranking)})`);
}

export async function storeSnapshot(tx: Db, ranking: string, snapshot: StoredSnapshot): Promise<void> {
  const values = { ranking, takenAt: snapshot.takenAt, changesSeen: snapshot.changesSeen, body: snapshot.body };
  await tx.insert(leaderboardSnapshots).values(values).onConflictDoUpdate({ target: leaderboardSnapshots.ranking, set: values });
}

/** After a committed win or a deleted account: every stored ranking is stale (taken again once LEADERBOARD_MIN_REFRESH_MS old). */
export async function countRankingChange(db: Db): Promise<void> {
  await db.execute(sql`select nextval('leaderboard_changes')`);
}
