/**
 * The PostgreSQL store of the rate limits (issue 10 item 8): processes share their counters, and a
 * store that is down or stalled never turns a call into a 500 or holds it up. Runs on the server
 * DATABASE_URL names, or else on the local PostgreSQL, in a database of its own.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { POST as startEndless } from '@/app/api/endless/[game]/route';
import { migrateDatabase, openPostgres, type Database } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { closeRateLimitStores, postgresStore, STORE_TIMEOUT_MS, type RateLimitStore } from '@/lib/http/rate-limit-store';
import { callRoute } from '@/tests/helpers/call-route';
import { fromAddress } from '@/tests/helpers/client-address';
import { withRateLimitScale } from '@/tests/helpers/rate-limit-scale';
import { createScratchPostgresDatabase, type ScratchDatabase } from '@/tests/helpers/test-db';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let scratch: ScratchDatabase;
let database: Database;
const stores: RateLimitStore[] = [];
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
function processStore(url = databaseUrl()): RateLimitStore {
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

describe('a store that fails', () => {
  let original: string | undefined;
  beforeEach(() => { original = process.env.DATABASE_URL; });
  afterEach(async () => {
    process.env.DATABASE_URL = original;
    await closeRateLimitStores();
  });

  const start = (socket: string) => callRoute(startEndless, { method: 'POST', params: { game: 'pokemon' }, headers: fromAddress(socket) });

  async function expectLimitsGoOnInMemory(): Promise<void> {
    await withRateLimitScale(0.1, async () => {
      const statuses: number[] = [];
      const began = Date.now();
      for (let i = 0; i < 4; i++) statuses.push((await start('192.0.2.10')).status);
      expect(statuses).toEqual([200, 200, 200, 429]); // 3 a minute at this scale, counted in memory
      // At most the first call waits for the store; the others do not try it again.
      expect(Date.now() - began).toBeLessThan(STORE_TIMEOUT_MS + 1000);
    });
  }

  test('refusing connections: calls are answered and still limited, with no 500', async () => {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:9/nothing-listens-here';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expectLimitsGoOnInMemory();
    expect(warn).toHaveBeenCalledWith('[rate-limit] store unavailable, counting in memory:', expect.any(String));
    warn.mockRestore();
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

    test('each call waits no longer than the store timeout, then is counted in memory', async () => {
      const { port } = server.address() as { port: number };
      process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/stalled`;
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      await expectLimitsGoOnInMemory();
      expect(warn).toHaveBeenCalledWith('[rate-limit] store unavailable, counting in memory:', `The rate-limit store did not answer within ${STORE_TIMEOUT_MS} ms.`);
      warn.mockRestore();
    });
  });
});
