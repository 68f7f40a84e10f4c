import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { boundedPoolOptions } from '@/db/bounded-postgres';
import { databaseTimeoutMs, remainingDeadlineMs, runWithRequestDeadline, withDeadline } from '@/db/deadline';
import { countInTable, deleteExpiredRows, openRateLimitPool, type CounterWindow, type WindowCount } from '@/db/queries/rate-limits';
import { readEnv } from '@/lib/env';
import { CircuitBreaker } from './rate-limit-breaker';
import { HEARTBEAT_EVERY_MS, InstanceCount } from './rate-limit-instances';
import { LocalShares } from './rate-limit-share';
import { log } from '@/lib/observability/log';

/** Where counters live: this process's memory, or a PostgreSQL table shared by every process. */
export interface RateLimitStore {
  /** Names this store instance, so that limiters made for one store are never reused for another. */
  id: string;
  /**
   * Counts one request for `key` in every window (one statement on PostgreSQL); each window's count, in
   * order. Rejects with StoreUnavailableError when the store cannot answer in time.
   */
  count: (windows: readonly CounterWindow[], key: string) => Promise<WindowCount[]>;
  /**
   * When `count` could not: counts the request in this process against its share of every window
   * (lib/http/rate-limit-share.ts); undefined when no share is known yet.
   */
  countShare: (windows: readonly CounterWindow[], key: string) => Promise<WindowCount[] | undefined>;
  close: () => Promise<void>;
}

/** The shared store did not answer (it failed, took too long, or is known to be down for a moment). */
export class StoreUnavailableError extends Error {
  /** The breaker was open: the store was not even tried (guessdle_unavailable_total{cause="breaker_open"}). */
  readonly breakerOpen: boolean;
  constructor(readonly retryAfterMs: number, options?: { cause?: unknown; breakerOpen?: boolean }) {
    super('The rate-limit store cannot count right now.', options);
    this.name = 'StoreUnavailableError';
    this.breakerOpen = options?.breakerOpen === true;
  }
}

let storeSerial = 0;

/** Counters in this process's memory (rate-limiter-flexible's fixed windows): PGlite, one process. */
export function memoryStore(): RateLimitStore {
  const counters = new Map<string, RateLimiterMemory>();
  const counterFor = ({ keyPrefix, points, duration }: CounterWindow) => {
    const id = `${keyPrefix}|${points}|${duration}`;
    let counter = counters.get(id);
    if (!counter) counters.set(id, (counter = new RateLimiterMemory({ keyPrefix, points, duration })));
    return counter;
  };
  const count = (windows: readonly CounterWindow[], key: string) => Promise.all(windows.map((window) => countInMemory(counterFor(window), key)));
  return { id: `memory#${++storeSerial}`, count, countShare: count, close: async () => {} };
}

/** The window's count whether or not it is over its points (a refusal is the limiter's decision, not the store's). */
async function countInMemory(counter: RateLimiterMemory, key: string): Promise<WindowCount> {
  const outcome = await counter.consume(key).catch((refused: unknown) => {
    if (refused instanceof RateLimiterRes) return refused;
    throw refused;
  });
  return { consumed: outcome.consumedPoints, msBeforeNext: outcome.msBeforeNext };
}

/** Connections of a process's store (RATE_LIMIT_POOL_MAX): postgres.js queues and pipelines what comes beyond them (a burst waits its turn). */
export const STORE_POOL_SIZE = 8;
/** What a count leaves of the request's database budget (db/deadline.ts) for the call's own work. */
export const HANDLER_RESERVE_MS = 250;
/** After a failure, how long calls decide without the store before one tries it again. */
export const BREAKER_OPEN_MS = 2_000;
/** With less time than this left, the store is not asked. */
const MIN_WAIT_MS = 50;
const CLEAN_UP_EVERY_MS = 5 * 60_000;
const WARN_EVERY_MS = 60_000;

/** How long this count may wait for the store: the request's budget but the handler's reserve. */
function storeWaitMs(): number {
  return remainingDeadlineMs(databaseTimeoutMs()) - HANDLER_RESERVE_MS;
}

/**
 * The store pool's postgres.js settings: RATE_LIMIT_POOL_MAX connections (default STORE_POOL_SIZE), a name of
 * its own, and no wait for the WAL flush at commit (counters need no durability; several ms per call
 * otherwise). Behind a pooler in transaction mode that setting is not passed on (db/bounded-postgres.ts).
 */
export function storePoolOptions(deadlineMs: number) {
  return boundedPoolOptions(readEnv().RATE_LIMIT_POOL_MAX ?? STORE_POOL_SIZE, deadlineMs, {
    application_name: 'guessdle-rate-limits',
    synchronous_commit: 'off',
  });
}

