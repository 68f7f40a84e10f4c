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

test('a query the server never answers fails after the deadline and its silent pool is retired, with no cancel request to that server', async () => {
  const pools = [fakePool(), fakePool()];
  let opened = 0;
  const create = jest.fn((): never => pools[opened++].pool as never);
  const { client } = boundedPostgres(create, 1200);
  (client as Client).options.parsers['1184'] = 'drizzle parser';
  const stalled = Promise.resolve((client as Client).unsafe('select 1'));
  const failed = expect(stalled).rejects.toBeInstanceOf(DatabaseTimeoutError);
  await jest.advanceTimersByTimeAsync(1200);
  await failed;
  expect(pools[0].pool.end).toHaveBeenCalled();
  // A cancel request would open one more connection to the silent server (its failure escaped postgres.js).
  expect(pools[0].pending[0].query.cancel).not.toHaveBeenCalled();
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

type Begin = (body: (tx: Client) => Promise<unknown>) => Promise<unknown>;

/** A pool whose transactions run their body at once, then wait for COMMIT's answer until `commit()` is called. */
function committingPool() {
  const only = fakePool();
  let answerCommit: (() => void) | undefined;
  const txUnsafe = jest.fn(async () => []);
  only.pool.begin.mockImplementation(async (body: (tx: unknown) => Promise<unknown>) => {
    const result = await body(Object.assign(() => {}, { unsafe: txUnsafe }));
    await new Promise<void>((resolve) => (answerCommit = resolve)); // COMMIT sent, its answer pending
    return result;
  });
  return { only, txUnsafe, commit: () => answerCommit?.() };
}

test('one request shares one budget: a second query gets only what the first left', async () => {
  const { runWithRequestDeadline } = await import('@/db/deadline');
  const only = fakePool();
  const { client } = boundedPostgres(() => only.pool as never, 1200);
  const outcome = runWithRequestDeadline(async () => {
    const first = Promise.resolve((client as Client).unsafe('select 1'));
    await jest.advanceTimersByTimeAsync(900);
    only.pending[0].resolve([]);
    await first;
    return Promise.resolve((client as Client).unsafe('select 2'));
  }, 1200);
  const failed = expect(outcome).rejects.toBeInstanceOf(DatabaseTimeoutError);
  // 900 ms were spent on the first query: the second fails 300 ms later, not 1200.
  await jest.advanceTimersByTimeAsync(300);
  await failed;
});

test('a request whose budget is spent sends nothing more to the database', async () => {
  const { runWithRequestDeadline } = await import('@/db/deadline');
  const only = fakePool();
  const { client } = boundedPostgres(() => only.pool as never, 1200);
  const outcome = runWithRequestDeadline(async () => {
    await jest.advanceTimersByTimeAsync(1300);
    return Promise.resolve((client as Client).unsafe('select 1'));
  }, 1200);
  await expect(outcome).rejects.toBeInstanceOf(DatabaseTimeoutError);
  expect(only.pool.unsafe).not.toHaveBeenCalled();
});

test('a deadline that passes while COMMIT awaits its answer leaves the outcome unknown, never "failed"', async () => {
  const { CommitOutcomeUnknownError } = await import('@/db/deadline');
  const { only, commit } = committingPool();
  const { client } = boundedPostgres(() => only.pool as never, 1200);
  const transaction = (client as { begin: Begin }).begin(async (tx) => tx.unsafe('insert into wins values (1)'));
  const failed = expect(transaction).rejects.toBeInstanceOf(CommitOutcomeUnknownError);
  await jest.advanceTimersByTimeAsync(1200);
  await failed;
  commit();
});

test('a body still running at the deadline is rolled back: a known failure, not an unknown outcome', async () => {
  const { CommitOutcomeUnknownError } = await import('@/db/deadline');
  const only = fakePool();
  let finishBody: (() => void) | undefined;
  let bodyOutcome: Promise<unknown> | undefined;
  const txUnsafe = jest.fn(async () => []);
  only.pool.begin.mockImplementation((body: (tx: unknown) => Promise<unknown>) => {
    bodyOutcome = body(Object.assign(() => {}, { unsafe: txUnsafe }));
    return bodyOutcome;
  });
  const { client } = boundedPostgres(() => only.pool as never, 1200);
  const transaction = (client as { begin: Begin }).begin(async (tx) => {
    await new Promise<void>((resolve) => (finishBody = resolve)); // a slow statement
    return tx.unsafe('select 1');
  });
  let caught: unknown;
  const settled = transaction.catch((error: unknown) => (caught = error));
  await jest.advanceTimersByTimeAsync(1200);
  await settled;
  expect(caught).toBeInstanceOf(DatabaseTimeoutError);
  expect(caught).not.toBeInstanceOf(CommitOutcomeUnknownError);
  finishBody?.();
  // The body returns after the deadline: the wrapper throws instead of letting postgres.js commit.
  await expect(bodyOutcome).rejects.toBeInstanceOf(DatabaseTimeoutError);
});
