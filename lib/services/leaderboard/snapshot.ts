import 'server-only';
import type { Db } from '@/db/client';
import { countRankingChange, readStoredSnapshot, storeSnapshot, tryLockSnapshot, waitForSnapshotLock, type StoredSnapshot } from '@/db/queries/leaderboard-snapshots';
import type { GameId } from '@/lib/games/types';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { getLeaderboard, LEADERBOARD_MAX_LIMIT } from './ranking';
import { log } from '@/lib/observability/log';

/** How long one ranking serves the whole site with no win recorded since (the page shows 'Calculated: {time}'). */
export const LEADERBOARD_SNAPSHOT_MAX_AGE_MS = 5_000;
/** However many wins arrive, a ranking is taken again at most this often, site-wide. */
export const LEADERBOARD_MIN_REFRESH_MS = 1_000;
/** How long a process answers from its copy of the stored ranking before reading the row again (a burst costs one read). */
export const LEADERBOARD_MEMORY_MS = 1_000;
/**
 * How long a request with a ranking to serve waits for a new reading (a few index ranges since issue 38; before, the
 * All Games ranking took 0.2-0.9 s at 100,000 players, and a loaded database can still be slow): past it, it answers
 * with the ranking it has, and its own 'Calculated' time, while the reading goes on for the next requests. A win
 * recorded by this process is always waited for (the winner sees it).
 */
export const LEADERBOARD_REFRESH_WAIT_MS = 30;

interface Snapshot {
  ranking: LeaderboardResponse;
  takenAt: number;
}

/** A ranking to serve, and whether it counts every ranking change counted when it was read (a win of this process included). */
interface Reading {
  snapshot: Snapshot;
  seesEveryChange: boolean;
}

/** A process's copy of one board's stored ranking. */
interface Held {
  snapshot?: Snapshot;
  /** When the copy was read or taken (Date.now()). */
  checkedAt: number;
  /** `localChanges` then: a win recorded by this process since makes the copy due for a read at once. */
  localChangesSeen: number;
  /** A read of the row (or a refresh) under way: requests arriving meanwhile share it. */
  reading?: Promise<Snapshot>;
}

/** How a ranking is computed (tests count or fail it). */
export type RankingQuery = (db: Db, options: { game?: GameId; limit: number; now: Date }) => Promise<LeaderboardResponse>;

export interface LeaderboardSnapshots {
  read: (db: Db, options: { game?: GameId; limit: number }) => Promise<LeaderboardResponse>;
  /** Drops this process's copies (tests: another process, or the database was cut off behind its back). */
  forget: () => void;
}

/** On globalThis: the guess calls that count a win and the boards that read it are separate bundles. */
const holder = globalThis as unknown as { __guessdleLeaderboardSnapshots?: LeaderboardSnapshots; __guessdleRankingChanges?: number };
/** Wins (and deleted accounts) recorded by this process. */
const localChanges = () => holder.__guessdleRankingChanges ?? 0;

/**
 * The site's rankings, one per board, stored in `leaderboard_snapshots` so that all processes serve the
 * same one and the site computes each at most once per LEADERBOARD_MIN_REFRESH_MS: a process reads the
 * stored row (at most once per LEADERBOARD_MEMORY_MS); when the row is due (older than the maximum age,
 * or older than the minimum refresh with a ranking change counted since), the process that wins the
 * board's transaction-level advisory lock takes it again and stores it, and the others serve the row
 * they read. A refresh that fails or times out serves the last good ranking with its own (older) time;
 * only a process that has never seen one, with the database unreachable, fails.
 */
