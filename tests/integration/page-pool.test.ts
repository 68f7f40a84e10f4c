/**
 * Issue 36 item 4: the public profile pages read through a pool of their own (getPageDb, DATABASE_PAGE_POOL_MAX
 * connections), so however many of them are asked for at once they cannot take the connections the app pool
 * keeps for guesses and wins. On the PostgreSQL server of DATABASE_URL (else 127.0.0.1:5432).
 */
import { sql } from 'drizzle-orm';
import { getDb, getPageDatabase, getPageDb, openPostgres, setAppDatabase, type Database } from '@/db/client';
import { createScratchPostgresDatabase, type ScratchDatabase } from '@/tests/helpers/test-db';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGE_POOL = 2;
const APP_POOL = 3;

let scratch: ScratchDatabase;
let app: Database;
beforeAll(async () => {
  scratch = await createScratchPostgresDatabase(SERVER_URL, 'guessdle_page_pool');
  app = await openPostgres(scratch.url, { max: APP_POOL });
  process.env.DATABASE_PAGE_POOL_MAX = String(PAGE_POOL);
  setAppDatabase(app, 'own pool');
});
afterAll(async () => {
  delete process.env.DATABASE_PAGE_POOL_MAX;
  await (await getPageDatabase()).close();
  setAppDatabase(undefined);
  await app.close();
  await scratch.drop();
});

const backendsSleeping = async () =>
  Number(((await app.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'select pg_sleep%'`)) as unknown as { n: number }[])[0].n);

test('twenty slow page reads at once hold at most DATABASE_PAGE_POOL_MAX connections, and the app pool still answers at once', async () => {
  const pageDb = await getPageDb();
  expect(pageDb).not.toBe(await getDb());
  const slowPages = Array.from({ length: 20 }, () => pageDb.execute(sql`select pg_sleep(0.3)`).then(() => 'read', (error: Error) => error.name));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await backendsSleeping()).toBe(PAGE_POOL);
  const started = performance.now();
  await Promise.all(Array.from({ length: APP_POOL }, () => getDb().then((db) => db.execute(sql`select 1`))));
  expect(performance.now() - started).toBeLessThan(250);
  // The pages waited for their own pool's connections (the ones past its deadline failed): none took the app's.
  expect(new Set(await Promise.all(slowPages)).has('read')).toBe(true);
});
