import postgres from 'postgres';
import { RateLimiterMemory, RateLimiterPostgres, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible';

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
  /** Names the store, so that limiters made for one store are never reused for another. */
  id: string;
  counter: (options: CounterOptions) => RateLimiterAbstract;
  close: () => Promise<void>;
}

/** A stalled database must not hold a request up: past this the call is counted in memory instead. */
export const STORE_TIMEOUT_MS = 300;
const TABLE = 'rate_limits'; // db/schema/rate-limits.ts
const CLEAN_UP_EVERY_MS = 5 * 60_000;
const WARN_EVERY_MS = 60_000;

export function memoryStore(): RateLimitStore {
  return { id: 'memory', counter: (options) => new RateLimiterMemory(options), close: async () => {} };
}

/**
 * Counters in the `rate_limits` table, over a small pool of its own (so that a busy app pool never
 * delays a limit, and a limit never takes the app's connections). Every call has STORE_TIMEOUT_MS;
 * when the database fails or stalls, the call is counted by an in-memory "insurance" limiter with
 * the same points: limits go on per process, and no request fails because of the store.
 */
export function postgresStore(url: string): RateLimitStore {
  const sql = postgres(url, {
    max: 4,
    connect_timeout: 2,
    idle_timeout: 60,
    onnotice: () => {},
    connection: { application_name: 'guessdle-rate-limits', statement_timeout: 1000 },
  });
  const storeClient = { query: pgStyleQuery(sql) };
  const cleanUp = setInterval(() => {
    sql`delete from rate_limits where expire < ${Date.now() - 60 * 60_000}`.catch(() => {});
  }, CLEAN_UP_EVERY_MS);
  cleanUp.unref();
  return {
    id: `postgres:${url}`,
    counter: (options) =>
      new RLWrapperTimeouts({
        limiter: new RateLimiterPostgres({ ...options, storeClient, storeType: 'client', tableName: TABLE, tableCreated: true, clearExpiredByTimeout: false }),
        insuranceLimiter: new RateLimiterMemory(options),
        timeoutMs: STORE_TIMEOUT_MS,
      }) as unknown as RateLimiterAbstract,
    close: async () => {
      clearInterval(cleanUp);
      await sql.end({ timeout: 1 });
    },
  };
}

/** RateLimiterPostgres speaks node-postgres (`query({text, values})` → `{rows, rowCount}`); postgres.js answers it. */
function pgStyleQuery(sql: postgres.Sql) {
  let lastWarning = 0;
  return async ({ text, values = [] }: { text: string; values?: unknown[] }) => {
    try {
      const rows = await sql.unsafe(text, values as postgres.ParameterOrJSON<never>[], { prepare: true });
      return { rows, rowCount: rows.count };
    } catch (error) {
      if (Date.now() - lastWarning > WARN_EVERY_MS) {
        lastWarning = Date.now();
        console.warn('[rate-limit] store unavailable, counting in memory:', error instanceof Error ? error.message : error);
      }
      throw error;
    }
  };
}

const holder = globalThis as unknown as { __guessdleRateLimitStores?: Map<string, RateLimitStore> };

/**
 * The store of this process (cached on globalThis: every route bundle shares it): PostgreSQL when
 * DATABASE_URL is set, so that several processes share their counters; memory otherwise (PGlite).
 */
export function sharedStore(): RateLimitStore {
  const url = process.env.DATABASE_URL;
  const stores = (holder.__guessdleRateLimitStores ??= new Map());
  const id = url ? `postgres:${url}` : 'memory';
  let store = stores.get(id);
  if (!store) {
    store = url ? postgresStore(url) : memoryStore();
    stores.set(id, store);
  }
  return store;
}
