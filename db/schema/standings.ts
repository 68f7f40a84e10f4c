import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Each ranked player's standing on each leaderboard ('*' = All Games, else a game id), kept from game_stats and
 * users.username by triggers (drizzle/0011_leaderboard_standings.sql), so that "You: #{rank} of {total}" counts
 * index ranges instead of ranking every player (db/queries/leaderboard-rank.ts), and the table's top rows are a few
 * index ranges too (db/queries/leaderboard.ts, issue 38). Only ranked players have rows:
 * a username and at least one daily win on that board.
 *
 * The effective current streak depends on today's date (a streak whose last win is older than yesterday counts
 * 0), so it is not stored: the running streaks are. `runLast` is the newest last win among the player's running
 * streaks on the board (null: none); `runStreak` is the streak that counts while `runLast` is yesterday (the
 * longest ending on `runLast`), `runStreakToday` the one that counts while `runLast` is today (the longest ending
 * on `runLast` or the day before). For one game both are that game's streak.
 */
export const leaderboardStandings = pgTable(
  'leaderboard_standings',
  {
    board: text('board').notNull(),
    // No foreign key: a deleted account's game_stats rows cascade, and their trigger removes these rows and their counts.
    userId: text('user_id').notNull(),
    nameKey: text('name_key').notNull(),
    bestStreak: integer('best_streak').notNull(),
    dailyGames: integer('daily_games').notNull(),
    runLast: date('run_last', { mode: 'string' }),
    runStreak: integer('run_streak').notNull().default(0),
    runStreakToday: integer('run_streak_today').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.userId] }),
    // A running standing counts above 0 on every day it runs (today's column and yesterday's alike): the wanted
    // standings always make it so (drizzle/0012), and the rank of a stopped viewer relies on it, since
    // leaderboard_running_counts then holds exactly the players a stopped viewer is behind (drizzle/0016).
    check('leaderboard_standings_running_check', sql`${t.runLast} is null or (${t.runStreak} > 0 and ${t.runStreakToday} > 0)`),
    // The leaderboard's tie-breaks after the streak, in its order: the players ahead on them are index ranges. The
    // migration (drizzle/0016) builds it with `INCLUDE (run_last)`, which Drizzle cannot express: the rank of a
    // stopped viewer counts the stopped players of one tie range from the index alone (db/queries/leaderboard-rank.ts).
    index('leaderboard_standings_order_idx').on(t.board, t.bestStreak.desc(), t.dailyGames.desc(), t.nameKey, t.userId),
    // The streaks that may still be running (only these can have an effective streak above 0), per last win day in
    // the board's order for that day: the top of a board whose last win is today (run_streak_today counts) and of one
    // whose last win is yesterday (run_streak counts) are each one index range (db/queries/leaderboard.ts). Their
    // (board, run_last) prefix serves the rank's count of the running ones (db/queries/leaderboard-rank.ts).
    index('leaderboard_standings_today_idx')
      .on(t.board, t.runLast, t.runStreakToday.desc(), t.bestStreak.desc(), t.dailyGames.desc(), t.nameKey, t.userId)
      .where(sql`${t.runLast} is not null`),
    index('leaderboard_standings_yesterday_idx')
      .on(t.board, t.runLast, t.runStreak.desc(), t.bestStreak.desc(), t.dailyGames.desc(), t.nameKey, t.userId)
      .where(sql`${t.runLast} is not null`),
    // One player's rows on every board: the recount a win runs reads and replaces them (without it, a scan of every standing).
    index('leaderboard_standings_user_idx').on(t.userId),
  ],
);

/**
 * How many ranked players each board has per (best streak, daily games) pair, kept in the same statement as the
 * standings: the players ahead of a stopped streak on those tie-breaks, and a board's total, are sums over a few
 * hundred rows instead of counts over 100,000. Split into 16 rows per pair by player (hashtext(user_id)), so that
 * concurrent wins of players with the same pair rarely wait on one row's lock; a row that falls to 0 is deleted by
 * its trigger (drizzle/0017).
 */
