/**
 * The PostgreSQL store of the rate limits (issue 10 item 8, issue 24 item 5): processes share their
 * counters and know how many they are, and a store that is down or stalled never turns a call into a
 * 500, holds it past its budget, or lets it through uncounted (rate-limit-outage.test.ts has the bursts). Runs on the server
 * DATABASE_URL names, or else on the local PostgreSQL, in a database of its own.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { POST as startEndless } from '@/app/api/endless/[game]/route';
import { migrateDatabase, openPostgres, type Database } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { createRateLimiter, rateLimiter, storeFor } from '@/lib/http/rate-limit';
import { databaseTimeoutMs, runWithRequestDeadline } from '@/db/deadline';
import { closeRateLimitStores, HANDLER_RESERVE_MS, postgresStore, type PostgresRateLimitStore } from '@/lib/http/rate-limit-store';
import { callRoute } from '@/tests/helpers/call-route';
import { fromAddress } from '@/tests/helpers/client-address';
import { withRateLimitScale } from '@/tests/helpers/rate-limit-scale';
import { createScratchPostgresDatabase, type ScratchDatabase } from '@/tests/helpers/test-db';
import { captureLog, type LogLine } from '@/tests/helpers/log-capture';

/** The rate-limit store's warnings in the server log: their error's described message each. */
const storeWarnings = (lines: LogLine[]) => lines.filter((line) => line.msg.startsWith('[rate-limit] store unavailable')).map((line) => line.err?.message);

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let scratch: ScratchDatabase;
let database: Database;
const stores: PostgresRateLimitStore[] = [];
const databaseUrl = () => scratch.url;

beforeAll(async () => {
  scratch = await createScratchPostgresDatabase(SERVER_URL, 'guessdle_rate_limits');
  database = await openPostgres(scratch.url);
  await migrateDatabase(database); // the rate_limits table comes from the migrations
});

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await closeRateLimitStores();
  await database.close();
  await scratch.drop();
});

/** A store as one server process has it: its own pool on the shared database. */
function processStore(url = databaseUrl()): PostgresRateLimitStore {
  const store = postgresStore(url);
  stores.push(store);
  return store;
}

const refusal = (promise: Promise<void>) => promise.then(() => null, (error: unknown) => error as { status: number; headers: Record<string, string> });

test('two processes share their counters: the limit holds across both, and the count is in rate_limits', async () => {
  const first = createRateLimiter('merge', processStore(), 0.5); // 5 a minute
  const second = createRateLimiter('merge', processStore(), 0.5);
  const key = `user:${randomBytes(6).toString('hex')}`;
  for (const limiter of [first, second, first, second, first]) expect(await refusal(limiter.consume(key))).toBeNull();
  expect(await refusal(second.consume(key))).toMatchObject({ status: 429, headers: { 'Retry-After': expect.stringMatching(/^(60|59)$/) } });
  expect(await refusal(first.consume(key))).toMatchObject({ status: 429 });
  const rows = await database.db.select({ key: rateLimits.key, points: rateLimits.points }).from(rateLimits).where(like(rateLimits.key, `%${key}`)).orderBy(rateLimits.key);
  expect(rows).toEqual([{ key: `merge:3600:${key}`, points: 7 }, { key: `merge:60:${key}`, points: 7 }]);
});

test('a call counts every window of its limit; a window that has ended starts again at 1', async () => {
  const store = processStore();
  const key = `ip:${randomBytes(6).toString('hex')}`;
  const windows = [{ keyPrefix: 'probe:1', points: 2, duration: 1 }, { keyPrefix: 'probe:60', points: 5, duration: 60 }];
  const consumed = async () => (await store.count(windows, key)).map((count) => count.consumed);
  expect([await consumed(), await consumed(), await consumed()]).toEqual([[1, 1], [2, 2], [3, 3]]);
  const [short, long] = await store.count(windows, key);
  expect(short.msBeforeNext).toBeLessThanOrEqual(1000);
  expect(long.msBeforeNext).toBeGreaterThan(58_000);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect(await consumed()).toEqual([1, 5]);
});

/** The block's tests point DATABASE_URL elsewhere: after each, it is put back and the stores it opened are closed. */
function restoreDatabaseUrlAfterEach(): void {
  let original: string | undefined;
  beforeEach(() => { original = process.env.DATABASE_URL; });
  afterEach(async () => {
    process.env.DATABASE_URL = original;
    await closeRateLimitStores();
  });
}

