import { sql, type SQL } from 'drizzle-orm';
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
 * Only a running streak (run_last yesterday or later) can be above 0, and every running one is (the standings'
 * leaderboard_standings_running_check), so:
 * - a viewer with a streak is behind some of the running ones only: sums over the kept streak counts
 *   (leaderboard_streak_counts, leaderboard_streak_tie_counts) and, per running day, one name range of the index that
 *   holds that day's streak column (leaderboard_standings_today_idx, _yesterday_idx);
 * - a viewer at 0 is behind every running player and the players at 0 ahead on the tie-breaks: sums over the kept
 *   counts (leaderboard_standing_counts, leaderboard_running_counts) and one range of leaderboard_standings_order_idx
 *   for the name, none of them reading the running players one by one (issue 38).
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

/** Ahead of `me` on best streak, then daily games: the two tie-breaks the count tables are kept by (alias `t`). */
const aheadOnPair = (t: SQL, me: Standing) =>
  sql`(${t}.best_streak > ${me.best_streak} or (${t}.best_streak = ${me.best_streak} and ${t}.daily_games > ${me.daily_games}))`;

/** Level with `me` on (best, daily) and ahead on the name, then the id: the last tie-breaks (standings alias `s`). */
const levelAndAheadOnName = (me: Standing, userId: string) =>
  sql`s.best_streak = ${me.best_streak} and s.daily_games = ${me.daily_games} and (s.name_key, s.user_id) < (${me.name_key}, ${userId})`;

/**
 * The running streaks by their last win's day, each with the column that counts that day: today's (and, with a clock
 * moved back, later days') run_streak_today, yesterday's run_streak; and the same day's rows of the streak counts
 * (drizzle/0017: `counted_as` names the column they were counted by).
 */
const runningDays = ({ today, yesterday }: RankQuery) => [
  { day: (t: SQL) => sql`${t}.run_last = ${today}::date`, streak: sql`s.run_streak_today`, countedAs: 'today' },
  { day: (t: SQL) => sql`${t}.run_last > ${today}::date`, streak: sql`s.run_streak_today`, countedAs: 'today' },
  { day: (t: SQL) => sql`${t}.run_last = ${yesterday}::date`, streak: sql`s.run_streak`, countedAs: 'yesterday' },
];

/**
 * A viewer whose streak runs: ahead are the running players with a longer streak, from leaderboard_streak_counts (rows
 * per streak length, not per player); the level ones ahead on (best, daily), from leaderboard_streak_tie_counts (rows
 * per pair of that one streak); and the level ones on (streak, best, daily) ahead on the name, one range of the day's
 * index (leaderboard_standings_today_idx, _yesterday_idx) from the index alone. Per running day, each a range of its
 * primary key or index: nothing grows with the running players but the viewer's own tie group.
 */
async function countAheadOfRunning(db: Db, query: RankQuery, me: Standing, streak: number): Promise<number> {
  const { board, userId } = query;
  const counts = runningDays(query).flatMap(({ day, streak: column, countedAs }) => [
    sql`(select coalesce(sum(c.players), 0) from leaderboard_streak_counts c
          where c.board = ${board} and c.counted_as = ${countedAs} and ${day(sql`c`)} and c.streak > ${streak})`,
    sql`(select coalesce(sum(c.players), 0) from leaderboard_streak_tie_counts c
          where c.board = ${board} and c.counted_as = ${countedAs} and ${day(sql`c`)} and c.streak = ${streak} and ${aheadOnPair(sql`c`, me)})`,
    sql`(select count(*) from leaderboard_standings s
          where s.board = ${board} and ${day(sql`s`)} and ${column} = ${streak} and ${levelAndAheadOnName(me, userId)})`,
  ]);
  const [row] = rowsOf<{ ahead: string | number }>(await db.execute(sql`select ${sql.join(counts, sql` + `)} as ahead`));
  return Number(row.ahead);
}

/**
 * A viewer at 0: ahead are every running player (run_last yesterday or later) and the players not running who are ahead
 * on the tie-breaks. Summed as: the players ahead on (best, daily), from leaderboard_standing_counts; the running
 * players not ahead on (best, daily), from leaderboard_running_counts' rows of the running days (so a running player
 * is counted once either way); the players level on (best, daily), ahead on the name and not running, from one range
 * of leaderboard_standings_order_idx (index only: run_last is an included column, drizzle/0016). The count rows read
 * grow with the distinct (best, daily) pairs, not with the players; the range with the viewer's tie group.
 */
async function countAheadOfStopped(db: Db, query: RankQuery, me: Standing): Promise<number> {
  const { board, userId, yesterday } = query;
  const [row] = rowsOf<{ ahead: string | number }>(
    await db.execute(sql`
      select
        (select coalesce(sum(c.players), 0) from leaderboard_standing_counts c where c.board = ${board} and ${aheadOnPair(sql`c`, me)})
      + (select coalesce(sum(r.players) filter (where not ${aheadOnPair(sql`r`, me)}), 0) from leaderboard_running_counts r
           where r.board = ${board} and r.run_last >= ${yesterday}::date)
      + (select count(*) filter (where s.run_last is null or s.run_last < ${yesterday}::date) from leaderboard_standings s
           where s.board = ${board} and ${levelAndAheadOnName(me, userId)}) as ahead`),
  );
  return Number(row.ahead);
}
