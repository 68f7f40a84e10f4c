/**
 * The recounts of `npm run db:check` that check kept counts whole each run (issue 38: however few players changed):
 * the leaderboards' count tables against the standings, and the kept number of players against users. Same form as
 * db/queries/consistency.ts (a `checked` and a `diffs` relation, summarised there).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { summarise, type CheckCounts } from './consistency';

/** leaderboard_standing_counts (its shards summed) against the standings they count, per board, best streak and daily games. */
export function recountStandingCounts(db: Db, options: { limit: number }): Promise<CheckCounts> {
  const ctes = sql`
    kept as (select board, best_streak, daily_games, sum(players)::int as players from leaderboard_standing_counts group by 1, 2, 3),
    counted as (select board, best_streak, daily_games, count(*)::int as players from leaderboard_standings group by 1, 2, 3),
    checked as (
      select coalesce(k.board, c.board) as board, coalesce(k.best_streak, c.best_streak) as best_streak, coalesce(k.daily_games, c.daily_games) as daily_games,
             coalesce(k.players, 0) as kept, coalesce(c.players, 0) as recounted
      from kept k full join counted c on c.board = k.board and c.best_streak = k.best_streak and c.daily_games = k.daily_games
    ),
    diffs as (
      select 'leaderboard_standing_counts' as table_name, null::text as user_id, board as game, null::date as day, null::text as achievement,
             'players with best ' || best_streak || ', daily ' || daily_games as field, kept::text as kept, recounted::text as recounted
      from checked where kept <> recounted
    )`;
  return summarise(db, ctes, options.limit);
}

/**
 * leaderboard_running_counts (its shards summed) against the running standings (run_last not null) they count, per
 * board, last-win day, best streak and daily games. Like the standing counts, always checked whole: one pass over the
 * standings, however few players changed.
 */
export function recountRunningCounts(db: Db, options: { limit: number }): Promise<CheckCounts> {
  const ctes = sql`
    kept as (select board, run_last, best_streak, daily_games, sum(players)::int as players from leaderboard_running_counts group by 1, 2, 3, 4),
    counted as (
      select board, run_last, best_streak, daily_games, count(*)::int as players from leaderboard_standings where run_last is not null group by 1, 2, 3, 4
    ),
    checked as (
      select coalesce(k.board, c.board) as board, coalesce(k.run_last, c.run_last) as run_last,
             coalesce(k.best_streak, c.best_streak) as best_streak, coalesce(k.daily_games, c.daily_games) as daily_games,
             coalesce(k.players, 0) as kept, coalesce(c.players, 0) as recounted
      from kept k
      full join counted c on c.board = k.board and c.run_last = k.run_last and c.best_streak = k.best_streak and c.daily_games = k.daily_games
    ),
    diffs as (
      select 'leaderboard_running_counts' as table_name, null::text as user_id, board as game, run_last as day, null::text as achievement,
             'running players with best ' || best_streak || ', daily ' || daily_games as field, kept::text as kept, recounted::text as recounted
      from checked where kept <> recounted
    )`;
  return summarise(db, ctes, options.limit);
}

/**
 * leaderboard_streak_tie_counts and leaderboard_streak_counts (their shards summed) against the running standings they
 * count, each standing twice (drizzle/0017: by run_streak_today as `today`, by run_streak as `yesterday`), per board,
 * last-win day and streak, and for the tie counts per best streak and daily games too. One pass over the running
 * standings for both tables; always checked whole, like the other counts.
 */
export function recountStreakCounts(db: Db, options: { limit: number }): Promise<CheckCounts> {
  const ctes = sql`
    counted as (
      select s.board, k.counted_as, s.run_last, k.streak, s.best_streak, s.daily_games, count(*)::int as players
      from leaderboard_standings s
      cross join lateral (values ('today', s.run_streak_today), ('yesterday', s.run_streak)) as k(counted_as, streak)
      where s.run_last is not null group by 1, 2, 3, 4, 5, 6
    ),
    kept_ties as (
      select board, counted_as, run_last, streak, best_streak, daily_games, sum(players)::int as players
      from leaderboard_streak_tie_counts group by 1, 2, 3, 4, 5, 6
    ),
    kept_streaks as (select board, counted_as, run_last, streak, sum(players)::int as players from leaderboard_streak_counts group by 1, 2, 3, 4),
    counted_streaks as (select board, counted_as, run_last, streak, sum(players)::int as players from counted group by 1, 2, 3, 4),
    checked as (
      select 'leaderboard_streak_tie_counts' as table_name, coalesce(k.board, c.board) as board, coalesce(k.run_last, c.run_last) as run_last,
             'running players counted ' || coalesce(k.counted_as, c.counted_as) || ' with streak ' || coalesce(k.streak, c.streak)
               || ', best ' || coalesce(k.best_streak, c.best_streak) || ', daily ' || coalesce(k.daily_games, c.daily_games) as field,
             coalesce(k.players, 0) as kept, coalesce(c.players, 0) as recounted
      from kept_ties k
      full join counted c on (c.board, c.counted_as, c.run_last, c.streak, c.best_streak, c.daily_games)
                           = (k.board, k.counted_as, k.run_last, k.streak, k.best_streak, k.daily_games)
      union all
      select 'leaderboard_streak_counts', coalesce(k.board, c.board), coalesce(k.run_last, c.run_last),
             'running players counted ' || coalesce(k.counted_as, c.counted_as) || ' with streak ' || coalesce(k.streak, c.streak),
             coalesce(k.players, 0), coalesce(c.players, 0)
      from kept_streaks k
      full join counted_streaks c on (c.board, c.counted_as, c.run_last, c.streak) = (k.board, k.counted_as, k.run_last, k.streak)
    ),
    diffs as (
      select table_name, null::text as user_id, board as game, run_last as day, null::text as achievement,
             field, kept::text as kept, recounted::text as recounted
      from checked where kept <> recounted
    )`;
  return summarise(db, ctes, options.limit);
}

/**
 * users_count (its 16 shards summed: the admin list's total and the dashboard's player count, drizzle/0018) against
 * count(*) of users. Only the sum is read, so only the sum is checked: a player counted in another shard than their
 * id hashes to is harmless. Always checked whole, like the boards' counts: one index-only count of users (about
 * 100-200 ms at 1,000,000 players), however few players changed; there is no cheaper recount of a total.
 */
export function recountUsersCount(db: Db, options: { limit: number }): Promise<CheckCounts> {
  const ctes = sql`
    checked as (
      select (select coalesce(sum(players), 0) from users_count)::bigint as kept, (select count(*) from users)::bigint as recounted
    ),
    diffs as (
      select 'users_count' as table_name, null::text as user_id, null::text as game, null::date as day, null::text as achievement,
             'players (the sum of its shards)' as field, kept::text as kept, recounted::text as recounted
      from checked where kept <> recounted
    )`;
  return summarise(db, ctes, options.limit);
}
