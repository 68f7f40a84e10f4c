/**
 * The recounts behind `npm run db:check` (lib/services/site/consistency-check.ts says what each one promises).
 * Each check is one set-based statement over whole tables, never a loop over players. Every statement
 * defines two relations, `checked` (the rows looked at) and `diffs` (one row per difference), and
 * answers one row: how many were checked, how many differ, and the first `limit` differences.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from './rows';

/**
 * Which players a per-player check looks at: undefined for every player (the full check); else these ids (the players
 * changed since the last check, lib/services/site/consistency-check.ts), or the ids from `from` to `to` (one batch of
 * seeded players, db/seed-scale.ts, whose ids are one range).
 */
export type PlayerScope = readonly string[] | { from: string; to: string } | undefined;

/** The condition on a user id column that keeps a check to its scope: read through the tables' user_id indexes. */
export function inScope(column: SQL, players: PlayerScope): SQL {
  if (players === undefined) return sql`true`;
  if ('from' in players) return sql`${column} between ${players.from} and ${players.to}`;
  return sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(players)}::jsonb))`;
}

/** One kept value that disagrees with its recount; `kept` null when the row itself is missing. */
export interface Difference {
  table: string;
  key: Record<string, string>;
  field: string;
  kept: string | null;
  recounted: string | null;
}

export interface CheckCounts {
  checked: number;
  differences: number;
  /** The first differences, in key order. */
  sample: Difference[];
  /** A count a check reports beside the others (see each function). */
  noted: number;
}

interface SummaryRow {
  checked: number;
  differences: number;
  noted: number;
  sample: string;
}

interface DiffRow {
  table_name: string;
  key: Record<string, string>;
  field: string;
  kept: string | null;
  recounted: string | null;
}

/**
 * Runs the checks in one read-only transaction, so that they all see one snapshot of the database, with
 * room to sort and hash a large database's history in memory rather than on disk.
 */
export function inCheckSnapshot<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local work_mem = '64MB'`);
      return work(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * `diffs` must have the columns table_name, user_id, game, day, achievement (the row's key, null where
 * the table has no such part), field, kept and recounted. The key is turned into JSON for the sample only:
 * a damaged database may have millions of differences.
 */
export async function summarise(db: Db, ctes: SQL, limit: number, noted: SQL = sql`0`): Promise<CheckCounts> {
  const result = await db.execute(sql`
    with ${ctes}
    select (select count(*) from checked)::int as checked,
           (select count(*) from diffs)::int as differences,
           (${noted})::int as noted,
           (select coalesce(json_agg(json_build_object(
                     'table_name', d.table_name,
                     'key', json_strip_nulls(json_build_object('user', d.user_id, 'game', d.game, 'date', d.day, 'achievement', d.achievement)),
                     'field', d.field, 'kept', d.kept, 'recounted', d.recounted)
                   order by d.user_id, d.game, d.day, d.achievement, d.field), '[]')::text
              from (select * from diffs order by user_id, game, day, achievement, field limit ${limit}) d) as sample`);
  const [row] = rowsOf<SummaryRow>(result);
  const sample = (JSON.parse(row.sample) as DiffRow[]).map(({ table_name, ...difference }) => ({ table: table_name, ...difference }));
  return { checked: Number(row.checked), differences: Number(row.differences), noted: Number(row.noted), sample };
}

/**
 * game_stats against daily_wins and endless_wins, per (player, game): totals, best streak, last daily
 * win, and the current streak (the run ending on the last win; 0 also fits once that win is older than
 * `yesterday`, as broken streaks are zeroed in batches). A row an admin edited (a `user.stats` audit row)
 * is recounted from the admin's values plus the wins recorded after the edit. `noted`: rows so recounted.
 */
export function recountGameStats(db: Db, options: { yesterday: string; limit: number; players?: PlayerScope }): Promise<CheckCounts> {
  const scope = (column: SQL) => inScope(column, options.players);
  const ctes = sql`
    edits as (
      select distinct on (a.target_user_id, g.value->>'game')
             a.target_user_id as user_id, g.value->>'game' as game, a.created_at as edited_at,
             (g.value->'after'->>'total_games_played')::int as total_games,
             (g.value->'after'->>'total_daily_games_played')::int as daily_games,
             (g.value->'after'->>'best_daily_streak')::int as best_streak
      from admin_audit_log a
      cross join lateral jsonb_array_elements(case when jsonb_typeof(a.details->'games') = 'array' then a.details->'games' else '[]'::jsonb end) g
      where a.action = 'user.stats' and a.target_user_id is not null and ${scope(sql`a.target_user_id`)}
      order by a.target_user_id, g.value->>'game', a.created_at desc, a.id desc
    ),
    islands as (
      select user_id, game, date, won_at, date - (row_number() over (partition by user_id, game order by date))::int as island
      from daily_wins where ${scope(sql`user_id`)}
    ),
    -- A run of consecutive days: its length up to its last win since the edit (or ever) is last_since - first_day + 1.
    runs as (
      select i.user_id, i.game, count(*) filter (where e.edited_at is null or i.won_at > e.edited_at) as wins_since,
             min(i.date) as first_day, max(i.date) as last_day,
             max(i.date) filter (where e.edited_at is null or i.won_at > e.edited_at) as last_since,
             max(max(i.date)) over (partition by i.user_id, i.game) as last_win
      from islands i left join edits e on e.user_id = i.user_id and e.game = i.game
      group by i.user_id, i.game, i.island
    ),
    daily as (
      select user_id, game, sum(wins_since) as wins_since, max(last_since - first_day + 1) as best_since,
             max(last_win) as last_win, max(last_day - first_day + 1) filter (where last_day = last_win) as last_run
      from runs group by user_id, game
    ),
    endless as (
      select n.user_id, n.game, count(*) filter (where e.edited_at is null or n.won_at > e.edited_at) as wins_since
      from endless_wins n left join edits e on e.user_id = n.user_id and e.game = n.game
      where ${scope(sql`n.user_id`)}
      group by n.user_id, n.game
    ),
    keys as (
      select user_id, game from game_stats where ${scope(sql`user_id`)} union select user_id, game from daily
      union select user_id, game from endless union select user_id, game from edits
    ),
    checked as (
      select k.user_id, k.game, e.edited_at is not null as edited, s.id is not null as has_row,
             s.total_games_played as kept_total, s.total_daily_games_played as kept_daily, s.best_daily_streak as kept_best,
             s.current_daily_streak as kept_current, s.last_daily_win_date as kept_last,
             coalesce(e.total_games, 0) + coalesce(d.wins_since, 0) + coalesce(n.wins_since, 0) as total,
             coalesce(e.daily_games, 0) + coalesce(d.wins_since, 0) as daily_games,
             greatest(coalesce(e.best_streak, 0), coalesce(d.best_since, 0)) as best,
             coalesce(d.last_run, 0) as current, d.last_win, coalesce(d.last_win < ${options.yesterday}::date, false) as broken
      from keys k
      left join game_stats s on s.user_id = k.user_id and s.game = k.game
      left join daily d on d.user_id = k.user_id and d.game = k.game
      left join endless n on n.user_id = k.user_id and n.game = k.game
      left join edits e on e.user_id = k.user_id and e.game = k.game
    ),
    diffs as (
      select 'game_stats' as table_name, c.user_id, c.game, null::date as day, null::text as achievement, f.field, f.kept, f.recounted
      from checked c
      cross join lateral (values
        ('total_games_played', c.kept_total::text, c.total::text),
        ('total_daily_games_played', c.kept_daily::text, c.daily_games::text),
        ('best_daily_streak', c.kept_best::text, c.best::text),
        ('last_daily_win_date', c.kept_last::text, c.last_win::text),
        ('current_daily_streak', c.kept_current::text,
          case when c.kept_current = c.current or (c.kept_current = 0 and c.broken) then c.kept_current::text
               when c.broken then c.current || ' (or 0: broken)' else c.current::text end)
      ) as f(field, kept, recounted)
      where c.has_row and f.kept is distinct from f.recounted
      union all
      select 'game_stats', c.user_id, c.game, null, null, 'row', null, 'present (' || c.daily_games || ' daily, ' || c.total || ' in all)'
      from checked c
      where not c.has_row and c.total > 0
    )`;
  return summarise(db, ctes, options.limit, sql`select count(*) from checked where edited`);
}

/** users.total_games_across_all, max_current_streak and max_best_streak against the player's game_stats rows. */
export function recountUserTotals(db: Db, options: { limit: number; players?: PlayerScope }): Promise<CheckCounts> {
  const ctes = sql`
    totals as (
      select user_id, sum(total_games_played)::int as total, max(current_daily_streak) as max_current, max(best_daily_streak) as max_best
      from game_stats where ${inScope(sql`user_id`, options.players)} group by user_id
    ),
    checked as (
      select u.id as user_id, u.total_games_across_all, u.max_current_streak, u.max_best_streak,
             coalesce(t.total, 0) as total, coalesce(t.max_current, 0) as max_current, coalesce(t.max_best, 0) as max_best
      from users u left join totals t on t.user_id = u.id
      where ${inScope(sql`u.id`, options.players)}
    ),
    diffs as (
      select 'users' as table_name, c.user_id, null::text as game, null::date as day, null::text as achievement, f.field, f.kept, f.recounted
      from checked c
      cross join lateral (values
        ('total_games_across_all', c.total_games_across_all::text, c.total::text),
        ('max_current_streak', c.max_current_streak::text, c.max_current::text),
        ('max_best_streak', c.max_best_streak::text, c.max_best::text)
      ) as f(field, kept, recounted)
      where f.kept is distinct from f.recounted
    )`;
  return summarise(db, ctes, options.limit);
}

/** achievements.unlocked_count against the user_achievements rows of each achievement. */
export function recountUnlockCounts(db: Db, options: { limit: number }): Promise<CheckCounts> {
  const ctes = sql`
    counted as (select achievement_id, count(*)::int as unlocks from user_achievements group by achievement_id),
    checked as (
      select a.key, a.unlocked_count, coalesce(c.unlocks, 0) as unlocks
      from achievements a left join counted c on c.achievement_id = a.id
    ),
    diffs as (
      select 'achievements' as table_name, null::text as user_id, null::text as game, null::date as day, key as achievement,
             'unlocked_count' as field, unlocked_count::text as kept, unlocks::text as recounted
      from checked where unlocked_count <> unlocks
    )`;
  return summarise(db, ctes, options.limit);
}

/**
 * Every won daily_game_states row has its daily_wins row (same player, game and day), and every
 * daily_wins row has a won state.
 */
export function matchDailyWinsAndStates(db: Db, options: { limit: number; players?: PlayerScope }): Promise<CheckCounts> {
  const ctes = sql`
    pairs as (
      select coalesce(s.user_id, w.user_id) as user_id, coalesce(s.game, w.game) as game, coalesce(s.date, w.date) as date,
             s.id as state_id, s.game_won, w.id as win_id
      from (select * from daily_game_states where ${inScope(sql`user_id`, options.players)}) s
      full join (select * from daily_wins where ${inScope(sql`user_id`, options.players)}) w on w.user_id = s.user_id and w.game = s.game and w.date = s.date
    ),
    checked as (select * from pairs where game_won or win_id is not null),
    diffs as (
      select case when win_id is null then 'daily_wins' else 'daily_game_states' end as table_name,
             user_id, game, date as day, null::text as achievement,
             case when win_id is not null and state_id is not null then 'game_won' else 'row' end as field,
             case when win_id is not null and state_id is not null then 'false' end as kept,
             case when win_id is null then 'present (the daily_game_states row is won)'
                  when state_id is null then 'present and won (a daily_wins row exists)'
                  else 'true (a daily_wins row exists)' end as recounted
      from checked
      where (game_won and win_id is null) or (win_id is not null and game_won is not true)
    )`;
  return summarise(db, ctes, options.limit);
}

/**
 * daily_win_counts (summed over its shards) against daily_wins, per game, day and bucket (least(attempts, 10)):
 * the kept wins and guesses are at least the recorded ones. Not equal: a deleted account's wins leave
 * daily_wins with it but stay counted (the counts are of wins recorded, as the stats text says), so only
 * fewer kept than recorded is a difference.
 */
export function recountDailyWinCounts(db: Db, options: { limit: number; fromDay?: string }): Promise<CheckCounts> {
  // The days from `fromDay` on only (an incremental check): daily_wins_date_brin_idx finds their rows.
  const days = options.fromDay === undefined ? sql`true` : sql`date >= ${options.fromDay}::date`;
  const ctes = sql`
    kept as (
      select game, date, guesses, sum(wins)::int as wins, sum(total_guesses)::bigint as total_guesses
      from daily_win_counts where ${days} group by game, date, guesses
    ),
    recorded as (
      select game, date, least(attempts, 10) as guesses, count(*)::int as wins, sum(attempts)::bigint as total_guesses
      from daily_wins where ${days} group by game, date, least(attempts, 10)
    ),
    checked as (
      select coalesce(k.game, r.game) as game, coalesce(k.date, r.date) as date, coalesce(k.guesses, r.guesses) as guesses,
             coalesce(k.wins, 0) as kept_wins, coalesce(r.wins, 0) as recorded_wins,
             coalesce(k.total_guesses, 0) as kept_guesses, coalesce(r.total_guesses, 0) as recorded_guesses
      from kept k full join recorded r on r.game = k.game and r.date = k.date and r.guesses = k.guesses
    ),
    diffs as (
      select 'daily_win_counts' as table_name, null::text as user_id, game, date as day, null::text as achievement,
             'wins in ' || case when guesses = 10 then '10+' else guesses::text end || ' guesses' as field,
             kept_wins::text as kept, 'at least ' || recorded_wins as recounted
      from checked where kept_wins < recorded_wins
      union all
      select 'daily_win_counts', null::text, game, date, null::text,
             'total guesses of the wins in ' || case when guesses = 10 then '10+' else guesses::text end,
             kept_guesses::text, 'at least ' || recorded_guesses
      from checked where kept_guesses < recorded_guesses
    )`;
  return summarise(db, ctes, options.limit);
}

/**
 * leaderboard_standings against the standings that game_stats and the usernames make, read from the same function
 * the triggers write them with (leaderboard_standings_wanted, drizzle/0012_standings_wanted.sql): a missing,
 * extra or different row is a difference.
 */
export function recountStandings(db: Db, options: { limit: number; players?: PlayerScope }): Promise<CheckCounts> {
  const scope = (column: SQL) => inScope(column, options.players);
  const ctes = sql`
    wanted as (select * from leaderboard_standings_wanted(array(select distinct user_id from game_stats where ${scope(sql`user_id`)}))),
    checked as (
      select coalesce(w.board, s.board) as board, coalesce(w.user_id, s.user_id) as user_id,
             case when s.user_id is not null then concat_ws(' ', s.name_key, s.best_streak, s.daily_games, coalesce(s.run_last::text, '-'), s.run_streak, s.run_streak_today) end as kept,
             case when w.user_id is not null then concat_ws(' ', w.name_key, w.best_streak, w.daily_games, coalesce(w.run_last::text, '-'), w.run_streak, w.run_streak_today) end as recounted
      from wanted w full join (select * from leaderboard_standings where ${scope(sql`user_id`)}) s on s.board = w.board and s.user_id = w.user_id
    ),
    diffs as (
      select 'leaderboard_standings' as table_name, user_id, board as game, null::date as day, null::text as achievement,
             'name best daily run_last run run_today' as field, kept, recounted
      from checked where kept is distinct from recounted
    )`;
  return summarise(db, ctes, options.limit);
}
