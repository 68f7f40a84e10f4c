import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from './rows';

/** A board: '*' for All Games, else a game id (leaderboard_standings.board). */
export type StandingBoard = string;

export interface RankQuery {
  board: StandingBoard;
  userId: string;
  /** Chicago dates: a running streak counts while its last win is yesterday or today (as readLeaderboard's). */
  today: string;
  yesterday: string;
}

interface Standing {
  best_streak: number;
  daily_games: number;
  name_key: string;
  run_last: string | null;
  run_streak: number;
  run_streak_today: number;
}

/**
 * The player's place on a board in readLeaderboard's order (effective current streak, best streak, daily games
 * descending, then lower(username), then id), counted from leaderboard_standings (db/schema/standings.ts):
 * rank = 1 + the players strictly ahead, total = the players ranked; rank null when the player is not ranked.
 *
 * Only a running streak (run_last yesterday or today: the (board, run_last) prefix of leaderboard_standings_today_idx and
 * _yesterday_idx) can be above 0, so:
 * - a viewer with a streak is behind some of the running ones only: one range of that index;
 * - a viewer at 0 is behind every running one above 0, plus the players at 0 ahead on the tie-breaks: those are
 *   all the players ahead on the tie-breaks (summed from leaderboard_standing_counts, then one range of
 *   leaderboard_standings_order_idx for the name) minus the running ones above 0 among them.
 * The total is summed from leaderboard_standing_counts too.
 */
export async function readRank(db: Db, query: RankQuery): Promise<{ rank: number | null; total: number }> {
  const [head] = rowsOf<Standing & { total: string | number; found: boolean }>(
    await db.execute(sql`
      select (select coalesce(sum(players), 0) from leaderboard_standing_counts where board = ${query.board}) as total,
             s.user_id is not null as found, s.best_streak, s.daily_games, s.name_key, s.run_last::text as run_last, s.run_streak, s.run_streak_today
      from (select 1) as one left join leaderboard_standings s on s.board = ${query.board} and s.user_id = ${query.userId}`),
  );
  const total = Number(head.total);
  if (!head.found) return { rank: null, total };
  const streak = effectiveStreak(head, query);
  const ahead = streak > 0 ? await countAheadOfRunning(db, query, head, streak) : await countAheadOfStopped(db, query, head);
  return { rank: ahead + 1, total };
}

/** The streak that counts today: see leaderboard_standings' columns. */
function effectiveStreak(standing: Standing, { today, yesterday }: RankQuery): number {
  if (standing.run_last === null) return 0;
  if (standing.run_last >= today) return standing.run_streak_today;
  return standing.run_last === yesterday ? standing.run_streak : 0;
}

/** Ahead of `me` on the tie-breaks that follow the streak. */
const aheadOnTies = (me: Standing, userId: string) =>
  sql`(s.best_streak > ${me.best_streak} or (s.best_streak = ${me.best_streak} and s.daily_games > ${me.daily_games})
       or (s.best_streak = ${me.best_streak} and s.daily_games = ${me.daily_games} and (s.name_key, s.user_id) < (${me.name_key}, ${userId})))`;

/**
 * The running streaks by their last win's day, each with the column that counts that day: today's (and, with a clock
 * moved back, later days') run_streak_today, yesterday's run_streak. Each day is one range of the index that holds its
 * column (leaderboard_standings_today_idx, _yesterday_idx), read from the index alone: every column below is in it.
 */
const runningDays = ({ today, yesterday }: RankQuery) => [
  { day: sql`s.run_last = ${today}::date`, streak: sql`s.run_streak_today` },
  { day: sql`s.run_last > ${today}::date`, streak: sql`s.run_streak_today` },
  { day: sql`s.run_last = ${yesterday}::date`, streak: sql`s.run_streak` },
];

async function countAheadOfRunning(db: Db, query: RankQuery, me: Standing, streak: number): Promise<number> {
  const counts = runningDays(query).map(
    ({ day, streak: column }) => sql`(select count(*) from leaderboard_standings s where s.board = ${query.board} and ${day}
      and (${column} > ${streak} or (${column} = ${streak} and ${aheadOnTies(me, query.userId)})))`,
  );
  const [row] = rowsOf<{ ahead: string | number }>(await db.execute(sql`select ${sql.join(counts, sql` + `)} as ahead`));
  return Number(row.ahead);
}

async function countAheadOfStopped(db: Db, query: RankQuery, me: Standing): Promise<number> {
  const { board, userId } = query;
  // Ahead on best streak and daily games: a sum over the board's few hundred counts. Level on both and ahead on the
  // name: one range of leaderboard_standings_order_idx (a few thousand rows at most at 100,000 players).
  const [row] = rowsOf<{ ahead: string | number }>(
    await db.execute(sql`
      select
        (select coalesce(sum(c.players), 0) from leaderboard_standing_counts c where c.board = ${board}
           and (c.best_streak > ${me.best_streak} or (c.best_streak = ${me.best_streak} and c.daily_games > ${me.daily_games})))
      + (select count(*) from leaderboard_standings s where s.board = ${board} and s.best_streak = ${me.best_streak} and s.daily_games = ${me.daily_games}
           and (s.name_key, s.user_id) < (${me.name_key}, ${userId}))
      + ${sql.join(
        runningDays(query).map(
          ({ day, streak }) => sql`(select count(*) filter (where not ${aheadOnTies(me, userId)}) from leaderboard_standings s
             where s.board = ${board} and ${day} and ${streak} > 0)`,
        ),
        sql` + `,
      )} as ahead`),
  );
  return Number(row.ahead);
}
