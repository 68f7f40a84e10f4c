/**
 * Issue 27: the PostgreSQL pools' settings. Behind a pooler in transaction mode (DATABASE_POOLER=transaction)
 * nothing is prepared and no session setting goes in the start-up packet; the pool sizes are settings.
 */
import { boundedPoolOptions } from '@/db/bounded-postgres';
import { appPoolMax, migrationTarget, pagePoolMax, type Database } from '@/db/client';
import { storePoolOptions, STORE_POOL_SIZE } from '@/lib/http/rate-limit-store';

const SETTINGS = ['DATABASE_POOLER', 'DATABASE_POOL_MAX', 'DATABASE_PAGE_POOL_MAX', 'RATE_LIMIT_POOL_MAX', 'DATABASE_URL', 'DATABASE_DIRECT_URL'] as const;

function withEnv<T>(values: Partial<Record<(typeof SETTINGS)[number], string>>, read: () => T): T {
  const saved = SETTINGS.map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, values);
  try {
    return read();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe('a direct connection (DATABASE_POOLER unset)', () => {
  test('prepares statements and sends the session settings at connection start', () => {
    const options = withEnv({}, () => boundedPoolOptions(3, 1200));
    expect(options.prepare).toBe(true);
    expect(options.connection).toEqual({ statement_timeout: 1200, idle_in_transaction_session_timeout: 6000 });
  });

  test('the rate-limit store asks for no durability wait under its own name', () => {
    expect(withEnv({}, () => storePoolOptions(1200)).connection).toEqual({
      statement_timeout: 1200,
      idle_in_transaction_session_timeout: 6000,
      synchronous_commit: 'off',
      application_name: 'guessdle-rate-limits',
    });
  });
});

describe('a pooler in transaction mode (DATABASE_POOLER=transaction)', () => {
  test('the app pool prepares nothing and sends no session setting', () => {
    const options = withEnv({ DATABASE_POOLER: 'transaction' }, () => boundedPoolOptions(3, 1200));
    expect(options.prepare).toBe(false);
    expect(options.connection).toEqual({});
  });

  test('the rate-limit store prepares nothing and keeps only its name (PgBouncer passes application_name on)', () => {
    const options = withEnv({ DATABASE_POOLER: 'transaction' }, () => storePoolOptions(1200));
    expect(options.prepare).toBe(false);
    expect(options.connection).toEqual({ application_name: 'guessdle-rate-limits' });
  });

  test('a pool opened as direct (migrations through DATABASE_DIRECT_URL) prepares and sends its settings whatever the setting', () => {
    const options = withEnv({ DATABASE_POOLER: 'transaction' }, () => boundedPoolOptions(1, 60_000, {}, false));
    expect(options.prepare).toBe(true);
    expect(options.connection).toEqual({ statement_timeout: 60_000, idle_in_transaction_session_timeout: 300_000 });
  });

  test('any other value is not a pooler mode: ignored, so the direct defaults apply', () => {
    expect(withEnv({ DATABASE_POOLER: 'session' }, () => boundedPoolOptions(3, 1200)).prepare).toBe(true);
  });
});

describe('pool sizes', () => {
  test('default: 10 for the app, STORE_POOL_SIZE for the rate-limit store', () => {
    expect(withEnv({}, () => appPoolMax())).toBe(10);
    expect(withEnv({}, () => storePoolOptions(1200).max)).toBe(STORE_POOL_SIZE);
  });

  test('DATABASE_POOL_MAX and RATE_LIMIT_POOL_MAX set them', () => {
    expect(withEnv({ DATABASE_POOL_MAX: '4' }, () => appPoolMax())).toBe(4);
    expect(withEnv({ RATE_LIMIT_POOL_MAX: '2' }, () => storePoolOptions(1200).max)).toBe(2);
  });

  test('the public pages\' pool (issue 36): 4 by default, DATABASE_PAGE_POOL_MAX sets it', () => {
    expect(withEnv({}, () => pagePoolMax())).toBe(4);
    expect(withEnv({ DATABASE_PAGE_POOL_MAX: '2' }, () => pagePoolMax())).toBe(2);
    expect(withEnv({ DATABASE_PAGE_POOL_MAX: '-1' }, () => pagePoolMax())).toBe(4);
  });

  test('a size that is not a positive whole number counts as unset', () => {
    expect(withEnv({ DATABASE_POOL_MAX: '2.5' }, () => appPoolMax())).toBe(10);
    expect(withEnv({ RATE_LIMIT_POOL_MAX: '0' }, () => storePoolOptions(1200).max)).toBe(STORE_POOL_SIZE);
  });
});

describe('where migrations connect', () => {
  const POOLED = 'postgres://postgres@127.0.0.1:6432/guessdle';
  const DIRECT = 'postgres://postgres@127.0.0.1:5432/guessdle';
  const database = (url: string) => ({ url }) as Database;

  test('DATABASE_DIRECT_URL, as a direct connection, when migrating the database DATABASE_URL names', () => {
    const target = withEnv({ DATABASE_URL: POOLED, DATABASE_DIRECT_URL: DIRECT, DATABASE_POOLER: 'transaction' }, () => migrationTarget(database(POOLED)));
    expect(target).toEqual({ url: DIRECT, pooled: false });
  });

  test("the database's own address without DATABASE_DIRECT_URL, or for another database (a test's)", () => {
    expect(withEnv({ DATABASE_URL: POOLED }, () => migrationTarget(database(POOLED)))).toEqual({ url: POOLED });
    const other = 'postgres://postgres@127.0.0.1:5432/scratch';
    expect(withEnv({ DATABASE_URL: POOLED, DATABASE_DIRECT_URL: DIRECT }, () => migrationTarget(database(other)))).toEqual({ url: other });
  });
});
