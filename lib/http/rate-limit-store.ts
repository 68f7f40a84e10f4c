import postgres from 'postgres';
import { readEnv } from '@/lib/env';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** One window of one limit. */
export interface CounterWindow {
  /** Keeps the counters of different limits and windows apart: "{limit}:{seconds}". */
  keyPrefix: string;
  points: number;
  /** Window length in seconds. */
  duration: number;
}

/** A window's count after the request just counted: the requests it holds, and when it ends. */
export interface WindowCount {
  consumed: number;
  msBeforeNext: number;
}

/** Where counters live: this process's memory, or a PostgreSQL table shared by every process. */
export interface RateLimitStore {
  /** Names this store instance, so that limiters made for one store are never reused for another. */
  id: string;
  /** Counts one request for `key` in every window (one statement on PostgreSQL); each window's count, in order. */
  count: (windows: readonly CounterWindow[], key: string) => Promise<WindowCount[]>;
  close: () => Promise<void>;
}

/** A stalled database must not hold a request up: past this the call is counted in memory instead. */
export const STORE_TIMEOUT_MS = 300;
/** After a failure, how long calls are counted in memory before the store is tried again. */
export const STORE_PAUSE_MS = 5_000;
const CLEAN_UP_EVERY_MS = 5 * 60_000;
const WARN_EVERY_MS = 60_000;
let storeSerial = 0;

/** Counters in this process's memory (rate-limiter-flexible's fixed windows). */
export function memoryStore(): RateLimitStore {
  const counters = new Map<string, RateLimiterMemory>();
  const counterFor = ({ keyPrefix, points, duration }: CounterWindow) => {
    const id = `${keyPrefix}|${points}|${duration}`;
    let counter = counters.get(id);
    if (!counter) counters.set(id, (counter = new RateLimiterMemory({ keyPrefix, points, duration })));
    return counter;
  };
  return {
    id: `memory#${++storeSerial}`,
    count: (windows, key) => Promise.all(windows.map((window) => countInMemory(counterFor(window), key))),
    close: async () => {},
  };
}

/** The window's count whether or not it is over its points (a refusal is the limiter's decision, not the store's). */
async function countInMemory(counter: RateLimiterMemory, key: string): Promise<WindowCount> {
  const outcome = await counter.consume(key).catch((refused: unknown) => {
    if (refused instanceof RateLimiterRes) return refused;
    throw refused;
  });
  return { consumed: outcome.consumedPoints, msBeforeNext: outcome.msBeforeNext };
}

/**
 * Counters in the `rate_limits` table (db/schema/rate-limits.ts), every window of a call in one
 * statement, over a small pool of its own (so that a busy app pool never delays a limit, and a limit
 * never takes the app's connections). A call that fails or takes over STORE_TIMEOUT_MS is counted in
 * memory instead, and the store is left alone for STORE_PAUSE_MS: limits go on per process, no request
 * fails or waits.
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
  const inMemory = memoryStore();
  let pausedUntil = 0;
  let lastWarning = 0;
  const cleanUp = setInterval(() => {
    sql`delete from rate_limits where expire < ${Date.now() - 60 * 60_000}`.catch(() => {});
  }, CLEAN_UP_EVERY_MS);
  cleanUp.unref();
  return {
    id: `postgres:${url}#${++storeSerial}`,
    async count(windows, key) {
      if (Date.now() < pausedUntil) return inMemory.count(windows, key);
      try {
        return await withTimeout(countInTable(sql, windows, key), STORE_TIMEOUT_MS);
      } catch (error) {
        pausedUntil = Date.now() + STORE_PAUSE_MS;
        if (Date.now() - lastWarning > WARN_EVERY_MS) {
          lastWarning = Date.now();
          console.warn('[rate-limit] store unavailable, counting in memory:', String((error as { message?: unknown })?.message ?? error));
        }
        return inMemory.count(windows, key);
      }
    },
    close: async () => {
      clearInterval(cleanUp);
      await sql.end({ timeout: 1 });
    },
  };
}

/**
 * One upsert for all windows: a window that has ended starts again at 1 with a new end; a running one
 * adds 1. The rows are "{prefix}:{key}" with points and expire (ms since the epoch), as before.
 */
async function countInTable(sql: postgres.Sql, windows: readonly CounterWindow[], key: string): Promise<WindowCount[]> {
  const now = Date.now();
  const keys = windows.map((window) => `${window.keyPrefix}:${key}`);
  const values = windows.flatMap((window, i) => [keys[i], now + window.duration * 1000]);
  const rows = await sql.unsafe<{ key: string; points: number; expire: string }[]>(upsertText(windows.length), [...values, now], { prepare: true });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.map((rowKey) => {
    const row = byKey.get(rowKey);
    if (!row) throw new Error(`The rate-limit store returned no count for ${rowKey}.`);
    return { consumed: row.points, msBeforeNext: Math.max(0, Number(row.expire) - now) };
  });
}

const upsertTexts = new Map<number, string>();

function upsertText(windowCount: number): string {
  let text = upsertTexts.get(windowCount);
  if (!text) {
    const rows = Array.from({ length: windowCount }, (_, i) => `($${2 * i + 1}, 1, $${2 * i + 2}::bigint)`);
    const now = `$${2 * windowCount + 1}::bigint`;
    text = `insert into rate_limits (key, points, expire) values ${rows.join(', ')}
      on conflict (key) do update set
        points = case when rate_limits.expire <= ${now} then 1 else rate_limits.points + 1 end,
        expire = case when rate_limits.expire <= ${now} then excluded.expire else rate_limits.expire end
      returning key, points, expire`;
    upsertTexts.set(windowCount, text);
  }
  return text;
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
