/**
 * `npm run db:check [-- [--full] [<postgres-url>]]`: recounts the kept values from the history behind them and prints
 * each difference; exits 0 when there is none, 1 when there is any, 2 when the check could not run.
 * The database: the connection string given, else DATABASE_URL, else the PGlite folder (stop `npm run dev`
 * first: PGlite allows one process per folder). It changes no data but its own record of the run
 * (consistency_check_runs; the configured database gets its pending migrations first, as with every script).
 *
 * Incremental by default (issue 38): when a check has run before, only what changed since that run began (less
 * RUN_OVERLAP_MS) is checked: the players with a win, a round, an unlock, an activity, an admin's edit or a new
 * account since then, and everyone's numbers of the days since (lib/services/site/consistency-check.ts). The first
 * run, and `--full`, check every player; `--since <ISO time>` checks what changed since then (e.g. since a deploy).
 *
 * What it recounts (lib/services/site/consistency-check.ts, SQL in db/queries/consistency.ts, one set-based
 * statement per check, no loop over players):
 * 1. game_stats per (player, game): total and daily games vs daily_wins + endless_wins; best streak, last
 *    daily win and current streak vs daily_wins. The kept current streak is the run ending on the last win;
 *    0 also fits once that win is older than yesterday (America/Chicago), since broken streaks are zeroed
 *    in batches.
 * 2. users.total_games_across_all, max_current_streak, max_best_streak vs the player's game_stats rows.
 * 3. achievements.unlocked_count vs user_achievements; and unlocks the history earns that user_achievements
 *    lacks (the rules of lib/achievements/qualify.ts in SQL; Founder left out, as it is granted at sign-in
 *    only as far as that succeeds and shifts as accounts are deleted).
 * 4. every won daily_game_states row has its daily_wins row, and every daily_wins row a won state.
 * 5. daily_win_counts (everyone's numbers per game, day and guess count) hold at least the wins and guesses of
 *    daily_wins: a deleted account's wins stay counted, so more kept than recorded is not a difference.
 * 6. (issue 30) every stored daily_puzzles commitment equals sha256_hex("{game}|{date}|{item}|{salt}") of its row,
 *    recomputed with lib/fairness/commitment.ts (lib/services/fairness/check.ts; one pass over the committed rows).
 * 7. (issues 29, 38) leaderboard_standings vs game_stats and usernames; the counts kept beside them
 *    (leaderboard_standing_counts, leaderboard_running_counts, leaderboard_streak_counts and _tie_counts) vs the
 *    standings, always whole.
 * 8. (issue 38) users_count, the kept number of players (its 16 shards summed), vs count(*) of users, always whole.
 *
 * Rows an admin edited: total games, daily games and best streak set through PUT /api/admin/users/{id}/stats
 * are recounted from the values the admin wrote (the latest `user.stats` audit row for that player and game)
 * plus the wins recorded after it. Such an edit is not a difference; a drift after it is. (A win that lands
 * while the admin's transaction runs may be reported: the audit row is stamped when that transaction began.)
 * The unlock recount skips, for players with an admin stats edit, the rules that read game_stats (the grant
 * reads the edited values), and any unlock an admin revoked (it stays revoked until the player next earns
 * something).
 *
 * Measured on PostgreSQL 15 at 100,000 players (`npm run seed:scale -- --players 100000` completed with its
 * endless wins, won states and unlocks: 1.5 M daily and 2.7 M endless wins): clean in 26–32 s on a busy
 * 2-core machine (docs/PERFORMANCE.md).
 */
import { openConfiguredDatabase, openPostgres, type Database } from '../db/client';
import { readLastCheckRun, recordCheckRun } from '../db/queries/consistency-runs';
import { checkConsistency, formatReport } from '../lib/services/site/consistency-check';

/** A check of a large database takes seconds (a full one at 1,000,000 players, minutes); the app's 1.2 s per query is for requests. */
const CHECK_DEADLINE_MS = 30 * 60_000;
/**
 * How far before the last run's start an incremental run looks: a write whose transaction began before that run's
 * snapshot and committed after it carries an earlier time. Requests' queries end within seconds; this is ample.
 */
const RUN_OVERLAP_MS = 10 * 60_000;

async function openDatabase(url: string | undefined): Promise<Database> {
  if (url) return openPostgres(url, { max: 1, deadlineMs: CHECK_DEADLINE_MS });
  return openConfiguredDatabase({ max: 1, deadlineMs: CHECK_DEADLINE_MS });
}

/** --full: undefined (every player); --since <time>: that time; else the last run's start less the overlap, if any. */
async function sinceWhen(database: Database, args: readonly string[]): Promise<Date | undefined> {
  if (args.includes('--full')) return undefined;
  const at = args.indexOf('--since');
  if (at !== -1) {
    const since = new Date(args[at + 1] ?? '');
    if (Number.isNaN(since.getTime())) throw new Error('--since needs a time, e.g. 2026-11-29T09:00:00Z');
    return since;
  }
  const last = await readLastCheckRun(database.db);
  return last ? new Date(last.startedAt.getTime() - RUN_OVERLAP_MS) : undefined;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const url = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--since');
  const database = await openDatabase(url);
  try {
    const started = performance.now();
    const startedAt = new Date();
    const since = await sinceWhen(database, args);
    const report = await checkConsistency(database.db, { since });
    for (const line of formatReport(report)) console.log(line);
    const scope = since ? `incremental: ${report.playersChecked ?? 0} players changed since ${since.toISOString()}` : 'full';
    console.log(`(${database.driver}, ${scope}, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    await recordCheckRun(database.db, { startedAt, full: since === undefined, players: report.playersChecked ?? null, differences: report.differences });
    return report.clean ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('db:check could not run:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
