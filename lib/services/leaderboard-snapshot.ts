import 'server-only';
import type { Db } from '@/db/client';
import type { GameId } from '@/lib/games/types';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { getLeaderboard, LEADERBOARD_MAX_LIMIT } from './leaderboard';

/** How long one reading of a ranking serves every request of this process (the page shows 'Calculated: {time}'). */
export const LEADERBOARD_SNAPSHOT_MAX_AGE_MS = 5_000;
/** However many wins arrive, a ranking is read again at most this often (a busy day's wins would otherwise re-read it on every request). */
export const LEADERBOARD_MIN_REFRESH_MS = 1_000;

interface Snapshot {
  ranking: LeaderboardResponse;
  takenAt: number;
}

/** One ranking's latest reading: `snapshot` is set once it has arrived. */
interface Entry {
  reading: Promise<Snapshot>;
  /** The value of `changes` when the reading started: a later win in this process makes it stale. */
  changesSeen: number;
  snapshot?: Snapshot;
}

/** Per database (tests open several), per ranking ('*' = All Games). */
let entries = new WeakMap<Db, Map<string, Entry>>();
let changes = 0;

/** A daily win was recorded in this process: every ranking is read again once its reading is LEADERBOARD_MIN_REFRESH_MS old. */
export function expireLeaderboardSnapshots(): void {
  changes += 1;
}

/** Every reading is dropped (tests: the database was cut off behind the app's back). */
export function forgetLeaderboardSnapshots(): void {
  entries = new WeakMap();
}

/**
 * The top `limit` of a ranking, from a reading of its top 100 shared by all requests of this process for
 * at most LEADERBOARD_SNAPSHOT_MAX_AGE_MS. Requests that arrive while a reading is under way wait for
 * that same reading (and share its answer or its error), so the database sees at most one ranking query
 * per ranking every few seconds. A failed reading is forgotten: the next request tries again.
 */
export async function readLeaderboardSnapshot(db: Db, options: { game?: GameId; limit: number }): Promise<LeaderboardResponse> {
  const byRanking = entries.get(db) ?? new Map<string, Entry>();
  entries.set(db, byRanking);
  const key = options.game ?? '*';
  let entry = byRanking.get(key);
  if (!isUsable(entry)) {
    const reading: Entry = startReading(db, options.game, () => {
      if (byRanking.get(key) === reading) byRanking.delete(key);
    });
    byRanking.set(key, (entry = reading));
  }
  const { ranking } = await entry.reading;
  return { ...ranking, users: ranking.users.slice(0, options.limit) };
}

function startReading(db: Db, game: GameId | undefined, forget: () => void): Entry {
  const entry: Entry = { reading: takeSnapshot(db, game), changesSeen: changes };
  entry.reading.then(
    (snapshot) => { entry.snapshot = snapshot; },
    () => forget(),
  );
  return entry;
}

/** Under way; or younger than the minimum refresh; or younger than the maximum age with no win recorded since it started. */
function isUsable(entry: Entry | undefined): entry is Entry {
  if (entry === undefined) return false;
  if (entry.snapshot === undefined) return true;
  const age = Date.now() - entry.snapshot.takenAt;
  if (age < LEADERBOARD_MIN_REFRESH_MS) return true;
  return entry.changesSeen === changes && age < LEADERBOARD_SNAPSHOT_MAX_AGE_MS;
}

async function takeSnapshot(db: Db, game: GameId | undefined): Promise<Snapshot> {
  const takenAt = Date.now();
  const ranking = await getLeaderboard(db, { game, limit: LEADERBOARD_MAX_LIMIT, now: new Date(takenAt) });
  return { ranking, takenAt };
}