describe('read limits in memory, write limits in PostgreSQL', () => {
  restoreDatabaseUrlAfterEach();
  const limitedAfter = async (name: 'leaderboard' | 'share-image', key: string) =>
    withRateLimitScale(0.1, async () => {
      const outcomes: (number | null)[] = [];
      for (let i = 0; i < 8; i++) outcomes.push((await refusal(rateLimiter(name).consume(key)))?.status ?? null);
      return outcomes;
    });

  test('a limit on a GET that changes nothing counts in this process: no row in rate_limits, and it holds with the database unreachable', async () => {
    process.env.DATABASE_URL = databaseUrl();
    const key = `ip:${randomBytes(6).toString('hex')}`;
    expect(await limitedAfter('leaderboard', key)).toEqual([null, null, null, null, null, null, 429, 429]); // 6 a minute at this scale
    expect(await limitedAfter('share-image', key)).toEqual([null, null, null, 429, 429, 429, 429, 429]); // 3 a minute
    const written = await database.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, `%${key}`));
    expect(written).toEqual([]);

    // The same counts with nothing listening where the database should be: no 503, no query waited for.
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:9/nothing-listens-here';
    const began = Date.now();
    expect(await limitedAfter('leaderboard', `${key}-2`)).toEqual([null, null, null, null, null, null, 429, 429]);
    expect(Date.now() - began).toBeLessThan(200);
  });

  test('a limit on a call that changes something still counts in the shared table, across processes', async () => {
    process.env.DATABASE_URL = databaseUrl();
    expect(storeFor('daily-guess').id).toMatch(/^postgres:/);
    expect(storeFor('leaderboard').id).toMatch(/^memory#/);
    const key = `user:${randomBytes(6).toString('hex')}`;
    const [first, second] = [createRateLimiter('daily-guess', storeFor('daily-guess'), 0.05), createRateLimiter('daily-guess', processStore(), 0.05)]; // 3 a minute
    const outcomes = [];
    for (const limiter of [first, second, first, second]) outcomes.push((await refusal(limiter.consume(key)))?.status ?? null);
    expect(outcomes).toEqual([null, null, null, 429]);
    const rows = await database.db.select({ key: rateLimits.key, points: rateLimits.points }).from(rateLimits).where(like(rateLimits.key, `%${key}`)).orderBy(rateLimits.key);
    expect(rows).toEqual([{ key: `daily-guess:3600:${key}`, points: 4 }, { key: `daily-guess:60:${key}`, points: 4 }]);
  });
});

describe('a process that has never reached its store', () => {
  restoreDatabaseUrlAfterEach();

  const start = (socket: string) => callRoute(startEndless, { method: 'POST', params: { game: 'pokemon' }, headers: fromAddress(socket) });

  /** It cannot know its share of any limit: every limited call answers 503 with Retry-After, never passes uncounted. */
  async function expectRefusedQuickly(): Promise<number[]> {
    return withRateLimitScale(0.1, async () => {
      const times: number[] = [];
      for (let i = 0; i < 4; i++) {
        const began = Date.now();
        const result = await start('192.0.2.10');
        times.push(Date.now() - began);
        expect(result.status).toBe(503);
        expect(result.json).toMatchObject({ code: 'database_unavailable', error: expect.stringMatching(/^The database is unavailable right now, so we can't check the limit on new rounds\./) });
        expect(Number(result.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      return times;
    });
  }

  test('refusing connections: calls answer 503 at once, with no 500 and nothing let through', async () => {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:9/nothing-listens-here';
    const logged = captureLog();
    const times = await expectRefusedQuickly();
    expect(Math.max(...times)).toBeLessThan(500);
    expect(storeWarnings(logged.lines)).toEqual([expect.stringContaining('ECONNREFUSED')]);
    logged.restore();
  });

  describe('stalled (accepts connections, never answers)', () => {
    let server: Server;
    const sockets = new Set<Socket>();
    beforeAll(async () => {
      server = createServer((socket) => { sockets.add(socket); });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    });

    test('the first call waits within the request budget, leaving the handler its share; the next ones are answered at once', async () => {
      const { port } = server.address() as { port: number };
      process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/stalled`;
      const logged = captureLog();
      const [first, ...rest] = await expectRefusedQuickly();
      expect(first).toBeGreaterThanOrEqual(databaseTimeoutMs() - HANDLER_RESERVE_MS - 100);
      expect(first).toBeLessThan(databaseTimeoutMs() - HANDLER_RESERVE_MS + 200);
      expect(Math.max(...rest)).toBeLessThan(100); // the breaker is open: the store is not waited for again
      expect(storeWarnings(logged.lines)).toEqual([expect.stringMatching(/did not answer a rate-limit count within \d+ ms/)]);
      logged.restore();
    });
  });
});

test('a store first opened by a request whose budget is spent still beats: its heartbeat has a budget of its own', async () => {
  const store = await runWithRequestDeadline(async () => processStore(), 1);
  await new Promise((resolve) => setTimeout(resolve, 5));
  const deadline = Date.now() + 5000;
  while (store.instances() === undefined && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(store.instances()).toBeGreaterThanOrEqual(1);
});

test('processes sharing a store count each other through the heartbeat', async () => {
  const first = processStore();
  const second = processStore();
  for (const store of [first, second, first]) expect(await store.heartbeat()).toBe(true);
  // Every store this file opened shares the database: at least these two.
  expect(first.instances()).toBeGreaterThanOrEqual(2);
  expect(second.instances()).toBe(first.instances());
});
