/**
 * `npm run db:check [-- <postgres-url>]`: recounts every kept value from the history behind it and prints
 * each difference; exits 0 when there is none, 1 when there is any, 2 when the check could not run.
 * The database: the connection string given, else DATABASE_URL, else the PGlite folder (stop `npm run dev`
 * first: PGlite allows one process per folder). It changes no data (the configured database gets its pending
 * migrations first, as with every script).
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
import { checkConsistency, formatReport } from '../lib/services/site/consistency-check';

/** A check of a large database takes seconds; the app's 1.2 s per query is for requests. */
const CHECK_DEADLINE_MS = 10 * 60_000;

async function openDatabase(url: string | undefined): Promise<Database> {
  if (url) return openPostgres(url, { max: 1, deadlineMs: CHECK_DEADLINE_MS });
  return openConfiguredDatabase({ max: 1, deadlineMs: CHECK_DEADLINE_MS });
}

async function main(): Promise<number> {
  const database = await openDatabase(process.argv[2]);
  try {
    const started = performance.now();
    const report = await checkConsistency(database.db);
    for (const line of formatReport(report)) console.log(line);
    console.log(`(${database.driver}, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
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
