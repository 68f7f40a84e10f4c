import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { boundedPoolOptions, boundedPostgres } from './bounded-postgres';
import { databaseTimeoutMs, remainingDeadlineMs, STARTUP_DEADLINE_MS, withDeadline } from './deadline';
import * as schema from './schema';
import { readEnv } from '../lib/env';
import type { PoolName } from '../lib/observability/metrics';

export type Schema = typeof schema;
/** Either driver's database (or a transaction on it): everything in db/ and lib/services takes one. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverName = 'postgres' | 'pglite';

export interface Database {
  db: Db;
  driver: DriverName;
  /** The connection string, for PostgreSQL. */
  url?: string;
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');
export const PGLITE_DATA_DIR = readEnv().PGLITE_DATA_DIR ?? path.join(process.cwd(), '.data', 'pglite');
/** The app pool's size unless DATABASE_POOL_MAX says otherwise. */
const DEFAULT_POOL_MAX = 10;
/** The page-read pool's size unless DATABASE_PAGE_POOL_MAX says otherwise (getPageDb). */
const DEFAULT_PAGE_POOL_MAX = 4;
/** Any number to key the advisory lock that keeps two starting processes from migrating at once (migratePostgres). */
const MIGRATION_LOCK_KEY = 4_711_2025;

/**
 * A pool of `max` connections (DATABASE_POOL_MAX by default) whose every query and transaction answers or fails
 * within `deadlineMs` (DATABASE_TIMEOUT_MS by default; migrations and set-up pass STARTUP_DEADLINE_MS). See
 * db/bounded-postgres.ts; `pooled` says whether `url` is a pooler in transaction mode (default: DATABASE_POOLER).
 */
export async function openPostgres(
  url: string,
  options: { max?: number; deadlineMs?: number; pooled?: boolean; metered?: PoolName } = {},
): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const deadlineMs = options.deadlineMs ?? databaseTimeoutMs();
  const poolOptions = boundedPoolOptions(options.max ?? appPoolMax(), deadlineMs, {}, options.pooled);
  const metered = options.metered && { pool: options.metered, max: poolOptions.max ?? 1 };
  const bounded = boundedPostgres(() => postgres(url, poolOptions), deadlineMs, metered);
  const db = drizzle({ client: bounded.client as never, schema });
  return { db: db as unknown as Db, driver: 'postgres', url, close: bounded.close };
}

/** The app pool's size (DATABASE_POOL_MAX, default 10). */
export function appPoolMax(): number {
  return readEnv().DATABASE_POOL_MAX ?? DEFAULT_POOL_MAX;
}

/** The page-read pool's size (DATABASE_PAGE_POOL_MAX, default 4). */
export function pagePoolMax(): number {
  return readEnv().DATABASE_PAGE_POOL_MAX ?? DEFAULT_PAGE_POOL_MAX;
}

/** dataDir undefined keeps the database in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true }); // PGlite does not create parent folders.
  const client = new PGlite(dataDir);
  const db = drizzle({ client, schema });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  await migratePostgres(database);
}

/**
 * Where migrations connect: DATABASE_DIRECT_URL (the same database without the pooler) when migrating the
 * database DATABASE_URL names and it is set, so that a long statement gets the start-up deadline as its
 * statement_timeout instead of the pooler's (DATABASE_TIMEOUT_MS); else the database's own address.
 */
export function migrationTarget(database: Database): { url: string; pooled?: boolean } {
  const env = readEnv();
  if (!database.url) throw new Error('A PostgreSQL database needs its connection string to migrate.');
  if (env.DATABASE_DIRECT_URL && database.url === env.DATABASE_URL) return { url: env.DATABASE_DIRECT_URL, pooled: false };
  return { url: database.url };
}

/**
 * Processes starting together take turns: a transaction on a connection of its own takes a transaction-level
 * advisory lock and holds it while the migrations run on another connection; its end releases it. A session
 * lock would not do behind a pooler in transaction mode (DATABASE_POOLER): its lock and unlock are two
 * statements, which may run on two server connections, leaving the lock held. The lock's wait and its idle
 * time have the start-up deadline (set local: a pooler's server connection may carry shorter limits). Through a
 * pooler, each process starting at once holds a server connection while it waits, and the one migrating a
 * second: the pooler needs more server connections than processes start together (or DATABASE_DIRECT_URL).
 */
