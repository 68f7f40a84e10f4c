import type { Options, PostgresType, Sql, TransactionSql } from 'postgres';
import { CommitOutcomeUnknownError, DatabaseTimeoutError, remainingDeadlineMs, withDeadline } from './deadline';
import { readEnv } from '../lib/env';
import { count, type PoolName } from '../lib/observability/metrics';

type Pool = Sql<Record<string, PostgresType>>;
type Cancellable = PromiseLike<unknown> & { cancel?: () => unknown; canceller?: ((query: unknown) => Promise<unknown>) | null };

interface PoolEntry {
  sql: Pool;
  /** How many answers the server has sent on this pool: a pool that sends none while a query waits is stalled. */
  answers: number;
}

export interface BoundedPostgres {
  /** Stands in for a postgres.js client where drizzle needs one (unsafe, begin, options). */
  client: unknown;
  close: () => Promise<void>;
}

const MAX_CONNECT_MS = 5000;

/** DATABASE_POOLER=transaction: DATABASE_URL is a pooler in transaction mode. */
export function behindTransactionPooler(): boolean {
  return readEnv().DATABASE_POOLER === 'transaction';
}

/** How long a session may sit idle inside a transaction before the server ends it: well past the deadline. */
export function idleInTransactionTimeoutMs(deadlineMs: number): number {
  return Math.max(deadlineMs * 5, 5000);
}

/** Session settings a pooler in transaction mode cannot pass on at connection start (it sets them itself). */
export type SessionSettings = Record<string, string | number>;

/**
 * postgres.js settings: connect and statement timeouts, idle connections closed after 30 s, and a short
 * wait between reconnection attempts (postgres.js's own grows to 20 s, longer than the database takes to return).
 * `settings` are extra session settings for the start-up packet (application_name always goes: PgBouncer keeps it).
 *
 * Behind a pooler in transaction mode (DATABASE_POOLER=transaction) consecutive statements may run on different
 * server connections: nothing is prepared (a statement prepared on one connection is unknown on the next), and
 * no session setting is sent (PgBouncer refuses unknown start-up parameters): the pooler sets statement_timeout
 * and idle_in_transaction_session_timeout on its server connections (scripts/cluster/pgbouncer.ts), and the
 * deadline here still holds on the client's side. `pooled` false: a direct connection whatever the setting
 * (migrations through DATABASE_DIRECT_URL).
 */
export function boundedPoolOptions(
  max: number,
  deadlineMs: number,
  settings: SessionSettings = {},
  pooled = behindTransactionPooler(),
): Options<Record<string, PostgresType>> {
  const { application_name, ...sessionOnly } = settings;
  const session: SessionSettings = {
    statement_timeout: deadlineMs,
    idle_in_transaction_session_timeout: idleInTransactionTimeoutMs(deadlineMs),
    ...sessionOnly,
  };
  return {
    max,
    // Migrations' long deadline is for waiting on the migration lock, not for reaching the server.
    connect_timeout: Math.min(deadlineMs, MAX_CONNECT_MS) / 1000,
    idle_timeout: 30,
    backoff: (retries: number) => Math.min(0.05 * retries, 0.5),
    onnotice: () => {},
    prepare: !pooled,
    connection: { ...(pooled ? {} : session), ...(application_name === undefined ? {} : { application_name }) } as Options<Record<string, PostgresType>>['connection'],
  };
}

/**
 * A postgres.js client whose every query and transaction answers or fails within `deadlineMs` (waiting
 * for a free connection included). A query that times out is cancelled; when its pool has answered
 * nothing since the query began, the pool is stalled: it is retired (ended in the background, its
 * sockets destroyed) and the next query opens a new one, so the app recovers by itself.
 */
