/**
 * Issue 38: `npm run db:check` at 1,000,000 players checks what changed since its last run (the players with a
 * win, a round, an unlock, an activity, an admin's edit or a new account since then), with the full check on
 * demand; and the scale seed's history is whole, so that a check of a seeded database is clean.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { readPlayersChangedSince } from '@/db/queries/consistency-runs';
import { seedScalePlayers } from '@/db/seed-scale';
import { catalogueUnlockRules } from '@/lib/achievements/unlock-rules';
import { getGame } from '@/lib/games/registry';
import { findItemByName } from '@/lib/games/items';
import { recordDailyGuess } from '@/lib/services/daily/recording';
import { checkConsistency, formatReport, type CheckOptions, type ConsistencyReport } from '@/lib/services/site/consistency-check';
import { addDays, chicagoDate, chicagoDayStart } from '@/lib/time';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
const today = chicagoDate();
/** A day after every seeded time (the seed's wins are at noon of their day, today at the latest). */
const laterDay = addDays(today, 3);
const since = chicagoDayStart(laterDay);
const PLAYERS = 300;
const seeded = (n: number) => `scale-inc-${String(n).padStart(8, '0')}`;
/** The seeded player who wins after `since`, and one who does not. */
const active = seeded(7);
const idle = seeded(11);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedScalePlayers(db(), { players: PLAYERS, batch: 'inc', today, chunk: 120, unlockRules: catalogueUnlockRules(), picture: new Uint8Array([1, 2, 3]) });
  const secret = findItemByName('pokemon', 'Eevee')!;
  await recordDailyGuess(db(), active, { game: getGame('pokemon')!, date: laterDay, secret }, secret, { now: new Date(since.getTime() + 3_600_000) });
}, 120_000);
afterAll(async () => { await database.destroy(); });

async function checkDamaged(damage: ReturnType<typeof sql>[], options: CheckOptions): Promise<ConsistencyReport> {
  let report: ConsistencyReport | undefined;
  try {
    await db().transaction(async (tx) => {
      for (const statement of damage) await tx.execute(statement);
      report = await checkConsistency(tx, options);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return report!;
}

const differenceLines = (report: ConsistencyReport) => formatReport(report).filter((line) => line.startsWith('       ')).map((line) => line.trim());

test('a seeded database is clean: its kept values, rounds, unlocks and standings all follow from its history', async () => {
  const report = await checkConsistency(db());
  expect(differenceLines(report)).toEqual([]);
  expect(report.clean).toBe(true);
  const counts = Object.fromEntries(report.checks.map((check) => [check.id, check.counts.checked]));
  expect(counts['missing-unlocks']).toBeGreaterThan(PLAYERS); // the seed granted what the history earns
  expect(counts['wins-and-states']).toBeGreaterThan(PLAYERS);
  expect(counts['running-counts']).toBeGreaterThan(0); // the seed's running streaks are counted too (issue 38)
  expect(counts['streak-counts']).toBeGreaterThan(0); // and per streak
  expect(report.playersChecked).toBeUndefined();
}, 60_000);

test('the players changed since a time are those with something recorded since', async () => {
  expect(await readPlayersChangedSince(db(), since)).toEqual([active]);
  expect(await readPlayersChangedSince(db(), new Date(since.getTime() + 86_400_000))).toEqual([]);
});

test('an incremental check looks at the changed players only, and is clean on a clean database', async () => {
  const report = await checkConsistency(db(), { since, now: new Date(since.getTime() + 7_200_000) });
  expect(report.playersChecked).toBe(1);
  expect(differenceLines(report)).toEqual([]);
  const gameStats = report.checks.find((check) => check.id === 'game-stats')!;
  expect(gameStats.counts.checked).toBeLessThanOrEqual(5);
});

test("a changed player's damaged All Games standing and totals are found incrementally; an unchanged player's only by the full check", async () => {
  // The totals first: a game_stats write recounts the player's standings (its trigger), which would undo the other damage.
  const damage = [
    sql`update game_stats set total_games_played = total_games_played + 1 where user_id in (${active}, ${idle})`,
    sql`update leaderboard_standings set run_streak = run_streak + 3 where board = '*' and user_id in (${active}, ${idle})`,
  ];
  const incremental = await checkDamaged(damage, { since, now: new Date(since.getTime() + 7_200_000) });
  const lines = differenceLines(incremental);
  expect(lines.some((line) => line.startsWith(`leaderboard_standings user=${active} game=*:`))).toBe(true);
  expect(lines.some((line) => line.startsWith(`game_stats user=${active} `) && line.includes('total_games_played'))).toBe(true);
  expect(lines.some((line) => line.includes(idle))).toBe(false);

  const full = await checkDamaged(damage, { now: new Date(since.getTime() + 7_200_000) });
  const fullLines = differenceLines(full);
  expect(fullLines.some((line) => line.startsWith(`leaderboard_standings user=${idle} game=*:`))).toBe(true);
  expect(fullLines.some((line) => line.startsWith(`game_stats user=${idle} `) && line.includes('total_games_played'))).toBe(true);
}, 60_000);

test('the kept number of players is checked whole by an incremental check too; the seed\'s bulk inserts counted their players (issue 38)', async () => {
  const result = await db().execute(sql`select count(*)::int as players, (select sum(players) from users_count)::int as kept from users`);
  const [{ players, kept }] = ((result as { rows?: unknown[] }).rows ?? result) as { players: number; kept: number }[];
  expect({ players, kept }).toEqual({ players: PLAYERS, kept: PLAYERS });
  const report = await checkDamaged([sql`update users_count set players = players - 1 where shard = (select min(shard) from users_count where players > 0)`], {
    since,
    now: new Date(since.getTime() + 7_200_000),
  });
  expect(report.playersChecked).toBe(1);
  expect(differenceLines(report)).toEqual([`users_count: players (the sum of its shards) kept ${PLAYERS - 1}, recounted ${PLAYERS}`]);
});