export const leaderboardStandingCounts = pgTable(
  'leaderboard_standing_counts',
  {
    board: text('board').notNull(),
    bestStreak: integer('best_streak').notNull(),
    dailyGames: integer('daily_games').notNull(),
    shard: integer('shard').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.bestStreak, t.dailyGames, t.shard] })],
);

/**
 * How many ranked players with a running streak (leaderboard_standings.run_last not null) each board has per last-win
 * day and (best streak, daily games), kept in the same statement as the standings and leaderboard_standing_counts, and
 * sharded the same way. A viewer at 0 is behind every player whose streak still runs (run_last yesterday or later) and
 * ahead of none of them: these rows for those days say how many they are, and how many of them are ahead on the
 * tie-breaks anyway, in a sum over at most (best, daily) pairs x 16 shards rows a day, however many players are running
 * (3,064 rows for All Games' two running days at 10,000 players; db/queries/leaderboard-rank.ts).
 * The days before yesterday are never read; their rows go as they fall to 0 (their players' streaks zeroed or won again).
 */
export const leaderboardRunningCounts = pgTable(
  'leaderboard_running_counts',
  {
    board: text('board').notNull(),
    runLast: date('run_last', { mode: 'string' }).notNull(),
    bestStreak: integer('best_streak').notNull(),
    dailyGames: integer('daily_games').notNull(),
    shard: integer('shard').notNull(),
    players: integer('players').notNull(),
  },
  // Named: the generated name is past PostgreSQL's 63 characters.
  (t) => [primaryKey({ name: 'leaderboard_running_counts_pk', columns: [t.board, t.runLast, t.bestStreak, t.dailyGames, t.shard] })],
);

/**
 * How many running players (leaderboard_standings.run_last not null) each board has per last-win day and streak, as
 * counted on one of the two days the standing runs: `today` holds run_streak_today (read while run_last is today or
 * later), `yesterday` holds run_streak (read while run_last is yesterday). A viewer whose streak runs is behind every
 * running player with a longer streak: a sum over at most (streak lengths x 16 shards) rows a day, however many
 * players run (db/queries/leaderboard-rank.ts, issue 38). Kept in the standings' recount statement (drizzle/0017),
 * sharded like the other counts; a row that falls to 0 is deleted, as the other counts' are.
 */
export const leaderboardStreakCounts = pgTable(
  'leaderboard_streak_counts',
  {
    board: text('board').notNull(),
    countedAs: text('counted_as').notNull(),
    runLast: date('run_last', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    shard: integer('shard').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [
    primaryKey({ name: 'leaderboard_streak_counts_pk', columns: [t.board, t.countedAs, t.runLast, t.streak, t.shard] }),
    check('leaderboard_streak_counts_counted_as_check', sql`${t.countedAs} in ('today', 'yesterday')`),
  ],
);

/**
 * leaderboard_streak_counts split further by (best streak, daily games): among the running players level with a
 * viewer's streak, the ones ahead on those tie-breaks are a sum over the (best, daily) pairs of that one streak, and
 * only the viewer's own (streak, best, daily) group is read player by player, for the name (the today and yesterday
 * indexes above). Kept and sharded the same way (drizzle/0017).
 */
export const leaderboardStreakTieCounts = pgTable(
  'leaderboard_streak_tie_counts',
  {
    board: text('board').notNull(),
    countedAs: text('counted_as').notNull(),
    runLast: date('run_last', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    bestStreak: integer('best_streak').notNull(),
    dailyGames: integer('daily_games').notNull(),
    shard: integer('shard').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'leaderboard_streak_tie_counts_pk',
      columns: [t.board, t.countedAs, t.runLast, t.streak, t.bestStreak, t.dailyGames, t.shard],
    }),
    check('leaderboard_streak_tie_counts_counted_as_check', sql`${t.countedAs} in ('today', 'yesterday')`),
  ],
);
