import postgres from 'postgres';
import { readEnv } from '@/lib/env';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** One window of one limit, as rate-limiter-flexible counts it. */
export interface CounterOptions {
  /** Keeps the counters of different limits and windows apart: "{limit}:{seconds}". */
  keyPrefix: string;
  points: number;
  /** Window length in seconds. */
  duration: number;
}

/** Where counters live: this process's memory, or a PostgreSQL table shared by every process. */
export interface RateLimitStore {
  /** Names this store instance, so that limiters made for one store are never reused for another. */
  id: string;
  counter: (options: CounterOptions) => RateLimiterAbstract;
  close: () => Promise<void>;
}

/** A stalled database must not hold a request up: past this the call is counted in memory instead. */
export const STORE_TIMEOUT_MS = 300;
/** After a failure, how long calls are counted in memory before the store is tried again. */
export const STORE_PAUSE_MS = 5_000;
const TABLE = 'rate_limits'; // db/schema/rate-limits.ts
const CLEAN_UP_EVERY_MS = 5 * 60_000;
const WARN_EVERY_MS = 60_000;
let storeSerial = 0;

export function memoryStore(): RateLimitStore {
  return { id: `memory#${++storeSerial}`, counter: (options) => new RateLimiterMemory(options), close: async () => {} };
}

/**
 * Counters in the `rate_limits` table, over a small pool of its own (so that a busy app pool never
 * delays a limit, and a limit never takes the app's connections). A store call that fails or takes
 * over STORE_TIMEOUT_MS is counted by an in-memory "insurance" limiter with the same points, and the
 * store is left alone for STORE_PAUSE_MS: limits go on per process, no request fails or waits.
 */
export function postgresStore(url: string): RateLimitStore {
  const sql = postgres(url, {
    max: 4,
    connect_timeout: 2,
    idle_timeout: 60,
    onnotice: () => {},
    // Counters need no durability: a commit does not wait for the WAL flush (several ms per call otherwise).
    connection: { application_name: 'guessdle-rate-limits', statement_timeout: 1000, synchronous_commit: 'off' },
  });
  const storeClient = { query: pgStyleQuery(sql) };
  const cleanUp = setInterval(() => {
    sql`delete from rate_limits where expire < ${Date.now() - 60 * 60_000}`.catch(() => {});
  }, CLEAN_UP_EVERY_MS);
  cleanUp.unref();
  return {
    id: `postgres:${url}#${++storeSerial}`,
    counter: (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient,
        storeType: 'client',
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        insuranceLimiter: new RateLimiterMemory(options),
      }),
    close: async () => {
      clearInterval(cleanUp);
      await sql.end({ timeout: 1 });
    },
  };
}

/**
 * RateLimiterPostgres speaks node-postgres (`query({text, values})` → `{rows, rowCount}`); this answers
 * it with postgres.js, within STORE_TIMEOUT_MS, and fails at once while the store is paused.
 */
function pgStyleQuery(sql: postgres.Sql) {
  let pausedUntil = 0;
  let lastWarning = 0;
  return async ({ text, values = [] }: { text: string; values?: unknown[] }) => {
    if (Date.now() < pausedUntil) throw new Error('The rate-limit store is paused after a failure.');
    try {
      const rows = await withTimeout(sql.unsafe(text, values as postgres.ParameterOrJSON<never>[], { prepare: true }), STORE_TIMEOUT_MS);
      return { rows, rowCount: rows.count };
    } catch (error) {
      pausedUntil = Date.now() + STORE_PAUSE_MS;
      if (Date.now() - lastWarning > WARN_EVERY_MS) {
        lastWarning = Date.now();
        console.warn('[rate-limit] store unavailable, counting in memory:', String((error as { message?: unknown })?.message ?? error));
      }
      throw error;
    }
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The rate-limit store did not answer within ${ms} ms.`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
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