async function migratePostgres(database: Database): Promise<void> {
  const { url, pooled } = migrationTarget(database);
  const options = { max: 1, deadlineMs: STARTUP_DEADLINE_MS, pooled };
  const lockHolder = await openPostgres(url, options);
  const migrator = await openPostgres(url, options);
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  try {
    await lockHolder.db.transaction(async (tx) => {
      for (const setting of ['statement_timeout', 'idle_in_transaction_session_timeout']) {
        await tx.execute(sql`select set_config(${setting}, ${String(STARTUP_DEADLINE_MS)}, true)`);
      }
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      await migrate(migrator.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    });
  } finally {
    await Promise.all([lockHolder.close(), migrator.close()]);
  }
}

/** The driver the environment asks for: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function configuredDriver(): DriverName {
  return readEnv().DATABASE_URL ? 'postgres' : 'pglite';
}

/** Opens and migrates the database the environment names (scripts pass their own pool size and query deadline). */
export async function openConfiguredDatabase(options: { max?: number; deadlineMs?: number; metered?: PoolName } = {}): Promise<Database> {
  const database =
    configuredDriver() === 'postgres' ? await openPostgres(readEnv().DATABASE_URL!, options) : await openPglite(PGLITE_DATA_DIR);
  await migrateDatabase(database);
  return database;
}

// Cached on globalThis: pages and route handlers are separate bundles, and PGlite allows one
// instance per data folder.
const holder = globalThis as unknown as { __guessdleDatabase?: Promise<Database>; __guessdlePageDatabase?: Promise<Database> };

/**
 * The app's database. A caller waits at most `waitMs` (DATABASE_TIMEOUT_MS, or what is left of the
 * request's budget; start-up passes STARTUP_DEADLINE_MS) while it opens and migrates; the opening goes
 * on for the next caller.
 */
export function getDatabase(waitMs = databaseTimeoutMs()): Promise<Database> {
  if (!holder.__guessdleDatabase) {
    holder.__guessdleDatabase = openConfiguredDatabase({ metered: 'app' }).catch((error) => {
      holder.__guessdleDatabase = undefined; // let the next request try again
      throw error;
    });
  }
  return withDeadline(holder.__guessdleDatabase, remainingDeadlineMs(waitMs), 'while opening');
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/**
 * The database for public pages that only read (/profile/{username} and its achievements, issue 36 item 4):
 * on PostgreSQL a pool of its own of DATABASE_PAGE_POOL_MAX connections (default 4), to DATABASE_PAGE_URL when
 * set (a PgBouncer database with its own server pool) else to the app's database. However many such pages are
 * asked for at once, they wait for these connections and never take the app pool's, which the calls that
 * store a player's guesses and wins need. PGlite (one process, one connection) uses the app's database.
 */
export async function getPageDatabase(): Promise<Database> {
  const app = await getDatabase();
  if (app.driver !== 'postgres' || !app.url) return app;
  if (!holder.__guessdlePageDatabase) {
    const url = readEnv().DATABASE_PAGE_URL ?? app.url;
    holder.__guessdlePageDatabase = openPostgres(url, { max: pagePoolMax(), metered: 'page' }).catch((error) => {
      holder.__guessdlePageDatabase = undefined; // let the next page try again
      throw error;
    });
  }
  return withDeadline(holder.__guessdlePageDatabase, remainingDeadlineMs(databaseTimeoutMs()), 'while opening');
}

export async function getPageDb(): Promise<Db> {
  return (await getPageDatabase()).db;
}

/**
 * Tests point the app at their own database; its pages read it too, unless `pages` is 'own pool' (getPageDatabase
 * then opens the page pool as a server does, and the test closes it).
 */
export function setAppDatabase(database: Database | undefined, pages: 'same' | 'own pool' = 'same'): void {
  holder.__guessdleDatabase = database ? Promise.resolve(database) : undefined;
  holder.__guessdlePageDatabase = pages === 'same' ? holder.__guessdleDatabase : undefined;
}

/**
 * Closes this process's pools (the app's and the pages'), once the requests in flight have finished
 * (lib/observability/shutdown.ts): a pool still opening is awaited and closed; one that failed to open is skipped.
 */
export async function closeDatabases(): Promise<void> {
  const opened = [holder.__guessdleDatabase, holder.__guessdlePageDatabase];
  holder.__guessdleDatabase = undefined;
  holder.__guessdlePageDatabase = undefined;
  const distinct = [...new Set(opened.filter((database): database is Promise<Database> => database !== undefined))];
  const databases = await Promise.all(distinct.map((database) => database.catch(() => null)));
  await Promise.all([...new Set(databases)].map((database) => database?.close()));
}
