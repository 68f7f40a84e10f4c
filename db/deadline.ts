/**
 * Deadlines for database work: every operation a request starts either answers or fails within
 * DATABASE_TIMEOUT_MS (default 1200 ms), so that a call can answer 503 within 2 s even when the
 * database stalls. Migrations at start-up get the longer STARTUP_DEADLINE_MS.
 */
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

/** DATABASE_TIMEOUT_MS, or 1200 when unset or not a positive number. */
export function databaseTimeoutMs(): number {
  return readEnv().DATABASE_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS;
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
