/**
 * `npm run db:check` (lib/services/site/consistency-check.ts): a database written only through the services is
 * clean, and each kind of damage is reported as a difference naming its row.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { migrateDatabase, openPostgres, type Db } from '@/db/client';
import { STARTUP_DEADLINE_MS } from '@/db/deadline';
import { zeroBrokenStreaks } from '@/db/queries/admin-users';
import { recordActivityAndGrant, findEasterEgg } from '@/lib/services/achievements/achievements';
import { revokeAchievementByAdmin, updateUserStatsByAdmin } from '@/lib/services/admin/users';
import { checkConsistency, formatReport, type ConsistencyReport } from '@/lib/services/site/consistency-check';
import { storeDailyPuzzle } from '@/lib/services/daily/puzzle';
import { requireDailySecret } from '@/lib/services/daily/secret';
import { recordDailyGuess } from '@/lib/services/daily/recording';
import { mergeGuestProgress } from '@/lib/services/account/guest-merge';
import { signReceipt } from '@/lib/services/play/guess-receipt';
import { recordEndlessGuess } from '@/lib/services/play/play';
import { HOW_TO_PLAY_VIEWED } from '@/lib/achievements/qualify';
import { findItemByName } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import { GAME_IDS, type GameId } from '@/lib/games/types';
import { addDays, chicagoDate } from '@/lib/time';
import { insertUser, setTodaysSecret } from '@/tests/helpers/progress-fixtures';
import { createScratchPostgresDatabase, createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
const today = chicagoDate();
const day = (offset: number) => addDays(today, offset);
const players: Record<'streaker' | 'lapsed' | 'zeroed' | 'edited' | 'sweeper' | 'merged', string> = {
  streaker: '', lapsed: '', zeroed: '', edited: '', sweeper: '', merged: '',
};
const SECRETS: Record<GameId, string> = { pokemon: 'Eevee', 'bible-books': 'Ruth', 'slay-the-spire': 'Bash', 'subnautica-creatures': 'Peeper', 'aoe2-units': 'Archer' };

function item(game: GameId, name: string) {
  const found = findItemByName(game, name);
  if (!found) throw new Error(`No ${name} in ${game}`);
  return found;
}

/** A daily round played through the recording service (in day order, as players do): a miss, then the win. */
async function winDaily(userId: string, game: GameId, date: string) {
  const round = { game: getGame(game)!, date, secret: item(game, SECRETS[game]) };
  const miss = game === 'pokemon' ? 'Pikachu' : game === 'bible-books' ? 'Genesis' : undefined;
  if (miss) await recordDailyGuess(db(), userId, round, item(game, miss));
  await recordDailyGuess(db(), userId, round, round.secret);
}

async function winEndless(userId: string, secondsAgo: number) {
  const startedAt = Date.now() - secondsAgo * 1000;
  const round = { game: 'pokemon', item: 'Mew', round: randomUUID(), player: userId, startedAt };
  await recordEndlessGuess(db(), { outcome: {}, win: { userId, game: getGame('pokemon')!, round, at: new Date(startedAt + 5000) } });
}

async function achievementId(key: string): Promise<number> {
  const rows = await run<{ id: number }>(sql`select id from achievements where key = ${key}`);
  return rows[0].id;
}

async function run<Row>(query: ReturnType<typeof sql>, on: Db = db()): Promise<Row[]> {
  const result = await on.execute(query);
  return ((result as { rows?: Row[] }).rows ?? (result as unknown as Row[])) as Row[];
}

