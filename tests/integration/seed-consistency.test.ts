/**
 * Issue 40 item 5: `npm run db:check` right after `npm run db:seed` (GUESSDLE_SEED_DEMO) finds nothing. The demo
 * players' totals, streaks, unlocks and leaderboard places all follow from the history seeded behind them, so a
 * difference always means something.
 */
import { sql } from 'drizzle-orm';
import { seedDemoData } from '@/lib/services/demo/seed';
import { checkConsistency, formatReport } from '@/lib/services/site/consistency-check';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;

beforeAll(async () => { database = await createTestDatabase(); }, 60_000);
afterAll(async () => { await database.destroy(); });

async function count(table: string): Promise<number> {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0].n);
}

test('db:check is clean on a freshly seeded database, and stays clean when the seed runs again', async () => {
  expect(await seedDemoData(database.db)).toBe(7);
  const report = await checkConsistency(database.db);
  expect(formatReport(report).filter((line) => line.startsWith('       '))).toEqual([]);
  expect(report.clean).toBe(true);
  expect(report.differences).toBe(0);

  expect(await seedDemoData(database.db)).toBe(0);
  expect((await checkConsistency(database.db)).clean).toBe(true);
}, 60_000);

test('the seeded players have the history a player would see: wins, unlocks and leaderboard places', async () => {
  expect(await count('daily_wins')).toBeGreaterThan(0);
  expect(await count('endless_wins')).toBeGreaterThan(0);
  expect(await count('user_achievements')).toBeGreaterThan(0);
  expect(await count('leaderboard_standings')).toBeGreaterThan(0);
  expect(await count('leaderboard_running_counts')).toBeGreaterThan(0); // the streaks still running, counted (issue 38)
  expect(await count('leaderboard_streak_counts')).toBeGreaterThan(0); // and per streak
  expect(await count('leaderboard_streak_tie_counts')).toBeGreaterThan(0);
  // Each won round shows again as played: misses, then that day's committed answer.
  const rounds = await database.db.execute(sql`
    select s.guessed_cards, s.current_card_id, p.item_name from daily_game_states s
    join daily_puzzles p on p.game = s.game and p.date = s.date`);
  const rows = ((rounds as { rows?: unknown[] }).rows ?? rounds) as { guessed_cards: string[]; current_card_id: string; item_name: string }[];
  expect(rows.length).toBe(await count('daily_wins'));
  for (const row of rows) expect([row.guessed_cards.length, row.guessed_cards.at(-1), row.current_card_id]).toEqual([4, row.item_name, row.item_name]);
});
