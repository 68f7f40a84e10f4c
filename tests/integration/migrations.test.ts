import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createScratchPostgresDatabase, createTestDatabase, POSTGRES_SERVER_URL, type TestDatabase } from '@/tests/helpers/test-db';
import { migrateDatabase, openPglite, openPostgres, type Database } from '@/db/client';
import { STARTUP_DEADLINE_MS } from '@/db/deadline';
import { readJournal } from '@/scripts/backup/migration-version';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.destroy(); });

const EXPECTED_TABLES = [
  'accounts', 'achievement_revocations', 'achievements', 'admin_audit_log', 'archive_rounds', 'consistency_check_runs', 'daily_game_states', 'daily_puzzles', 'daily_win_counts', 'daily_wins', 'endless_wins',
  'feedback', 'game_stats', 'guess_records', 'leaderboard_running_counts', 'leaderboard_snapshots', 'leaderboard_standing_counts', 'leaderboard_standings', 'leaderboard_streak_counts', 'leaderboard_streak_tie_counts', 'profile_pictures', 'rate_limits', 'sessions', 'user_achievements', 'user_activities', 'users', 'users_count', 'verification_tokens',
];

test(`migrations create every table of the domain (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const rows = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const tables = (Array.isArray(rows) ? rows : (rows as { rows: { table_name: string }[] }).rows).map((r) => r.table_name);
  expect(tables).toEqual(EXPECTED_TABLES);
});

test('applying the migrations again changes nothing and does not fail', async () => {
  await expect(migrateDatabase(database)).resolves.toBeUndefined();
});

/** Rows of a drizzle `execute` result, on PGlite ({rows}) and postgres.js (an array) alike. */
async function rowsOf<Row>(target: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await target.db.execute(query);
  return ((result as { rows?: Row[] }).rows ?? (result as unknown as Row[])) as Row[];
}

describe('users_count, the kept number of players (issue 38, drizzle/0018_users_count.sql)', () => {
  /** The kept total (its shards summed), count(*) of users, and how many shards hold a player. */
  const totals = async (target: Database) =>
    (await rowsOf<{ kept: number; counted: number; shards: number; rows: number }>(target, sql`
      select (select sum(players) from users_count)::int as kept, (select count(*) from users)::int as counted,
             (select count(*) from users_count where players > 0)::int as shards, (select count(*) from users_count)::int as rows`))[0];

  test('the migration counts the players already there; its triggers follow inserts, deletions and a truncate', async () => {
    // A database at the migration before 0018, with players in it: the migrations folder without 0018 and what follows.
    const folder = mkdtempSync(path.join(tmpdir(), 'guessdle-users-count-'));
    const older = path.join(folder, 'drizzle');
    cpSync(path.join(process.cwd(), 'drizzle'), older, { recursive: true });
    const before = readJournal().filter((entry) => entry.idx < 18);
    writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: before }));
    const scratch = process.env.DATABASE_URL ? await createScratchPostgresDatabase(POSTGRES_SERVER_URL, 'guessdle_users_count') : undefined;
    const fresh = scratch ? await openPostgres(scratch.url, { max: 1, deadlineMs: STARTUP_DEADLINE_MS }) : await openPglite();
    try {
      const { migrate } = fresh.driver === 'pglite' ? await import('drizzle-orm/pglite/migrator') : await import('drizzle-orm/postgres-js/migrator');
      await migrate(fresh.db as never, { migrationsFolder: older });
      await fresh.db.execute(sql`insert into users (id, email) select 'before-' || n, 'before' || n || '@example.com' from generate_series(1, 37) as n`);
      expect((await rowsOf<{ present: boolean }>(fresh, sql`select to_regclass('users_count') is not null as present`))[0].present).toBe(false);

      await migrateDatabase(fresh);
      const migrated = await totals(fresh);
      expect(migrated).toMatchObject({ kept: 37, counted: 37, rows: 16 });
      expect(migrated.shards).toBeGreaterThan(8); // 37 players spread over the shards, not all counted in one

      // A bulk insert, a deletion of several in one statement, an insert that inserts nothing, then one more alone.
      await fresh.db.execute(sql`insert into users (id, email) select 'after-' || n, 'after' || n || '@example.com' from generate_series(1, 20) as n`);
      await fresh.db.execute(sql`delete from users where id in ('before-1', 'before-2', 'after-3', 'missing')`);
      await fresh.db.execute(sql`insert into users (id, email) values ('before-4', 'again@example.com') on conflict do nothing`);
      await fresh.db.execute(sql`insert into users (id, email) values ('lone', 'lone@example.com')`);
      expect(await totals(fresh)).toMatchObject({ kept: 55, counted: 55, rows: 16 });

      // A truncate fires no delete trigger: its own trigger zeroes every shard.
      await fresh.db.execute(sql`truncate users cascade`);
      expect(await totals(fresh)).toMatchObject({ kept: 0, counted: 0, shards: 0, rows: 16 });
      await fresh.db.execute(sql`insert into users (id, email) values ('first-again', 'first@example.com')`);
      expect(await totals(fresh)).toMatchObject({ kept: 1, counted: 1, shards: 1 });
    } finally {
      await fresh.close();
      await scratch?.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