beforeAll(async () => {
  database = await createTestDatabase();
  for (const game of GAME_IDS) await setTodaysSecret(db(), game, SECRETS[game]);
  for (const name of Object.keys(players) as (keyof typeof players)[]) players[name] = await insertUser(db());
  const admin = { id: await insertUser(db(), { role: 'admin' }), username: 'CheckAdmin', role: 'admin' as const };

  // A run of three, a missed day, then three more (Broken but Back), and the easter egg.
  for (const offset of [-6, -5, -4, -2, -1, 0]) await winDaily(players.streaker, 'pokemon', day(offset));
  await findEasterEgg(db(), players.streaker);
  // A broken streak zeroed as the admin list does it.
  for (const offset of [-5, -4]) await winDaily(players.zeroed, 'slay-the-spire', day(offset));
  await zeroBrokenStreaks(db(), day(-1));
  // A streak broken long ago, still kept as 2 (not zeroed yet); endless wins; an admin revokes First Victory.
  for (const offset of [-10, -9]) await winDaily(players.lapsed, 'bible-books', day(offset));
  await winEndless(players.lapsed, 60);
  await winEndless(players.lapsed, 30);
  await recordActivityAndGrant(db(), players.lapsed, { type: HOW_TO_PLAY_VIEWED, gameId: null, data: null });
  await revokeAchievementByAdmin(db(), admin, players.lapsed, await achievementId('wins-1'));
  // Two wins, an admin's edit, then today's win after it.
  for (const offset of [-2, -1]) await winDaily(players.edited, 'pokemon', day(offset));
  await updateUserStatsByAdmin(db(), admin, players.edited, { gameStats: [{ game: 'pokemon', total_games_played: 12, total_daily_games_played: 10, best_daily_streak: 9 }] });
  await winDaily(players.edited, 'pokemon', today);
  // All five dailies today (Well Rounded, Clean Sweep), and a guest's winning round merged at sign-in.
  for (const game of GAME_IDS) await winDaily(players.sweeper, game, today);
  const guessed = ['Pikachu', 'Eevee'];
  const receipts = guessed.map((name, index) => signReceipt({ game: 'pokemon', day: today }, name, { round: 'AAAAAAAAAAAAAAAA', position: index + 1 }));
  await mergeGuestProgress(db(), players.merged, { date: today, games: { pokemon: { guesses: guessed, receipts } } });
  // Issue 30: two later days' puzzles, stored with their commitments as every new day is.
  for (const offset of [3, 4]) await storeDailyPuzzle(db(), getGame('slay-the-spire')!, day(offset), requireDailySecret());
}, 60_000); // the history above takes about 30 s on a loaded 2-core machine
afterAll(async () => { await database.destroy(); });

