import 'server-only';
import type { Db } from '@/db/client';
import type { GameId } from '@/lib/games/types';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { getLeaderboard, LEADERBOARD_MAX_LIMIT } from './leaderboard';

/** How long one reading of a ranking serves every request of this process (the page shows 'Calculated: {time}'). */
export const LEADERBOARD_SNAPSHOT_MAX_AGE_MS = 5_000;

interface Snapshot {
  ranking: LeaderboardResponse;
  takenAt: number;
  /** The value of `changes` when the reading started: a later win in this process makes it stale. */
  changesSeen: number;
}

/** Per database (tests open several), per ranking ('*' = All Games): the latest reading, or the one under way. */
const snapshots = new WeakMap<Db, Map<string, Promise<Snapshot>>>();
let changes = 0;

/** A daily win was recorded in this process: the next request reads the ranking again. */
export function markLeaderboardChanged(): void {
  changes += 1;
}

/**
 * The top `limit` of a ranking, from a reading of its top 100 shared by all requests of this process for
 * at most LEADERBOARD_SNAPSHOT_MAX_AGE_MS. Requests that arrive while a reading is under way wait for
 * that same reading, so the database sees at most one ranking query per game every few seconds.
 * A failed reading is forgotten, so the next request tries again (and the caller sees the error).
 */
export async function readLeaderboardSnapshot(db: Db, options: { game?: GameId; limit: number }): Promise<LeaderboardResponse> {
  const byRanking = snapshots.get(db) ?? new Map<string, Promise<Snapshot>>();
  snapshots.set(db, byRanking);
  const key = options.game ?? '*';
  let pending = byRanking.get(key);
  if (pending === undefined || !isFresh(await pending.catch(() => undefined))) {
    pending = takeSnapshot(db, options.game);
    byRanking.set(key, pending);
    pending.catch(() => {
      if (byRanking.get(key) === pending) byRanking.delete(key);
    });
  }
  const { ranking } = await pending;
  return { ...ranking, users: ranking.users.slice(0, options.limit) };
}

function isFresh(snapshot: Snapshot | undefined): boolean {
  return snapshot !== undefined && snapshot.changesSeen === changes && Date.now() - snapshot.takenAt < LEADERBOARD_SNAPSHOT_MAX_AGE_MS;
}

async function takeSnapshot(db: Db, game: GameId | undefined): Promise<Snapshot> {
  const changesSeen = changes;
  const takenAt = Date.now();
  const ranking = await getLeaderboard(db, { game, limit: LEADERBOARD_MAX_LIMIT, now: new Date(takenAt) });
  return { ranking, takenAt, changesSeen };
}
