import { randomBytes } from 'node:crypto';
import { migrateDatabase, openPglite, openPostgres, setAppDatabase, type Database } from '@/db/client';
import { STARTUP_DEADLINE_MS } from '@/db/deadline';
import { closeRateLimitStores } from '@/lib/http/rate-limit-store';
import { publishingSettled } from '@/lib/services/fairness/publish';

export interface TestDatabase extends Database {
  /**
   * Waits for the puzzles the daily info call publishes in the background (lib/services/fairness/publish.ts),
   * closes the connection and, on PostgreSQL, drops the test's database.
   */
  destroy: () => Promise<void>;
}

/** The PostgreSQL server of the tests that need a real one: DATABASE_URL's, else the local server (README, "Running it"). */
export const POSTGRES_SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database for one test file, installed as the app's database:
 * in-memory PGlite by default, a new database on the server named by DATABASE_URL when it is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite();
    await migrateDatabase(database);
    setAppDatabase(database);
    return { ...database, destroy: async () => { await publishingSettled(); setAppDatabase(undefined); await database.close(); } };
  }
  return createPostgresTestDatabase(serverUrl);
}

/**
 * The same on PostgreSQL always, for a test file that needs what PGlite cannot give (two connections: row
 * locks, a transaction waiting for another): a new database on DATABASE_URL's server, else the local one.
 */
export async function createPostgresTestDatabase(serverUrl = POSTGRES_SERVER_URL): Promise<TestDatabase> {
  const scratch = await createScratchPostgresDatabase(serverUrl, 'guessdle_test');
  const database = await openPostgres(scratch.url);
  await migrateDatabase(database);
  setAppDatabase(database);
  const originalUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = scratch.url; // the rate-limit counters live in the app's database too
  return {
    ...database,
    destroy: async () => {
      await publishingSettled();
      if (originalUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = originalUrl;
      await closeRateLimitStores();
      setAppDatabase(undefined);
      await database.close();
      await scratch.drop();
    },
  };
}

export interface ScratchDatabase {
  name: string;
  /** The new database's address (the server's, with the database name swapped in). */
  url: string;
  drop: () => Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, made and later dropped over an admin
 * connection with the start-up deadline (creating a database may take longer than a query's 1.2 s).
 */
export async function createScratchPostgresDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(serverUrl, { max: 1, deadlineMs: STARTUP_DEADLINE_MS });
  await admin.db.execute(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.db.execute(`drop database if exists "${name}" with (force)`);
      await admin.close();
    },
  };
}
