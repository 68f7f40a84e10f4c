import { sql } from 'drizzle-orm';
import { GAME_IDS } from '../lib/games/types';
import type { Db } from './client';
import { rowsOf } from './queries/rows';

/**
 * Bulk players for measuring pages at scale (`npm run seed:scale`). Everything is generated inside the
 * database by INSERT ... SELECT over generate_series, one statement per table, so 100,000 players are a
 * few statements rather than a few million round trips.
 *
 * Per player and game a stable hash of (batch, player, game) decides the kept values:
 * - 60% of players have a game_stats row in each game; 85% of those have daily wins, the rest endless only;
 * - current streak 1-8 ending on the last win day; 30% of last wins are today or yesterday (alive), the
 *   others 2-61 days ago (broken, read as 0);
 * - a quarter also have an older run of 1-10 winning days, ending two days before the current streak
 *   starts (one missed day between); the best streak is the longer of the two;
 * - daily_wins holds exactly those days, so total daily games = number of wins, and a recomputation of
 *   the streaks from history agrees with the kept values; daily_win_counts counts those wins too.
 */
export interface ScaleSeedResult {
  players: number;
  gameStats: number;
  dailyWins: number;
}

export async function seedScalePlayers(db: Db, options: { players: number; batch: string; today: string }): Promise<ScaleSeedResult> {
  const { players, batch, today } = options;
  const games = sql.raw(`array[${GAME_IDS.map((game) => `'${game}'`).join(', ')}]::text[]`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, username, created_at)
      select 'scale-' || ${batch} || '-' || n, 'S' || ${batch} || n, now()
      from generate_series(1, ${players}::int) as n`);
    await tx.execute(sql`
      create temporary table scale_plan on commit drop as
      select user_id, game,
             (h % 100) < 85 as wins_daily,
             (1 + (h / 100) % 8)::int as current,
             (case when (h / 800) % 4 = 0 then 1 + (h / 3200) % 10 else 0 end)::int as older_best,
             ${today}::date - (case when (h / 32000) % 10 < 3 then (h / 320000) % 2 else 2 + (h / 320000) % 60 end)::int as last_win,
             ((h / 19200000) % 20)::int as endless
      from (
        select 'scale-' || ${batch} || '-' || n as user_id, game,
               abs(hashtext(${batch} || '/' || n || '/' || game)::bigint) as h
        from generate_series(1, ${players}::int) as n, unnest(${games}) as game
        where abs(hashtext('plays/' || ${batch} || '/' || n || '/' || game)::bigint) % 10 < 6
      ) hashed`);
    const stats = await tx.execute(sql`
      insert into game_stats (user_id, game, total_games_played, total_daily_games_played, current_daily_streak, best_daily_streak, last_daily_win_date, last_played_at)
      select user_id, game,
             case when wins_daily then current + older_best else 0 end + endless,
             case when wins_daily then current + older_best else 0 end,
             case when wins_daily then current else 0 end,
             case when wins_daily then greatest(current, older_best) else 0 end,
             case when wins_daily then last_win end,
             last_win::timestamp at time zone 'America/Chicago' + interval '12 hours'
      from scale_plan
      where wins_daily or endless > 0`);
    // The wins and, in the same statement, everyone's kept counts of them (daily_win_counts, shard 0).
    const wins = await tx.execute(sql`
      with inserted as (
        insert into daily_wins (user_id, game, date, attempts, won_at)
        select user_id, game, day, 1 + (k % 6), day::timestamp at time zone 'America/Chicago' + interval '12 hours'
        from (
          select user_id, game, k, last_win - k as day from scale_plan, generate_series(0, current - 1) as k where wins_daily
          union all
          select user_id, game, k, last_win - current - 1 - k from scale_plan, generate_series(0, older_best - 1) as k where wins_daily and older_best > 0
        ) days
        returning game, date, attempts
      ),
      counted as (
        insert into daily_win_counts (game, date, guesses, shard, wins, total_guesses)
        select game, date, least(attempts, 10), 0, count(*), sum(attempts) from inserted group by game, date, least(attempts, 10)
        on conflict (game, date, guesses, shard)
        do update set wins = daily_win_counts.wins + excluded.wins, total_guesses = daily_win_counts.total_guesses + excluded.total_guesses
      )
      select count(*)::int as wins from inserted`);
    const [{ wins: dailyWins }] = rowsOf<{ wins: number }>(wins);
    return { players, gameStats: affected(stats), dailyWins: Number(dailyWins) };
  });
}

/** Rows written, from either driver's result (postgres.js: count; PGlite: affectedRows). */
function affected(result: unknown): number {
  const r = result as { count?: number; affectedRows?: number };
  return Number(r.count ?? r.affectedRows ?? 0);
}
