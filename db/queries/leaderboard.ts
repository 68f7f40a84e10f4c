import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from './rows';

export interface LeaderboardRow {
  id: string;
  username: string;
  currentStreak: number;
  bestStreak: number;
  totalDailyGamesPlayed: number;
  totalGamesPlayed: number;
}

export interface LeaderboardQuery {
  /** One game's ranking; undefined ranks every game together (each player by their best game). */
  game?: string;
  limit: number;
  /** The day before today: a kept streak whose last win is older than this is broken and counts as 0. */
  yesterday: string;
}

interface StandingRow {
  id: string;
  username: string;
  current_streak: number;
  best_streak: number;
  daily_games: number;
  total_games: number;
}

/**
 * The tie-breaks after the streak, written as the indexes hold them: `desc` alone means nulls first, which an index
 * built `desc nulls last` cannot give in order (the planner would sort the whole range; the columns are never null).
 */
const TIES = sql.raw('best_streak desc nulls last, daily_games desc nulls last, name_key, user_id');

/**
 * The top `limit` of a board in its order: effective current streak, then best streak, then daily games, all
 * descending, then lower(username), then id. Read from the kept standings (leaderboard_standings, one row per
 * ranked player and board, '*' = All Games: db/schema/standings.ts), never by ranking every player.
 *
 * The effective streak depends on the day, so no single index is in the board's order; three index ranges are:
 * - the streaks whose last win is today, counted by run_streak_today (leaderboard_standings_today_idx);
 * - those whose last win is yesterday, counted by run_streak (leaderboard_standings_yesterday_idx);
 * - the players at 0, in the tie-breaks' order (leaderboard_standings_order_idx), skipping the running ones.
 * Each gives at most `limit` rows in the board's order; the top `limit` of their union is the board's.
 * (A last win after today only happens with a clock moved back; those few rows are read and sorted.)
 * Totals of every game: users.total_games_across_all for All Games, game_stats for one game.
 */

export async function readLeaderboard(db: Db, query: LeaderboardQuery): Promise<LeaderboardRow[]> {
  const board = query.game ?? '*';
  const { limit, yesterday } = query;
  const today = sql`(${yesterday}::date + 1)`;
  const totalGames =
    query.game === undefined
      ? sql`(select u.total_games_across_all from users u where u.id = top.user_id)`
      : sql`(select g.total_games_played from game_stats g where g.user_id = top.user_id and g.game = ${query.game})`;
  const rows = rowsOf<StandingRow>(
    await db.execute(sql`
      with top as (
        (select user_id, run_streak_today as streak, best_streak, daily_games, name_key from leaderboard_standings
          where board = ${board} and run_last = ${today} and run_streak_today > 0
          order by run_streak_today desc nulls last, ${TIES} limit ${limit})
        union all
        (select user_id, run_streak_today, best_streak, daily_games, name_key from leaderboard_standings
          where board = ${board} and run_last > ${today} and run_streak_today > 0
          order by run_streak_today desc nulls last, ${TIES} limit ${limit})
        union all
        (select user_id, run_streak, best_streak, daily_games, name_key from leaderboard_standings
          where board = ${board} and run_last = ${yesterday}::date and run_streak > 0
          order by run_streak desc nulls last, ${TIES} limit ${limit})
        union all
        (select user_id, 0, best_streak, daily_games, name_key from leaderboard_standings
          where board = ${board}
            and not coalesce((run_last >= ${today} and run_streak_today > 0) or (run_last = ${yesterday}::date and run_streak > 0), false)
          order by ${TIES} limit ${limit})
      )
      , ranked as (select * from top order by streak desc, ${TIES} limit ${limit})
      select top.user_id as id, u.username, top.streak as current_streak, top.best_streak, top.daily_games, ${totalGames} as total_games
      from ranked top join users u on u.id = top.user_id
      order by top.streak desc, top.best_streak desc, top.daily_games desc, top.name_key, top.user_id`),
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    currentStreak: Number(row.current_streak),
    bestStreak: Number(row.best_streak),
    totalDailyGamesPlayed: Number(row.daily_games),
    totalGamesPlayed: Number(row.total_games),
  }));
}
