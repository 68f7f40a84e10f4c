import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { migrateDatabase } from '@/db/client';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.destroy(); });

const EXPECTED_TABLES = [
  'accounts', 'achievement_revocations', 'achievements', 'admin_audit_log', 'archive_rounds', 'consistency_check_runs', 'daily_game_states', 'daily_puzzles', 'daily_win_counts', 'daily_wins', 'endless_wins',
  'feedback', 'game_stats', 'guess_records', 'leaderboard_running_counts', 'leaderboard_snapshots', 'leaderboard_standing_counts', 'leaderboard_standings', 'leaderboard_streak_counts', 'leaderboard_streak_tie_counts', 'profile_pictures', 'rate_limits', 'sessions', 'user_achievements', 'user_activities', 'users', 'verification_tokens',
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