export interface PostgresRateLimitStore extends RateLimitStore {
  /** Counts this process in the heartbeat and reads how many share the store (also run every few seconds); true when the store answered. */
  heartbeat: () => Promise<boolean>;
  /** How many processes share the store, as last read (undefined before any read). */
  instances: () => number | undefined;
}

/**
 * Counters in the `rate_limits` table (db/schema/rate-limits.ts), every window of a call in one
 * statement, over a pool of its own (a busy app pool never delays a limit, and a limit never takes the
 * app's connections). A count waits for its turn up to the request's budget but HANDLER_RESERVE_MS;
 * when it fails or times out, the breaker opens and the limiter decides without the store (503, or
 * this process's share: rate-limit-share.ts) until the store answers again.
 */
export function postgresStore(url: string): PostgresRateLimitStore {
  const deadlineMs = databaseTimeoutMs();
  const options = storePoolOptions(deadlineMs);
  const pool = openRateLimitPool(url, options, deadlineMs);
  const query = pool.query;

  const breaker = new CircuitBreaker(BREAKER_OPEN_MS);
  const shares = new LocalShares();
  const instances = new InstanceCount(query);
  let lastWarning = 0;

  function failed(error: unknown): StoreUnavailableError {
    breaker.failed();
    if (Date.now() - lastWarning > WARN_EVERY_MS) {
      lastWarning = Date.now();
      log().warn({ err: error }, '[rate-limit] store unavailable, limits decided without it');
    }
    return new StoreUnavailableError(breaker.retryAfterMs(), { cause: error });
  }

  // The store is made during a request, and its timers would inherit that request's spent budget: each has its own.
  const ownBudget = <T>(work: () => Promise<T>) => runWithRequestDeadline(work, deadlineMs);
  const heartbeat = () =>
    ownBudget(() => instances.refresh()).then(
      () => (breaker.succeeded(), true),
      (error: unknown) => (failed(error), false),
    );
  void heartbeat();
  const beating = setInterval(heartbeat, HEARTBEAT_EVERY_MS);
  const cleanUp = setInterval(() => ownBudget(() => deleteExpiredRows(query)).catch(() => {}), CLEAN_UP_EVERY_MS);
  beating.unref();
  cleanUp.unref();

  return {
    id: `postgres:${url}#${++storeSerial}`,
    async count(windows, key) {
      const waitMs = storeWaitMs();
      if (waitMs < MIN_WAIT_MS) throw new StoreUnavailableError(1000);
      if (!breaker.tryAcquire()) throw new StoreUnavailableError(breaker.retryAfterMs(), { breakerOpen: true });
      const unsynced = await shares.takeUnsynced(windows, key);
      const increments = unsynced.map((taken) => 1 + taken.amount);
      let counts: WindowCount[];
      try {
        counts = await withDeadline(countInTable(query, windows, key, increments), waitMs, 'a rate-limit count');
      } catch (error) {
        await shares.giveBack(windows, key, unsynced);
        throw failed(error);
      }
      breaker.succeeded();
      await shares.remember(windows, key, counts);
      // Until its first heartbeat has read how many processes share the store, an outage would leave this
      // process no share at all: the first counts wait for it (within the request's budget).
      if (instances.known() === undefined) await withDeadline(heartbeat(), Math.max(0, storeWaitMs()), 'the first heartbeat').catch(() => {});
      return counts;
    },
    async countShare(windows, key) {
      const known = instances.known();
      return known === undefined ? undefined : shares.count(windows, key, known);
    },
    heartbeat,
    instances: () => instances.known(),
    close: async () => {
      clearInterval(beating);
      clearInterval(cleanUp);
      await pool.close();
    },
  };
}

const holder = globalThis as unknown as { __guessdleRateLimitStores?: Map<string, RateLimitStore> };

/**
 * The store of this process (cached on globalThis: every route bundle shares it): PostgreSQL when
 * DATABASE_URL is set, so that several processes share their counters; memory otherwise (PGlite).
 */
export function sharedStore(): RateLimitStore {
  const url = readEnv().DATABASE_URL;
  const stores = (holder.__guessdleRateLimitStores ??= new Map());
  const wanted = url ?? 'memory';
  let store = stores.get(wanted);
  if (!store) {
    store = url ? postgresStore(url) : memoryStore();
    stores.set(wanted, store);
  }
  return store;
}

/** Closes every store this process opened (their pools); the next limited call opens one again. */
export async function closeRateLimitStores(): Promise<void> {
  const stores = [...(holder.__guessdleRateLimitStores?.values() ?? [])];
  holder.__guessdleRateLimitStores?.clear();
  await Promise.all(stores.map((store) => store.close()));
}