export function leaderboardSnapshots({ rank = getLeaderboard as RankingQuery } = {}): LeaderboardSnapshots {
  /** Per database (tests open several), per board ('*' = All Games). */
  let held = new WeakMap<Db, Map<string, Held>>();

  async function read(db: Db, options: { game?: GameId; limit: number }): Promise<LeaderboardResponse> {
    const boards = held.get(db) ?? new Map<string, Held>();
    held.set(db, boards);
    const board = options.game ?? '*';
    let copy = boards.get(board);
    if (!copy) boards.set(board, (copy = { checkedAt: 0, localChangesSeen: localChanges() }));
    const { ranking } = isFresh(copy) ? copy.snapshot! : await nextReading(db, board, options.game, copy);
    return { ...ranking, users: ranking.users.slice(0, options.limit) };
  }

  /** The reading under way (or a new one); a copy with no win of this process since waits for it at most LEADERBOARD_REFRESH_WAIT_MS. */
  async function nextReading(db: Db, board: string, game: GameId | undefined, copy: Held): Promise<Snapshot> {
    const reading = (copy.reading ??= readOrRefresh(db, board, game, copy));
    const served = copy.snapshot;
    if (!served || copy.localChangesSeen !== localChanges()) return reading;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const meanwhile = new Promise<Snapshot>((resolve) => {
      timer = setTimeout(() => resolve(served), LEADERBOARD_REFRESH_WAIT_MS);
    });
    try {
      return await Promise.race([reading, meanwhile]);
    } finally {
      clearTimeout(timer);
    }
  }

  function readOrRefresh(db: Db, board: string, game: GameId | undefined, copy: Held): Promise<Snapshot> {
    const changesBefore = localChanges();
    return currentSnapshot(db, board, game, copy.snapshot)
      .then(
        ({ snapshot, seesEveryChange }) => {
          // A ranking served before this process's win is in it (the stored one is younger than the minimum
          // refresh, or another process is taking it) leaves the win unseen: the next request waits for it.
          const localChangesSeen = seesEveryChange ? changesBefore : copy.localChangesSeen;
          Object.assign(copy, { snapshot, checkedAt: Date.now(), localChangesSeen });
          return snapshot;
        },
        (error: unknown) => {
          if (!copy.snapshot) throw error;
          log().warn({ err: error }, `[leaderboard] serving the ranking taken at ${new Date(copy.snapshot.takenAt).toISOString()}: the database could not be read`);
          return copy.snapshot;
        },
      )
      .finally(() => {
        copy.reading = undefined;
      });
  }

  /** The stored ranking when it is current; else a new one if this process wins the lock; else (or when that fails) the stored one. */
  async function currentSnapshot(db: Db, board: string, game: GameId | undefined, lastGood: Snapshot | undefined): Promise<Reading> {
    const { stored, changes } = await readStoredSnapshot(db, board);
    if (stored && isCurrent(stored, changes)) return storedReading(stored, changes);
    try {
      return (await refresh(db, board, game, stored === undefined)) ?? { snapshot: fromStored(stored!), seesEveryChange: false };
    } catch (error) {
      const fallback = stored ? fromStored(stored) : lastGood;
      if (!fallback) throw error;
      log().warn({ err: error }, `[leaderboard] the ranking could not be taken again, serving the one taken at ${new Date(fallback.takenAt).toISOString()}`);
      return { snapshot: fallback, seesEveryChange: false };
    }
  }

  /**
   * Takes the board's ranking and stores it, holding its advisory lock: undefined when another process
   * holds it (that one is taking it). With nothing stored yet there is nothing else to serve: wait for
   * that process and answer with what it stored.
   */
  function refresh(db: Db, board: string, game: GameId | undefined, nothingStored: boolean): Promise<Reading | undefined> {
    return db.transaction(async (tx) => {
      if (nothingStored) await waitForSnapshotLock(tx, board);
      else if (!(await tryLockSnapshot(tx, board))) return undefined;
      const again = await readStoredSnapshot(tx, board); // another process may have just stored it
      if (again.stored && isCurrent(again.stored, again.changes)) return storedReading(again.stored, again.changes);
      const takenAt = Date.now();
      const ranking = await rank(tx, { game, limit: LEADERBOARD_MAX_LIMIT, now: new Date(takenAt) });
      await storeSnapshot(tx, board, { takenAt: new Date(takenAt), changesSeen: again.changes, body: ranking });
      return { snapshot: { ranking, takenAt }, seesEveryChange: true };
    });
  }

  return { read, forget: () => (held = new WeakMap()) };
}

/** The copy answers without the database: read less than LEADERBOARD_MEMORY_MS ago and no win recorded here since. */
function isFresh(copy: Held): boolean {
  return copy.snapshot !== undefined && copy.localChangesSeen === localChanges() && Date.now() - copy.checkedAt < LEADERBOARD_MEMORY_MS;
}

/** Younger than the minimum refresh; or younger than the maximum age with no ranking change counted since it was taken. */
function isCurrent(stored: StoredSnapshot, changes: number): boolean {
  const age = Date.now() - stored.takenAt.getTime();
  return age < LEADERBOARD_MIN_REFRESH_MS || (stored.changesSeen >= changes && age < LEADERBOARD_SNAPSHOT_MAX_AGE_MS);
}

function storedReading(stored: StoredSnapshot, changes: number): Reading {
  return { snapshot: fromStored(stored), seesEveryChange: stored.changesSeen >= changes };
}

function fromStored(stored: StoredSnapshot): Snapshot {
  const ranking = stored.body as LeaderboardResponse;
  return { ranking: { ...ranking, calculatedAt: stored.takenAt.toISOString() }, takenAt: stored.takenAt.getTime() };
}

/**
 * After a committed daily win or a deleted account: every board is taken again once LEADERBOARD_MIN_REFRESH_MS
 * old, in every process (the change is counted in the database); this process also reads the row again at once.
 * A failure to count it is only logged: the win is stored, and shows within LEADERBOARD_SNAPSHOT_MAX_AGE_MS.
 */
export async function expireLeaderboardSnapshots(db: Db): Promise<void> {
  try {
    await countRankingChange(db);
  } catch (error) {
    log().warn({ err: error }, '[leaderboard] a ranking change was not counted');
  } finally {
    // Counted first: a read that sees this process's change also reads a count that holds it.
    holder.__guessdleRankingChanges = localChanges() + 1;
  }
}

/** The process's reader (the pages and the route bundles share it). */
const processSnapshots = () => (holder.__guessdleLeaderboardSnapshots ??= leaderboardSnapshots());

/** The top `limit` of a board, from the site's stored ranking of its top 100 (see leaderboardSnapshots). */
export function readLeaderboardSnapshot(db: Db, options: { game?: GameId; limit: number }): Promise<LeaderboardResponse> {
  return processSnapshots().read(db, options);
}

/** Drops this process's copies of the stored rankings (tests). */
export function forgetLeaderboardSnapshots(): void {
  processSnapshots().forget();
}
