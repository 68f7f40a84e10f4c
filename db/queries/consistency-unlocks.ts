/**
 * The unlock recount of `npm run db:check` (lib/services/site/consistency-check.ts): the unlocks the history earns
 * under the catalogue's rules against user_achievements. The other recounts are in ./consistency.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { inScope, summarise, type CheckCounts, type PlayerScope } from './consistency';

/** One catalogue entry as the unlock recount reads it (lib/achievements/definitions.ts). */
export interface UnlockRule {
  key: string;
  kind: string;
  game: string | null;
  threshold: number | null;
}

/** The rule kinds whose grant reads game_stats (lib/services/achievements/achievements.ts factsFrom), which an admin may edit. */
const KEPT_STATS_KINDS = ['best-streak', 'total-wins', 'game-daily-wins', 'all-games'];

/** What the unlock rules read besides the history: the catalogue's rules, the games, the activities' types. */
export interface UnlockRulesInput {
  rules: readonly UnlockRule[];
  games: readonly string[];
  activities: { howToPlay: string; easterEgg: string };
  players?: PlayerScope;
}

/**
 * The CTEs that end in `earned (user_id, key, kind)`: the unlocks the history earns, by the rules of
 * lib/achievements/qualify.ts applied to daily_wins, endless_wins, user_activities and the role, for the players in
 * scope at once. Read by the check below, and by the scale seed to grant what its history earns (db/seed-scale.ts).
 */
export function earnedUnlocks(options: UnlockRulesInput): SQL {
  const rules = JSON.stringify(options.rules);
  const games = JSON.stringify(options.games);
  const scope = (column: SQL) => inScope(column, options.players);
  return sql`
    rules as (select * from jsonb_to_recordset(${rules}::jsonb) as r(key text, kind text, game text, threshold int)),
    games as (select jsonb_array_elements_text(${games}::jsonb) as game),
    islands as (
      select user_id, game, date, date - (row_number() over (partition by user_id, game order by date))::int as island
      from daily_wins where ${scope(sql`user_id`)}
    ),
    runs as (
      select user_id, game, count(*)::int as days, max(date) as last_day, max(max(date)) over (partition by user_id, game) as last_win
      from islands group by user_id, game, island
    ),
    per_game as materialized (
      select user_id, game, sum(days)::int as daily_wins, max(days) as best_run,
             bool_or(days >= 3 and last_day < last_win) as came_back
      from runs group by user_id, game
    ),
    per_player as materialized (
      select user_id, max(best_run) as best_run, bool_or(came_back) as came_back,
             count(*) filter (where game in (select game from games))::int as games_won
      from per_game group by user_id
    ),
    total_wins as materialized (
      select user_id, sum(wins)::int as wins from (
        select user_id, count(*) as wins from daily_wins where ${scope(sql`user_id`)} group by user_id
        union all select user_id, count(*) from endless_wins where ${scope(sql`user_id`)} group by user_id
      ) w group by user_id
    ),
    sweeps as materialized (
      -- One daily_wins row per player, game and day: counting rows counts games.
      select distinct user_id from daily_wins where game in (select game from games) and ${scope(sql`user_id`)}
      group by user_id, date having count(*) = (select count(*) from games)
    ),
    earned as (
      select p.user_id, r.key, r.kind from rules r join per_game p on r.kind = 'best-streak' and r.game = p.game and p.best_run >= r.threshold
      union all select p.user_id, r.key, r.kind from rules r join per_player p on r.kind = 'best-streak' and r.game is null and p.best_run >= r.threshold
      union all select p.user_id, r.key, r.kind from rules r join per_game p on r.kind = 'game-daily-wins' and r.game = p.game and p.daily_wins >= r.threshold
      union all select t.user_id, r.key, r.kind from rules r join total_wins t on r.kind = 'total-wins' and t.wins >= r.threshold
      union all select p.user_id, r.key, r.kind from rules r join per_player p
        on (r.kind = 'all-games' and p.games_won = (select count(*) from games)) or (r.kind = 'broken-streak' and p.came_back)
      union all select w.user_id, r.key, r.kind from rules r join (select distinct user_id from daily_wins where attempts = 1 and ${scope(sql`user_id`)}) w on r.kind = 'flawless'
      union all select s.user_id, r.key, r.kind from rules r join sweeps s on r.kind = 'same-day-sweep'
      union all select a.user_id, r.key, r.kind from rules r join (select distinct user_id, activity_type from user_activities where ${scope(sql`user_id`)}) a
        on (r.kind = 'how-to-play' and a.activity_type = ${options.activities.howToPlay}) or (r.kind = 'capybara' and a.activity_type = ${options.activities.easterEgg})
      union all select u.id, r.key, r.kind from rules r join users u on r.kind = 'owner' and u.role = 'owner' and ${scope(sql`u.id`)}
    )`;
}

/**
 * Unlocks the history earns (earnedUnlocks) but user_achievements lacks. Left out: a pair whose revocation stands
 * (achievement_revocations), and, for the kinds that read game_stats, players whose stats an admin edited (the grant
 * reads the edited values). `checked` counts the unlocks the history earns.
 */
export function findMissingUnlocks(db: Db, options: UnlockRulesInput & { limit: number }): Promise<CheckCounts> {
  const keptKinds = JSON.stringify(KEPT_STATS_KINDS);
  const ctes = sql`
    ${earnedUnlocks(options)},
    revoked as (select user_id, achievement_id from achievement_revocations),
    stats_edited as (
      select distinct target_user_id as user_id from admin_audit_log where action = 'user.stats' and target_user_id is not null and ${inScope(sql`target_user_id`, options.players)}
    ),
    checked as (
      select e.user_id, e.key, a.id as achievement_id,
             exists (select 1 from user_achievements ua where ua.user_id = e.user_id and ua.achievement_id = a.id) as unlocked,
             exists (select 1 from revoked v where v.user_id = e.user_id and v.achievement_id = a.id)
               or (e.kind in (select jsonb_array_elements_text(${keptKinds}::jsonb)) and exists (select 1 from stats_edited s where s.user_id = e.user_id)) as excused
      from earned e join achievements a on a.key = e.key
    ),
    diffs as (
      select 'user_achievements' as table_name, user_id, null::text as game, null::date as day, key as achievement,
             'row' as field, null::text as kept, 'present (earned by the history)' as recounted
      from checked where not unlocked and not excused
    )`;
  return summarise(db, ctes, options.limit, sql`select count(*) from checked where not unlocked and excused`);
}
