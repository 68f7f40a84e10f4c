/**
 * Issue 27: the app through a real PgBouncer in transaction mode (DATABASE_POOLER=transaction), where each
 * transaction may run on another server connection: two processes migrating at once take turns (the lock
 * is transaction-level), and route handlers answer with nothing prepared (a statement prepared on one server
 * connection is unknown on the next). PgBouncer (/usr/sbin/pgbouncer) must be installed: without it this FAILS.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { GET as health } from '@/app/api/health/route';
import { GET as getDaily } from '@/app/api/daily/[game]/route';
import { POST as postGuess } from '@/app/api/daily/[game]/guess/route';
import { POST as startEndless } from '@/app/api/endless/[game]/route';
import { migrateDatabase, openPostgres, setAppDatabase, type Database } from '@/db/client';
import { closeRateLimitStores } from '@/lib/http/rate-limit-store';
import { chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { fromAddress } from '@/tests/helpers/client-address';
import { createScratchPostgresDatabase, type ScratchDatabase } from '@/tests/helpers/test-db';
import { PGBOUNCER_BINARY, startPgBouncer, type RunningPgBouncer } from '@/scripts/cluster/pgbouncer';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SAVED = { DATABASE_URL: process.env.DATABASE_URL, DATABASE_POOLER: process.env.DATABASE_POOLER };

let scratch: ScratchDatabase;
let folder: string;
let pgbouncer: RunningPgBouncer;
const opened: Database[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function open(): Promise<Database> {
  const database = await openPostgres(pgbouncer.url);
  opened.push(database);
  return database;
}

beforeAll(async () => {
  if (!existsSync(PGBOUNCER_BINARY)) {
    throw new Error(`PgBouncer is not installed (${PGBOUNCER_BINARY}): apt-get install -y pgbouncer (.ci/run does). This test does not skip.`);
  }
  scratch = await createScratchPostgresDatabase(SERVER_URL, 'guessdle_pooler');
  folder = mkdtempSync(path.join(tmpdir(), 'guessdle-pgbouncer-'));
  pgbouncer = await startPgBouncer({ databaseUrl: scratch.url, port: await freePort(), folder, statementTimeoutMs: 1200, serverConnections: 4, maxClients: 50 });
  process.env.DATABASE_POOLER = 'transaction';
  process.env.DATABASE_URL = pgbouncer.url; // the rate-limit store reaches the same database through it
}, 60_000);

afterAll(async () => {
  await closeRateLimitStores();
  setAppDatabase(undefined);
  await Promise.all(opened.map((database) => database.close()));
  await pgbouncer?.stop();
  await scratch?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
  for (const [name, value] of Object.entries(SAVED)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

test('two processes migrating at once through the pooler take turns, and the schema is whole once', async () => {
  await Promise.all([migrateDatabase(await open()), migrateDatabase(await open())]);
  const database = await open();
  const [{ applied }] = (await database.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as unknown as { applied: number }[];
  expect(applied).toBeGreaterThan(0);
  // No lock is left behind on any server connection.
  const locks = (await database.db.execute(sql`select count(*)::int as held from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`)) as unknown as { held: number }[];
  expect(locks[0].held).toBe(0);
  setAppDatabase(database);
});

test('the server connections get the statement timeout from PgBouncer, not from the client', async () => {
  const database = await open();
  const [{ statement_timeout }] = (await database.db.execute(sql`show statement_timeout`)) as unknown as { statement_timeout: string }[];
  expect(statement_timeout).toBe('1200ms');
});

test('route handlers answer through the pooler: health, the daily puzzle, a guess, counted rate limits', async () => {
  expect((await health(new Request('http://localhost/api/health'))).status).toBe(200);
  // Many calls, each a new statement possibly on another server connection: none may depend on a prepared one.
  for (let i = 0; i < 5; i++) {
    const daily = await callRoute(getDaily, { params: { game: 'pokemon' } });
    expect(daily.status).toBe(200);
    const guessed = await callRoute(postGuess, { method: 'POST', params: { game: 'pokemon' }, body: { guess: 'Pikachu', date: chicagoDate() } });
    expect(guessed.status).toBe(200);
    const started = await callRoute(startEndless, { method: 'POST', params: { game: 'pokemon' }, headers: fromAddress('203.0.113.27') });
    expect(started.status).toBe(200);
  }
  const database = await open();
  const counted = (await database.db.execute(sql`select count(*)::int as n from rate_limits`)) as unknown as { n: number }[];
  expect(counted[0].n).toBeGreaterThan(0);
});