export function boundedPostgres(createPool: () => Pool, deadlineMs: number, metered?: { pool: PoolName; max: number }): BoundedPostgres {
  // drizzle writes its type parsers here; each new pool gets them.
  const options = { parsers: {} as Record<string, unknown>, serializers: {} as Record<string, unknown> };
  const retiring = new Set<Promise<void>>();
  let current: PoolEntry | undefined;

  function pool(): PoolEntry {
    if (!current) {
      const sql = createPool();
      Object.assign(sql.options.parsers, options.parsers);
      Object.assign(sql.options.serializers, options.serializers);
      current = { sql, answers: 0 };
    }
    return current;
  }

  function retire(entry: PoolEntry): void {
    if (current === entry) current = undefined;
    const ending = entry.sql.end({ timeout: 1 }).catch(() => {});
    retiring.add(ending);
    void ending.finally(() => retiring.delete(ending));
  }

  const meter = metered ? poolMeter(metered.pool, metered.max) : undefined;

  /** `work` within the deadline, or within what is left of the request's budget when that is shorter. */
  function bound<T>(entry: PoolEntry, work: Cancellable, what: string, onTimeout?: () => void): Promise<T> {
    const answersAtStart = entry.answers;
    const done = meter?.started();
    const counted = Promise.resolve(work).then(
      (value) => {
        entry.answers++;
        return value as T;
      },
      (error: unknown) => {
        if (answeredByServer(error)) entry.answers++;
        throw error;
      },
    );
    const bounded = withDeadline(counted, remainingDeadlineMs(deadlineMs), what, () => {
      onTimeout?.();
      // A silent pool is retired, its sockets destroyed (the server's statement_timeout ends the query): no cancel
      // request, which would open one more connection to a server that is not answering (postgres.js lets the
      // failure of that connection escape as an unhandled rejection when the server then refuses or resets it).
      if (entry.answers === answersAtStart) retire(entry);
      else cancelQuietly(work);
    });
    if (done) void bounded.then(done, done);
    return bounded;
  }

  /** The request's budget is spent: fail at once, without sending anything. */
  const spent = (what: string) => remainingDeadlineMs(deadlineMs) <= 0 && new DatabaseTimeoutError(what, deadlineMs);

  function unsafe(query: string, params?: unknown[], queryOptions?: unknown) {
    const refused = spent('a query');
    if (refused) {
      const rejected = () => Promise.reject(refused);
      return { values: rejected, then: <A, B>(ok?: (rows: unknown) => A, fail?: (error: unknown) => B) => rejected().then(ok, fail) };
    }
    const entry = pool();
    const pending = entry.sql.unsafe(query, params as never, queryOptions as never);
    // Lazy like postgres.js's own query: drizzle picks rows as arrays with .values() before awaiting.
    return {
      values: () => bound(entry, pending.values(), 'a query'),
      then: <A, B>(ok?: (rows: unknown) => A, fail?: (error: unknown) => B) => bound(entry, pending, 'a query').then(ok, fail),
    };
  }

  /**
   * A transaction within the deadline. Its outcome is always known but in one case: when COMMIT was sent
   * and neither the server's answer nor an error from the server came back in time (the deadline passed,
   * or the connection broke), it rejects with CommitOutcomeUnknownError. A body still running at the
   * deadline runs no further statement and is rolled back, so it certainly did not commit.
   */
  function begin(...args: unknown[]) {
    const body = args.pop() as (tx: TransactionSql) => unknown;
    const refused = spent('a transaction');
    if (refused) return Promise.reject(refused);
    const entry = pool();
    let expired = false;
    let committing = false;
    const run = async (tx: TransactionSql) => {
      const result = await body(refusingAfterDeadline(tx, () => expired, deadlineMs));
      if (expired) throw new DatabaseTimeoutError('a transaction', deadlineMs); // rolled back, never committed
      committing = true;
      return result;
    };
    const unknownWhileCommitting = (error: unknown) => {
      const unknown = committing && !answeredByServer(error) && !(error instanceof CommitOutcomeUnknownError);
      throw unknown ? new CommitOutcomeUnknownError(error) : error;
    };
    const work = (entry.sql.begin as (...a: unknown[]) => Promise<unknown>)(...args, run);
    const settled = Object.assign(work.catch(unknownWhileCommitting), { cancel: undefined });
    return bound(entry, settled, 'a transaction', () => {
      expired = true;
    })
      .catch(unknownWhileCommitting)
      .catch((error: unknown) => {
        if (error instanceof CommitOutcomeUnknownError) count((m) => m.dbCommitOutcomeUnknown.inc());
        throw error;
      });
  }

  return {
    client: { options, unsafe, begin },
    close: async () => {
      if (current) retire(current);
      await Promise.all([...retiring]);
    },
  };
}

/** A transaction whose caller already gave up must not go on (and commit): its next statement throws. */
function refusingAfterDeadline(tx: TransactionSql, expired: () => boolean, deadlineMs: number): TransactionSql {
  return new Proxy(tx, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'unsafe') return value;
      return (...args: unknown[]) => {
        if (expired()) throw new DatabaseTimeoutError('a transaction', deadlineMs);
        return (value as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
}

/** PostgreSQL answered with an error of its own (it has a severity): the statement certainly failed. */
function answeredByServer(error: unknown): boolean {
  return typeof (error as { severity?: unknown })?.severity === 'string';
}

/**
 * Cancels a query that timed out. postgres.js (3.4.9) `cancel()` drops the promise of the connection it
 * opens to send the cancel request, so when the database cannot be reached that failure is an unhandled
 * rejection: its canceller is called here instead, and a failure to cancel is ignored (the pool is retired
 * anyway when it has gone silent).
 */
function cancelQuietly(work: Cancellable): void {
  if (typeof work.canceller === 'function') {
    const canceller = work.canceller;
    work.canceller = null;
    canceller(work).catch(() => {});
    return;
  }
  Promise.resolve(work.cancel?.()).catch(() => {});
}

/**
 * The pool's gauges and query times (guessdle_db_pool_connections, guessdle_db_query_duration_seconds). postgres.js
 * says nothing of its queue, so the work is counted here: each query or transaction from its start (waiting for a
 * connection included) to its end or deadline. Up to `max` of them hold a connection (in_use), the rest wait.
 */
function poolMeter(pool: PoolName, max: number): { started: () => () => void } {
  let active = 0;
  const show = () =>
    count((m) => {
      m.dbPoolConnections.set({ pool, state: 'in_use' }, Math.min(active, max));
      m.dbPoolConnections.set({ pool, state: 'waiting' }, Math.max(0, active - max));
    });
  show();
  return {
    started() {
      active++;
      show();
      const startedAt = process.hrtime.bigint();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        active--;
        show();
        const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
        count((m) => m.dbQueryDuration.observe({ pool }, seconds));
      };
    },
  };
}
