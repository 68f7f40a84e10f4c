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
 * Only a running streak (run_last yesterday or today: leaderboard_standings_running_idx) can be above 0, so:
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

const effective = ({ today, yesterday }: RankQuery) =>
  sql`(case when s.run_last >= ${today}::date then s.run_streak_today when s.run_last = ${yesterday}::date then s.run_streak else 0 end)`;

/** Ahead of `me` on the tie-breaks that follow the streak. */
const aheadOnTies = (me: Standing, userId: string) =>
  sql`(s.best_streak > ${me.best_streak} or (s.best_streak = ${me.best_streak} and s.daily_games > ${me.daily_games})
       or (s.best_streak = ${me.best_streak} and s.daily_games = ${me.daily_games} and (s.name_key, s.user_id) < (${me.name_key}, ${userId})))`;

async function countAheadOfRunning(db: Db, query: RankQuery, me: Standing, streak: number): Promise<number> {
  const eff = effective(query);
  const [row] = rowsOf<{ ahead: string | number }>(
    await db.execute(sql`
      select count(*) as ahead from leaderboard_standings s
      where s.board = ${query.board} and s.run_last is not null and s.run_last >= ${query.yesterday}::date
        and (${eff} > ${streak} or (${eff} = ${streak} and ${aheadOnTies(me, query.userId)}))`),
  );
  return Number(row.ahead);
}

async function countAheadOfStopped(db: Db, query: RankQuery, me: Standing): Promise<number> {
  const eff = effective(query);
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
      + (select count(*) filter (where not ${aheadOnTies(me, userId)}) from leaderboard_standings s
           where s.board = ${board} and s.run_last is not null and s.run_last >= ${query.yesterday}::date and ${eff} > 0) as ahead`),
  );
  return Number(row.ahead);
}
