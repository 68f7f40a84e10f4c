/**
 * The statements on the `rate_limits` table (db/schema/rate-limits.ts), run on the rate-limit store's own
 * pool (lib/http/rate-limit-store.ts): a call's count in every window of its limit, and the heartbeat that
 * tells each process how many processes share the table.
 */
import postgres, { type Options, type PostgresType } from 'postgres';
import { boundedPostgres } from '../bounded-postgres';

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

/** Runs one statement and gives its rows (the store's pool, bounded in time). */
export type StoreQuery = <Row>(text: string, params: unknown[]) => Promise<Row[]>;

/** The store's own pool on `url` (bounded in time by db/bounded-postgres.ts) and the query that runs a statement on it. */
export function openRateLimitPool(url: string, options: Options<Record<string, PostgresType>>, deadlineMs: number): { query: StoreQuery; close: () => Promise<void> } {
  const pool = boundedPostgres(() => postgres(url, options), deadlineMs);
  const client = pool.client as { unsafe: (text: string, params: unknown[], options: { prepare: boolean }) => PromiseLike<unknown> };
  // Prepared once per connection, unless a pooler may hand each statement to another server connection.
  const prepare = options.prepare !== false;
  const query: StoreQuery = async <Row>(text: string, params: unknown[]) => (await client.unsafe(text, params, { prepare })) as Row[];
  return { query, close: pool.close };
}

/**
 * One upsert for all windows, adding `increments[i]` to window i (1 for this request, plus what this
 * process counted alone while the store was away): a window that has ended starts again from the
 * increment with a new end. The rows are "{prefix}:{key}" with points and expire (ms since the epoch).
 */
export async function countInTable(query: StoreQuery, windows: readonly CounterWindow[], key: string, increments: readonly number[]): Promise<WindowCount[]> {
  const now = Date.now();
  const keys = windows.map((window) => `${window.keyPrefix}:${key}`);
  const values = windows.flatMap((window, i) => [keys[i], increments[i], now + window.duration * 1000]);
  const rows = await query<{ key: string; points: number; expire: string }>(upsertText(windows.length), [...values, now]);
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
    const rows = Array.from({ length: windowCount }, (_, i) => `($${3 * i + 1}, $${3 * i + 2}::integer, $${3 * i + 3}::bigint)`);
    const now = `$${3 * windowCount + 1}::bigint`;
    text = `insert into rate_limits (key, points, expire) values ${rows.join(', ')}
      on conflict (key) do update set
        points = case when rate_limits.expire <= ${now} then excluded.points else rate_limits.points + excluded.points end,
        expire = case when rate_limits.expire <= ${now} then excluded.expire else rate_limits.expire end
      returning key, points, expire`;
    upsertTexts.set(windowCount, text);
  }
  return text;
}

/** Every process adds 1 to its period's row once per heartbeat period: a whole period's row counts the processes. */
export const HEARTBEAT_PERIOD_MS = 10_000;
const KEPT_PERIODS = 3;

const instancesKey = (period: number) => `rate-limit-instances:${period}`;

/**
 * Counts this process in `period` (when `beat`), and reads the counts of that period and the two before
 * it: the largest is how many processes were up lately (one that stopped is still counted for two periods).
 */
export async function readInstanceCounts(query: StoreQuery, period: number, beat: boolean): Promise<number[]> {
  const keys = [period, period - 1, period - 2].map(instancesKey);
  const rows = beat
    ? await query<{ points: number }>(
        `with beat as (
           insert into rate_limits (key, points, expire) values ($1, 1, $2::bigint)
           on conflict (key) do update set points = rate_limits.points + 1
           returning points)
         select points from beat union all select points from rate_limits where key in ($3, $4)`,
        [keys[0], (period + 1 + KEPT_PERIODS) * HEARTBEAT_PERIOD_MS, keys[1], keys[2]],
      )
    : await query<{ points: number }>('select points from rate_limits where key in ($1, $2, $3)', keys);
  return rows.map((row) => row.points);
}

/** Rows whose window ended over an hour ago (rows are reused while they last, so deleting sooner would gain little). */
export function deleteExpiredRows(query: StoreQuery): Promise<unknown> {
  return query('delete from rate_limits where expire < $1::bigint', [Date.now() - 60 * 60_000]);
}
