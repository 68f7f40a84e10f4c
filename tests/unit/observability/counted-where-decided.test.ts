/**
 * @jest-environment node
 */
/**
 * Issue 37 item 1: the database and refusal metrics, counted where they are decided: the pool's gauges and query
 * times (db/bounded-postgres.ts), an unconfirmed commit, a 503 by cause (lib/http/route.ts errorResponse and the
 * rate-limit store's breaker).
 */
import { boundedPostgres } from '@/db/bounded-postgres';
import { CommitOutcomeUnknownError, DatabaseTimeoutError } from '@/db/deadline';
import { ApiError } from '@/lib/http/errors';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { StoreUnavailableError, type RateLimitStore } from '@/lib/http/rate-limit-store';
import { errorResponse } from '@/lib/http/route';
import { metrics } from '@/lib/observability/metrics';

async function valueOf(name: string, labels: Record<string, string> = {}, sample = name): Promise<number> {
  const metric = (await metrics().registry.getMetricsAsJSON()).find((m) => m.name === name);
  const series = metric?.values.find(
    (v) => ((v as { metricName?: string }).metricName ?? name) === sample && Object.entries(labels).every(([key, value]) => String(v.labels[key]) === value),
  );
  return series ? Number(series.value) : 0;
}

function fakePool() {
  const pending: ((rows: unknown) => void)[] = [];
  const pool = {
    options: { parsers: {}, serializers: {} },
    end: jest.fn(async () => {}),
    unsafe: jest.fn(() => {
      let resolve!: (rows: unknown) => void;
      const query = Object.assign(new Promise((ok) => (resolve = ok)), { cancel: jest.fn(async () => {}) });
      pending.push(resolve);
      return Object.assign(query, { values: () => query });
    }),
    begin: jest.fn(),
  };
  return { pool, pending };
}
type Client = { unsafe: (sql: string) => PromiseLike<unknown>; begin: (body: (tx: unknown) => Promise<unknown>) => Promise<unknown> };

test('the pool gauges show work holding a connection and waiting for one; each query is timed', async () => {
  const { pool, pending } = fakePool();
  const client = boundedPostgres(() => pool as never, 5000, { pool: 'page', max: 2 }).client as Client;
  const timed = await valueOf('guessdle_db_query_duration_seconds', { pool: 'page' }, 'guessdle_db_query_duration_seconds_count');
  const queries = [1, 2, 3].map(() => Promise.resolve(client.unsafe('select 1')));
  await new Promise((started) => setImmediate(started)); // a query starts when it is awaited
  expect(await valueOf('guessdle_db_pool_connections', { pool: 'page', state: 'in_use' })).toBe(2);
  expect(await valueOf('guessdle_db_pool_connections', { pool: 'page', state: 'waiting' })).toBe(1);
  for (const resolve of pending) resolve([]);
  await Promise.all(queries);
  await new Promise((settled) => setImmediate(settled));
  expect(await valueOf('guessdle_db_pool_connections', { pool: 'page', state: 'in_use' })).toBe(0);
  expect(await valueOf('guessdle_db_pool_connections', { pool: 'page', state: 'waiting' })).toBe(0);
  expect(await valueOf('guessdle_db_query_duration_seconds', { pool: 'page' }, 'guessdle_db_query_duration_seconds_count')).toBe(timed + 3);
});

test('a COMMIT whose answer never came counts once as commit outcome unknown', async () => {
  const { pool } = fakePool();
  // The body runs, then the connection breaks while committing (no error from the server).
  pool.begin.mockImplementation(async (body: (tx: unknown) => Promise<unknown>) => {
    await body({ unsafe: async () => [] });
    throw Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });
  });
  const client = boundedPostgres(() => pool as never, 5000).client as Client;
  const before = await valueOf('guessdle_db_commit_outcome_unknown_total');
  await expect(client.begin(async () => 'done')).rejects.toBeInstanceOf(CommitOutcomeUnknownError);
  expect(await valueOf('guessdle_db_commit_outcome_unknown_total')).toBe(before + 1);
});

test('503s count by cause: database timeout, database unavailable, upload busy', async () => {
  const cause = (name: string) => valueOf('guessdle_unavailable_total', { cause: name });
  const before = { timeout: await cause('database_timeout'), unavailable: await cause('database_unavailable'), busy: await cause('upload_busy') };
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(errorResponse(new DatabaseTimeoutError('a query', 1200)).status).toBe(503);
  expect(errorResponse(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })).status).toBe(503);
  expect(errorResponse(new ApiError(503, 'busy', 'pictures_busy')).status).toBe(503);
  expect(errorResponse(new ApiError(404, 'nope', 'not_found')).status).toBe(404);
  expect({ timeout: await cause('database_timeout'), unavailable: await cause('database_unavailable'), busy: await cause('upload_busy') }).toEqual({
    timeout: before.timeout + 1,
    unavailable: before.unavailable + 1,
    busy: before.busy + 1,
  });
});

test('a limit refused because the rate-limit store is away counts breaker_open or database_unavailable', async () => {
  const storeThrowing = (breakerOpen: boolean): RateLimitStore =>
    ({
      id: `down-${breakerOpen}`,
      count: async () => {
        throw new StoreUnavailableError(2000, { breakerOpen });
      },
      countShare: async () => undefined,
    }) as unknown as RateLimitStore;
  const breaker = await valueOf('guessdle_unavailable_total', { cause: 'breaker_open' });
  const unavailable = await valueOf('guessdle_unavailable_total', { cause: 'database_unavailable' });
  await expect(createRateLimiter('sign-in', storeThrowing(true), 1).consume('ip:198.51.100.1')).rejects.toMatchObject({ status: 503 });
  await expect(createRateLimiter('sign-in', storeThrowing(false), 1).consume('ip:198.51.100.1')).rejects.toMatchObject({ status: 503 });
  expect(await valueOf('guessdle_unavailable_total', { cause: 'breaker_open' })).toBe(breaker + 1);
  expect(await valueOf('guessdle_unavailable_total', { cause: 'database_unavailable' })).toBe(unavailable + 1);
});
