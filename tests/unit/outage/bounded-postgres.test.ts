/** Every query answers or fails within the deadline; only a pool that has gone silent is retired. */
import { boundedPostgres } from '@/db/bounded-postgres';
import { DatabaseTimeoutError } from '@/db/deadline';

type Pending = { resolve: (rows: unknown) => void; query: Promise<unknown> & { cancel: jest.Mock; values: () => unknown } };

function fakePool() {
  const pending: Pending[] = [];
  const pool = {
    options: { parsers: {} as Record<string, unknown>, serializers: {} as Record<string, unknown> },
    end: jest.fn(async () => {}),
    unsafe: jest.fn(() => {
      let resolve!: (rows: unknown) => void;
      const query = Object.assign(new Promise((ok) => (resolve = ok)), { cancel: jest.fn(async () => {}), values: () => query });
      pending.push({ resolve, query });
      return query;
    }),
    begin: jest.fn(),
  };
  return { pool, pending };
}

type Client = { unsafe: (sql: string) => PromiseLike<unknown>; options: { parsers: Record<string, unknown> } };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a query the server never answers fails after the deadline, is cancelled, and its silent pool is retired', async () => {
  const pools = [fakePool(), fakePool()];
  let opened = 0;
  const create = jest.fn((): never => pools[opened++].pool as never);
  const { client } = boundedPostgres(create, 1200);
  (client as Client).options.parsers['1184'] = 'drizzle parser';
  const stalled = Promise.resolve((client as Client).unsafe('select 1'));
  const failed = expect(stalled).rejects.toBeInstanceOf(DatabaseTimeoutError);
  await jest.advanceTimersByTimeAsync(1200);
  await failed;
  expect(pools[0].pending[0].query.cancel).toHaveBeenCalled();
  expect(pools[0].pool.end).toHaveBeenCalled();
  // The next query opens a new pool, with drizzle's parsers, and is answered.
  const next = Promise.resolve((client as Client).unsafe('select 1'));
  expect(create).toHaveBeenCalledTimes(2);
  expect(pools[1].pool.options.parsers['1184']).toBe('drizzle parser');
  pools[1].pending[0].resolve([{ ok: 1 }]);
  await expect(next).resolves.toEqual([{ ok: 1 }]);
});

test('a busy pool that still answers others is kept: only the slow query fails', async () => {
  const only = fakePool();
  const { client } = boundedPostgres(() => only.pool as never, 1200);
  const slow = Promise.resolve((client as Client).unsafe('select pg_sleep(5)'));
  const failed = expect(slow).rejects.toBeInstanceOf(DatabaseTimeoutError);
  const quick = Promise.resolve((client as Client).unsafe('select 1'));
  only.pending[1].resolve([]);
  await quick;
  await jest.advanceTimersByTimeAsync(1200);
  await failed;
  expect(only.pending[0].query.cancel).toHaveBeenCalled();
  expect(only.pool.end).not.toHaveBeenCalled();
});

test('a transaction whose caller gave up at the deadline runs no further statement (so it cannot commit)', async () => {
  const only = fakePool();
  const txUnsafe = jest.fn(async () => []);
  let bodyOutcome: Promise<unknown> | undefined;
  only.pool.begin.mockImplementation((body: (tx: unknown) => Promise<unknown>) => {
    // The connection is slow to start the transaction: the body only runs after 2 s.
    return new Promise((resolve, reject) => setTimeout(() => (bodyOutcome = body(Object.assign(() => {}, { unsafe: txUnsafe }))).then(resolve, reject), 2000));
  });
  const { client } = boundedPostgres(() => only.pool as never, 1200);
  const begin = (client as { begin: (body: (tx: Client) => Promise<unknown>) => Promise<unknown> }).begin;
  const transaction = begin(async (tx) => tx.unsafe('insert into wins values (1)'));
  const failed = expect(transaction).rejects.toBeInstanceOf(DatabaseTimeoutError);
  await jest.advanceTimersByTimeAsync(1200);
  await failed;
  await jest.advanceTimersByTimeAsync(1000);
  await expect(bodyOutcome).rejects.toBeInstanceOf(DatabaseTimeoutError);
  expect(txUnsafe).not.toHaveBeenCalled();
});
