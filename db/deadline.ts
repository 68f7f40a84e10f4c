/**
 * Deadlines for database work. A request gets one budget, DATABASE_TIMEOUT_MS (default 1200 ms) from its
 * start (runWithRequestDeadline, in lib/http/route.ts), shared by every database step it takes: the session
 * lookup, the rate-limit count and the work each take what the earlier steps left, so a call answers 503
 * within 1.5 s even when the database stalls. Work outside a request (pages, scripts) gets the same
 * length per operation; migrations at start-up get the longer STARTUP_DEADLINE_MS.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readEnv } from '../lib/env';

const DEFAULT_TIMEOUT_MS = 1200;
export const STARTUP_DEADLINE_MS = 60_000;
/** The error code isDatabaseUnavailable (lib/http/errors.ts) recognises. */
export const DATABASE_TIMEOUT_CODE = 'DATABASE_TIMEOUT';

export class DatabaseTimeoutError extends Error {
  readonly code = DATABASE_TIMEOUT_CODE;
  constructor(what: string, ms: number) {
    super(`The database did not answer ${what} within ${ms} ms.`);
    this.name = 'DatabaseTimeoutError';
  }
}

/**
 * A transaction whose COMMIT was sent but not answered (the deadline passed or the connection broke
 * meanwhile): it may have committed or not. Callers that tell a player "saved" or "not saved" must say
 * neither, and learn the truth by asking again (an idempotent resend).
 */
export class CommitOutcomeUnknownError extends Error {
  readonly code = DATABASE_TIMEOUT_CODE;
  constructor(readonly cause: unknown) {
    super('The database did not confirm a commit: it may or may not have been applied.');
    this.name = 'CommitOutcomeUnknownError';
  }
}

/** DATABASE_TIMEOUT_MS, or 1200 when unset or not a positive number. */
export function databaseTimeoutMs(): number {
  return readEnv().DATABASE_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS;
}

/**
 * One budget store per process, on globalThis (issue 40 item 3): route handlers and pages are separate bundles,
 * each with its own copy of this module, and the database pool and the rate-limit store are made once by
 * whichever bundle came first. A module-level store would let a pool read another bundle's empty store and
 * give each step a full DATABASE_TIMEOUT_MS: a logout in a stall waited 1.2 s for its session, 1.2 s for its
 * DELETE and ~1 s for its rate-limit count (2.4-3.4 s).
 */
const holder = globalThis as unknown as { __guessdleRequestBudget?: AsyncLocalStorage<{ endsAt: number }> };
const requestBudget = (holder.__guessdleRequestBudget ??= new AsyncLocalStorage<{ endsAt: number }>());

/** Runs `work` with one database budget of `ms` (default DATABASE_TIMEOUT_MS) for everything it awaits. */
export function runWithRequestDeadline<T>(work: () => Promise<T>, ms = databaseTimeoutMs()): Promise<T> {
  return requestBudget.run({ endsAt: Date.now() + ms }, work);
}

/**
 * How long the next database step may take: `ms`, or less when the current request's budget ends sooner
 * (0 when it is spent: the step fails at once).
 */
export function remainingDeadlineMs(ms: number): number {
  const budget = requestBudget.getStore();
  return budget ? Math.max(0, Math.min(ms, budget.endsAt - Date.now())) : ms;
}

/**
 * Settles like `work`, or rejects with a DatabaseTimeoutError after `ms` (then calls `onTimeout`, once).
 * The work itself is not stopped here: the caller's onTimeout cancels it or retires its connection.
 */
export function withDeadline<T>(work: PromiseLike<T>, ms: number, what: string, onTimeout?: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new DatabaseTimeoutError(what, ms));
      onTimeout?.();
    }, ms);
    Promise.resolve(work).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