/** The check run on the database with `damage` applied, which is rolled back afterwards. */
async function checkDamaged(damage: ReturnType<typeof sql>, limit?: number): Promise<ConsistencyReport> {
  let report: ConsistencyReport | undefined;
  try {
    await db().transaction(async (tx) => {
      await tx.execute(damage);
      report = await checkConsistency(tx, { limit });
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return report!;
}

/** The lines of one check's differences, e.g. 'game_stats user=… game=pokemon: total_games_played kept 7, recounted 6'. */
function differenceLines(report: ConsistencyReport): string[] {
  return formatReport(report).filter((line) => line.startsWith('       ')).map((line) => line.trim());
}

test('a database written through the services is clean, every check having rows to look at', async () => {
  const report = await checkConsistency(db());
  expect(formatReport(report)).toContain(`db:check: clean (${report.checks.length} checks, no differences)`);
  expect(report.checks.length).toBeGreaterThanOrEqual(9);
  expect(report.clean).toBe(true);
  for (const check of report.checks) expect({ check: check.id, checked: check.counts.checked > 0, differences: check.counts.differences }).toEqual({ check: check.id, checked: true, differences: 0 });
  const counts = Object.fromEntries(report.checks.map((check) => [check.id, check.counts]));
  expect(counts['game-stats'].noted).toBe(1); // the edited row, recounted from the admin's values
  expect(counts['missing-unlocks'].noted).toBe(1); // the revoked First Victory
});

test('the history really is what the check accepts: a broken streak kept as its run, and one zeroed', async () => {
  const rows = await run<{ user_id: string; current_daily_streak: number }>(sql`
    select user_id, current_daily_streak from game_stats where user_id in (${players.lapsed}, ${players.zeroed}) and game in ('bible-books', 'slay-the-spire')`);
  expect(Object.fromEntries(rows.map((row) => [row.user_id, row.current_daily_streak]))).toEqual({ [players.lapsed]: 2, [players.zeroed]: 0 });
});

test('the recount earns exactly the unlocks the services granted (but Founder, and the admin-edited player)', async () => {
  const granted = await run<{ user_id: string; key: string }>(sql`
    select ua.user_id, a.key from user_achievements ua join achievements a on a.id = ua.achievement_id where ua.user_id <> ${players.edited} and a.key <> 'founder'`);
  const report = await checkDamaged(sql`delete from user_achievements`, 1000);
  const missing = report.checks.find((check) => check.id === 'missing-unlocks')!.counts.sample.map((difference) => `${difference.key.user} ${difference.key.achievement}`);
  expect(granted.length).toBeGreaterThan(10);
  expect(missing.sort()).toEqual(granted.map((row) => `${row.user_id} ${row.key}`).sort());
});

describe('each kind of damage is a difference naming its row, and the result is not clean', () => {
  test('a game_stats total off by one', async () => {
    const report = await checkDamaged(sql`update game_stats set total_games_played = total_games_played + 1 where user_id = ${players.lapsed} and game = 'pokemon'`);
    expect(report.clean).toBe(false);
    expect(differenceLines(report)).toEqual([`game_stats user=${players.lapsed} game=pokemon: total_games_played kept 3, recounted 2`]);
    expect(formatReport(report).at(-1)).toBe('db:check: not clean (1 differences)');
  });

  test("an admin-edited row that drifts after the edit", async () => {
    const report = await checkDamaged(sql`update game_stats set total_daily_games_played = 10 where user_id = ${players.edited} and game = 'pokemon'`);
    expect(differenceLines(report)).toEqual([`game_stats user=${players.edited} game=pokemon: total_daily_games_played kept 10, recounted 11`]);
  });

  test('a wrong current streak, and a wrong best streak', async () => {
    const report = await checkDamaged(sql`update game_stats set current_daily_streak = 2, best_daily_streak = 4 where user_id = ${players.streaker} and game = 'pokemon'`);
    expect(differenceLines(report)).toEqual([
      `game_stats user=${players.streaker} game=pokemon: best_daily_streak kept 4, recounted 3`,
      `game_stats user=${players.streaker} game=pokemon: current_daily_streak kept 2, recounted 3`,
      // The trigger keeps the users aggregate in step with the damaged row, so only the row is reported.
    ]);
  });

  test("a users aggregate", async () => {
    const report = await checkDamaged(sql`update users set max_best_streak = max_best_streak + 5 where id = ${players.streaker}`);
    expect(differenceLines(report)).toEqual([`users user=${players.streaker}: max_best_streak kept 8, recounted 3`]);
  });

  test("an achievement's kept count", async () => {
    const report = await checkDamaged(sql`update achievements set unlocked_count = unlocked_count + 1 where key = 'all-games'`);
    expect(differenceLines(report)).toEqual(['achievements achievement=all-games: unlocked_count kept 2, recounted 1']);
  });

  test('an unlock the history earns, missing', async () => {
    const report = await checkDamaged(sql`delete from user_achievements where user_id = ${players.streaker} and achievement_id = (select id from achievements where key = 'broken-streak')`);
    expect(differenceLines(report)).toEqual([`user_achievements user=${players.streaker} achievement=broken-streak: row kept absent, recounted present (earned by the history)`]);
  });

  test('a daily win whose state is not won', async () => {
    const report = await checkDamaged(sql`update daily_game_states set game_won = false where user_id = ${players.merged} and game = 'pokemon'`);
    expect(differenceLines(report)).toEqual([`daily_game_states user=${players.merged} game=pokemon date=${today}: game_won kept false, recounted true (a daily_wins row exists)`]);
  });

  test('a won state without its daily win', async () => {
    const report = await checkDamaged(sql`
      insert into daily_game_states (user_id, game, date, game_won, guessed_cards) values (${players.lapsed}, 'pokemon', ${day(-20)}, true, '["Eevee"]')`);
    expect(differenceLines(report)).toEqual([`daily_wins user=${players.lapsed} game=pokemon date=${day(-20)}: row kept absent, recounted present (the daily_game_states row is won)`]);
  });

  test("everyone's kept count of a day below its recorded wins (issue 29)", async () => {
    const report = await checkDamaged(sql`update daily_win_counts set wins = 0, total_guesses = 0 where game = 'pokemon' and date = ${today}`);
    expect(differenceLines(report)).toEqual([
      `daily_win_counts game=pokemon date=${today}: total guesses of the wins in 2 kept 0, recounted at least 8`,
      `daily_win_counts game=pokemon date=${today}: wins in 2 guesses kept 0, recounted at least 4`,
    ]);
  });

  test("a deleted account's wins stay counted: more kept than recorded is not a difference", async () => {
    const report = await checkDamaged(sql`delete from daily_wins where user_id = ${players.streaker}`);
    expect(report.checks.find((check) => check.id === 'win-counts')!.counts.differences).toBe(0);
  });

  test("a player's kept standing that differs from their game_stats (issue 29)", async () => {
    const report = await checkDamaged(sql`update leaderboard_standings set daily_games = daily_games + 5 where user_id = ${players.sweeper} and board = 'pokemon'`);
    const lines = differenceLines(report);
    // The row, and the two count pairs it left, among all players, among the running ones (the sweeper won today; the
    // counts are kept by the recount, not from the standings) and among the running ones per streak, counted on both
    // of its days (the streak itself is unchanged, so the per-streak counts hold).
    expect(lines).toHaveLength(9);
    expect(lines[0]).toMatch(new RegExp(`^leaderboard_standings user=${players.sweeper} game=pokemon: name best daily run_last run run_today kept \\S+ (\\d+) (\\d+) .*, recounted \\S+ \\1 (\\d+) `));
    expect(lines.slice(1, 3).every((line) => line.startsWith('leaderboard_standing_counts game=pokemon: players with best '))).toBe(true);
    expect(lines.slice(3, 5).every((line) => line.startsWith(`leaderboard_running_counts game=pokemon date=${today}: running players with best `))).toBe(true);
    expect(lines.slice(5).map((line) => line.replace(/ with streak .*/, ''))).toEqual([
      ...Array(2).fill(`leaderboard_streak_tie_counts game=pokemon date=${today}: running players counted today`),
      ...Array(2).fill(`leaderboard_streak_tie_counts game=pokemon date=${today}: running players counted yesterday`),
    ]);
  });

  test('a count of running players per streak off by one, and a tie count of a streak nobody runs (issue 38)', async () => {
    const report = await checkDamaged(sql`
      with bumped as (
        update leaderboard_streak_counts set players = players - 1 where (board, counted_as, run_last, streak, shard) =
          (select board, counted_as, run_last, streak, shard from leaderboard_streak_counts
            where board = '*' and counted_as = 'today' and run_last = ${today} and players > 0 order by 1, 2, 3, 4, 5 limit 1)
      )
      insert into leaderboard_streak_tie_counts (board, counted_as, run_last, streak, best_streak, daily_games, shard, players)
      values ('pokemon', 'yesterday', ${day(-1)}, 99, 99, 99, 0, 1)`);
    const lines = differenceLines(report);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^leaderboard_streak_counts game=\\* date=${today}: running players counted today with streak \\d+ kept (\\d+), recounted \\d+$`));
    const [, kept, recounted] = /kept (\d+), recounted (\d+)$/.exec(lines[0])!;
    expect(Number(kept)).toBe(Number(recounted) - 1);
    expect(lines[1]).toBe(`leaderboard_streak_tie_counts game=pokemon date=${day(-1)}: running players counted yesterday with streak 99, best 99, daily 99 kept 1, recounted 0`);
    expect(report.checks.find((check) => check.id === 'streak-counts')!.counts.differences).toBe(2);
  });

  test('a count of running players off by one, and one of a day no standing runs on (issue 38)', async () => {
    const report = await checkDamaged(sql`
      with bumped as (
        update leaderboard_running_counts set players = players + 1 where (board, run_last, best_streak, daily_games, shard) =
          (select board, run_last, best_streak, daily_games, shard from leaderboard_running_counts where board = '*' and run_last = ${today} order by 1, 2, 3, 4, 5 limit 1)
      )
      insert into leaderboard_running_counts (board, run_last, best_streak, daily_games, shard, players) values ('pokemon', ${day(-30)}, 7, 7, 0, 1)`);
    const lines = differenceLines(report);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^leaderboard_running_counts game=\\* date=${today}: running players with best \\d+, daily \\d+ kept (\\d+), recounted \\d+$`));
    const [, kept, recounted] = /kept (\d+), recounted (\d+)$/.exec(lines[0])!;
    expect(Number(kept)).toBe(Number(recounted) + 1);
    expect(lines[1]).toBe(`leaderboard_running_counts game=pokemon date=${day(-30)}: running players with best 7, daily 7 kept 1, recounted 0`);
    expect(report.checks.find((check) => check.id === 'running-counts')!.counts.differences).toBe(2);
  });

  test('the kept number of players off by one, or its rows gone (issue 38); players moved between its shards are not a difference', async () => {
    const [{ players }] = await run<{ players: number }>(sql`select count(*)::int as players from users`);
    const bumped = await checkDamaged(sql`update users_count set players = players + 1 where shard = 3`);
    expect(differenceLines(bumped)).toEqual([`users_count: players (the sum of its shards) kept ${players + 1}, recounted ${players}`]);
    expect(bumped.checks.find((check) => check.id === 'users-count')!.counts).toMatchObject({ checked: 1, differences: 1 });
    expect(formatReport(bumped)).toContain(`FAIL users_count (the admin list's and dashboard's player total) vs count(*) of users (issue 38): 1 total, 1 differences`);
    expect(bumped.clean).toBe(false);

    const emptied = await checkDamaged(sql`delete from users_count`);
    expect(differenceLines(emptied)).toEqual([`users_count: players (the sum of its shards) kept 0, recounted ${players}`]);

    const moved = await checkDamaged(sql`update users_count set players = case when shard = 0 then (select sum(players) from users_count) else 0 end`);
    expect(moved.clean).toBe(true);
  });

  test('a missing standing, and a board count off by one (issue 29)', async () => {
    const report = await checkDamaged(sql`delete from leaderboard_standings where user_id = ${players.sweeper} and board = '*'`);
    const lines = differenceLines(report);
    expect(lines.filter((line) => line.startsWith(`leaderboard_standings user=${players.sweeper} game=*:`) && line.includes('kept absent'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('leaderboard_standing_counts game=*: players with best '))).toHaveLength(1);
  });

  test('a stored commitment that does not match its row (issue 30): the item changed behind it, and a forged commitment', async () => {
    const [first, second] = [day(3), day(4)];
    const rows = await run<{ date: string; commitment: string }>(sql`
      select to_char(date, 'YYYY-MM-DD') as date, commitment from daily_puzzles where game = 'slay-the-spire' and date in (${first}, ${second}) order by date`);
    const forged = 'f'.repeat(64);
    const report = await checkDamaged(sql`
      update daily_puzzles set item_name = case when date = ${first} then 'Neutralize' else item_name end,
                               commitment = case when date = ${second} then ${forged} else commitment end
       where game = 'slay-the-spire' and date in (${first}, ${second})`);
    const lines = differenceLines(report).filter((line) => line.startsWith('daily_puzzles'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^daily_puzzles game=slay-the-spire date=${first}: commitment kept ${rows[0].commitment}, recounted [0-9a-f]{64}$`));
    expect(lines[1]).toMatch(new RegExp(`^daily_puzzles game=slay-the-spire date=${second}: commitment kept ${forged}, recounted ${rows[1].commitment}$`));
    expect(report.clean).toBe(false);
  });

  test('at most `limit` differences are listed per check, the rest counted', async () => {
    const report = await checkDamaged(sql`update game_stats set total_games_played = total_games_played + 1, total_daily_games_played = total_daily_games_played + 1 where user_id = ${players.sweeper}`, 3);
    const lines = formatReport(report);
    expect(differenceLines(report).filter((line) => line.startsWith('game_stats'))).toHaveLength(3);
    expect(lines).toContain('       … and 7 more');
    expect(lines.at(-1)).toBe('db:check: not clean (10 differences)');
  });
});

test('npm run db:check exits 1 on a difference and 0 on a clean database (PostgreSQL)', async () => {
  const scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'guessdle_db_check');
  const scratchDb = await openPostgres(scratch.url, { max: 1, deadlineMs: STARTUP_DEADLINE_MS });
  const dbCheck = () =>
    promisify(execFile)(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', 'scripts/db-check.ts', scratch.url]).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
  try {
    await migrateDatabase(scratchDb);
    const userId = await insertUser(scratchDb.db);
    await scratchDb.db.execute(sql`insert into game_stats (user_id, game, total_games_played) values (${userId}, 'pokemon', 1)`);
    const damaged = await dbCheck();
    expect(damaged.stdout).toContain(`game_stats user=${userId} game=pokemon: total_games_played kept 1, recounted 0`);
    expect(damaged.stdout).toContain('db:check: not clean (1 differences)');
    expect(damaged.code).toBe(1);

    await scratchDb.db.execute(sql`delete from game_stats`);
    expect(await dbCheck()).toMatchObject({ code: 0, stdout: expect.stringContaining('db:check: clean') });
  } finally {
    await scratchDb.close();
    await scratch.drop();
  }
}, 60_000);
