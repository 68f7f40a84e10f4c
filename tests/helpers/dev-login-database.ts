import type { Db } from '@/db/client';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * For test files that sign in through the development provider for real: a fresh database for the
 * file and AUTH_DEV_LOGIN=true while it runs (restored afterwards). Returns the database's `db`, read
 * when a test runs.
 */
export function devLoginDatabaseForFile(): () => Db {
  let database: TestDatabase | undefined;
  const previousDevLogin = process.env.AUTH_DEV_LOGIN;
  beforeAll(async () => {
    process.env.AUTH_DEV_LOGIN = 'true';
    database = await createTestDatabase();
  });
  afterAll(async () => {
    if (previousDevLogin === undefined) delete process.env.AUTH_DEV_LOGIN;
    else process.env.AUTH_DEV_LOGIN = previousDevLogin;
    await database?.destroy();
  });
  return () => {
    if (!database) throw new Error('The test database is opened in beforeAll.');
    return database.db;
  };
}
