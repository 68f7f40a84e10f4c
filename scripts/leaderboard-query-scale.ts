/**
 * Issue 38: the leaderboard's queries themselves at one database's size, as the snapshot and the rank call run them:
 *   tsx scripts/leaderboard-query-scale.ts postgres://...
 * The top 100 of All Games and of one game read from the kept standings (db/queries/leaderboard.ts) and, for
 * comparison, ranked over every player as before issue 38 (tests/helpers/leaderboard-reference.ts); and the rank of
 * a player with a running streak and of one with a stopped streak (db/queries/leaderboard-rank.ts). Median of 7 runs
 * after one warm-up, in ms, with the load average.
 */
import os from 'node:os';
import { openPostgres } from '../db/client';
import { readLeaderboard } from '../db/queries/leaderboard';
import { readRank } from '../db/queries/leaderboard-rank';
import { rowsOf } from '../db/queries/rows';
import { addDays, chicagoDate } from '../lib/time';
import { readLeaderboardFromStats } from '../tests/helpers/leaderboard-reference';
import { sql } from 'drizzle-orm';

const RUNS = 7;

async function timed(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('Usage: tsx scripts/leaderboard-query-scale.ts postgres://...');
  const { db, close } = await openPostgres(url, { max: 1, deadlineMs: 10 * 60_000 });
  const today = chicagoDate();
  const yesterday = addDays(today, -1);
  const [{ players }] = rowsOf<{ players: number }>(await db.execute(sql`select count(*)::int as players from users`));
  const pickOne = async (running: boolean) =>
    rowsOf<{ user_id: string }>(
      await db.execute(sql`select user_id from leaderboard_standings where board = '*' and ${running ? sql`run_last >= ${yesterday}::date` : sql`(run_last is null or run_last < ${yesterday}::date)`} order by user_id limit 1 offset 100`),
    )[0].user_id;
  const runner = await pickOne(true);
  const stopper = await pickOne(false);
  const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');
  const before = load();
  const rows: [string, number][] = [
    ['All Games top 100, from the standings', await timed(() => readLeaderboard(db, { limit: 100, yesterday }))],
    ['pokemon top 100, from the standings', await timed(() => readLeaderboard(db, { game: 'pokemon', limit: 100, yesterday }))],
    ['All Games top 100, ranking every player (before)', await timed(() => readLeaderboardFromStats(db, { limit: 100, yesterday }))],
    ['pokemon top 100, ranking every player (before)', await timed(() => readLeaderboardFromStats(db, { game: 'pokemon', limit: 100, yesterday }))],
    ['rank, All Games, a running streak', await timed(() => readRank(db, { board: '*', userId: runner, today, yesterday }))],
    ['rank, All Games, a stopped streak', await timed(() => readRank(db, { board: '*', userId: stopper, today, yesterday }))],
  ];
  console.log(`\n${players.toLocaleString('en-US')} players; median of ${RUNS} runs; load average before ${before}, after ${load()}`);
  console.log('| query | ms |');
  console.log('|---|---|');
  for (const [name, ms] of rows) console.log(`| ${name} | ${ms.toFixed(1)} |`);
  await close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
