import { sql } from 'drizzle-orm';
import { GAME_IDS } from '../lib/games/types';
import type { Db } from './client';
import { earnedUnlocks, type UnlockRulesInput } from './queries/consistency-unlocks';
import { rowsOf } from './queries/rows';

/**
 * Bulk players for measuring pages at scale (`npm run seed:scale`). Everything is generated inside the
 * database by INSERT ... SELECT over generate_series, one statement per table and batch of players, so a
 * million players are a few hundred statements rather than tens of millions of rows sent one by one (or
 * streamed: the rows are made where they are stored, on PostgreSQL and PGlite alike). Each batch is its own
 * transaction, so memory stays that of one batch and a long run shows its progress.
 *
 * Per player and game a stable hash of (batch, player, game) decides the kept values:
 * - 60% of players have a game_stats row in each game; 85% of those have daily wins, the rest endless only;
 * - current streak 1-8 ending on the last win day; 30% of last wins are today or yesterday (alive), the
 *   others 2-301 days ago (broken, read as 0): the history spans about a year;
 * - a quarter also have an older run of 1-10 winning days, ending two days before the current streak
 *   starts (one missed day between); the best streak is the longer of the two;
 * - daily_wins holds exactly those days, each with its won daily_game_states row; endless wins (0-3 a game) are
 *   endless_wins rows; total games = daily + endless wins, so a recount from the history agrees with the kept
 *   values (`npm run db:check` is clean); daily_win_counts counts the wins too;
 * - the unlocks the history earns are granted (the rules db:check applies, db/queries/consistency.ts);
 * - 5% of players have a profile picture (one small WebP stored per player), 1% sent a feedback message.
 */
export interface ScaleSeedResult {
  players: number;
  gameStats: number;
  dailyWins: number;
  endlessWins: number;
  unlocks: number;
}

export interface ScaleSeedOptions {
  players: number;
  batch: string;
  today: string;
  /** Players per transaction. */
  chunk?: number;
  /** The unlock rules (lib/achievements/unlock-rules.ts): without them no unlocks are granted. */
  unlockRules?: Omit<UnlockRulesInput, 'players'>;
  /** The bytes of the pictures stored for 5% of the players (a small WebP). */
  picture?: Uint8Array;
  onChunk?: (done: number, total: number) => void;
}

const DEFAULT_CHUNK = 50_000;

/**
 * When a win on `day` happened: noon in Chicago, but never after half an hour ago (today's wins are in the past, so
 * that `npm run db:check`'s "changed since the last run" does not count every player who won today as new).
 */
const wonOn = (day: ReturnType<typeof sql>, plus = sql`interval '0 minutes'`) =>
  sql`greatest(${day}::timestamp at time zone 'America/Chicago' + interval '1 minute', least(${day}::timestamp at time zone 'America/Chicago' + interval '12 hours' + ${plus}, now() - interval '30 minutes'))`;

/** A player's id: zero-padded, so that a batch's ids are one range of every user_id index. */
const playerId = (batch: string, n: number) => `scale-${batch}-${String(n).padStart(8, '0')}`;

export async function seedScalePlayers(db: Db, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const { players, chunk = DEFAULT_CHUNK } = options;
  const total: ScaleSeedResult = { players, gameStats: 0, dailyWins: 0, endlessWins: 0, unlocks: 0 };
  for (let from = 1; from <= players; from += chunk) {
    const to = Math.min(players, from + chunk - 1);
    const part = await seedChunk(db, options, from, to);
    total.gameStats += part.gameStats;
    total.dailyWins += part.dailyWins;
    total.endlessWins += part.endlessWins;
    options.onChunk?.(to, players);
  }
  if (!options.unlockRules) return total;
  // The unlocks read the whole history just written: the planner needs its statistics first (a batch's reads planned
  // on the empty tables' figures take minutes instead of seconds).
  await db.execute(sql`analyze users, game_stats, daily_wins, endless_wins, user_achievements`);
  for (let from = 1; from <= players; from += chunk) {
    const to = Math.min(players, from + chunk - 1);
    total.unlocks += await db.transaction((tx) => grantEarnedUnlocks(tx, options.unlockRules!, from, to, options.batch));
  }
  return total;
}

async function seedChunk(db: Db, options: ScaleSeedOptions, from: number, to: number): Promise<Omit<ScaleSeedResult, 'players'>> {
  const { batch, today } = options;
  const games = sql.raw(`array[${GAME_IDS.map((game) => `'${game}'`).join(', ')}]::text[]`);
  const id = sql`'scale-' || ${batch} || '-' || lpad(n::text, 8, '0')`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, username, created_at, last_login)
      select ${id}, 'S' || ${batch} || n, now() - (n % 365) * interval '1 day', now() - (n % 30) * interval '1 day'
      from generate_series(${from}::int, ${to}::int) as n`);
    await tx.execute(sql`
      create temporary table scale_plan on commit drop as
      select user_id, game,
             (h % 100) < 85 as wins_daily,
             (1 + (h / 100) % 8)::int as current,
             (case when (h / 800) % 4 = 0 then 1 + (h / 3200) % 10 else 0 end)::int as older_best,
             ${today}::date - (case when (h / 32000) % 10 < 3 then (h / 320000) % 2 else 2 + (h / 320000) % 300 end)::int as last_win,
             greatest(0, (h / 96000000) % 8 - 4)::int as endless
      from (
        select ${id} as user_id, game,
               abs(hashtext(${batch} || '/' || n || '/' || game)::bigint) as h
        from generate_series(${from}::int, ${to}::int) as n, unnest(${games}) as game
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
             ${wonOn(sql`last_win`)}
      from scale_plan
      where wins_daily or endless > 0`);
    await skipForeignKeyChecks(tx);
    // The wins in date order (a BRIN index on the date finds a day's rows), each with its won state, and in the same
    // statement everyone's kept counts of them (daily_win_counts, shard 0).
    const wins = await tx.execute(sql`
      with days as materialized (
        select user_id, game, day, 1 + (k % 6) as attempts, ${wonOn(sql`day`)} as won_at
        from (
          select user_id, game, k, last_win - k as day from scale_plan, generate_series(0, current - 1) as k where wins_daily
          union all
          select user_id, game, k, last_win - current - 1 - k from scale_plan, generate_series(0, older_best - 1) as k where wins_daily and older_best > 0
        ) planned
        order by day, user_id, game
      ),
      inserted as (
        insert into daily_wins (user_id, game, date, attempts, won_at)
        select user_id, game, day, attempts, won_at from days
        returning game, date, attempts
      ),
      states as (
        insert into daily_game_states (user_id, game, date, game_won, guessed_cards, attempts_data, created_at, updated_at)
        select user_id, game, day, true, to_jsonb(array_fill('?'::text, array[attempts])), '[]'::jsonb, won_at, won_at from days
      ),
      counted as (
        insert into daily_win_counts (game, date, guesses, shard, wins, total_guesses)
        select game, date, least(attempts, 10), 0, count(*), sum(attempts) from inserted group by game, date, least(attempts, 10)
        on conflict (game, date, guesses, shard)
        do update set wins = daily_win_counts.wins + excluded.wins, total_guesses = daily_win_counts.total_guesses + excluded.total_guesses
      )
      select count(*)::int as wins from inserted`);
    const endless = await tx.execute(sql`
      insert into endless_wins (user_id, game, round_id, item_name, attempts, won_at)
      select user_id, game, 'scale-' || game || '-' || k, 'Seeded', 1 + k % 5, ${wonOn(sql`last_win`, sql`k * interval '1 minute'`)}
      from scale_plan, generate_series(1, endless) as k
      where endless > 0`);
    if (options.picture) await storePictures(tx, options.picture, from, to, options.batch);
    await tx.execute(sql`
      insert into feedback (type, subject, message, user_id, status, created_at, updated_at)
      select (array['feedback', 'bug', 'feature', 'question'])[1 + n % 4], 'Seeded message ' || n, 'A message from a seeded player.', ${id},
             (array['new', 'in_progress', 'resolved', 'closed'])[1 + (n / 4) % 4], now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day'
      from generate_series(${from}::int, ${to}::int) as n where n % 100 = 7`);
    const [{ wins: dailyWins }] = rowsOf<{ wins: number }>(wins);
    return { gameStats: affected(stats), dailyWins: Number(dailyWins), endlessWins: affected(endless), unlocks: 0 };
  });
}

/**
 * The history rows below point only at the players this transaction has just inserted: checking each row's foreign
 * key (a quarter of the time of the wins' statement) can be skipped where the role may (a superuser, or PGlite):
 * session_replication_role = replica until the transaction ends, which also skips user triggers, so it comes after
 * game_stats (whose triggers keep the standings and totals). Elsewhere the keys are checked as usual.
 */
async function skipForeignKeyChecks(tx: Db): Promise<void> {
  try {
    await tx.transaction((savepoint) => savepoint.execute(sql`set local session_replication_role = replica`));
  } catch {
    // Not allowed for this role: the checks run.
  }
}

/** The unlocks the history of players [from, to] earns, granted at their last win (a trigger counts them, drizzle/0005). */
async function grantEarnedUnlocks(tx: Db, rules: Omit<UnlockRulesInput, 'players'>, from: number, to: number, batch: string): Promise<number> {
  const players = { from: playerId(batch, from), to: playerId(batch, to) };
  const granted = await tx.execute(sql`
    with ${earnedUnlocks({ ...rules, players })},
    granted as (
      insert into user_achievements (user_id, achievement_id, unlocked_at, notified)
      select e.user_id, a.id, coalesce((select max(s.last_played_at) from game_stats s where s.user_id = e.user_id), now()), true
      from earned e join achievements a on a.key = e.key
      on conflict (user_id, achievement_id) do nothing
      returning achievement_id
    )
    select count(*)::int as unlocks from granted`);
  return Number(rowsOf<{ unlocks: number }>(granted)[0].unlocks);
}

/** One picture for every 20th player of the batch, and their users row pointing at it. */
async function storePictures(tx: Db, bytes: Uint8Array, from: number, to: number, batch: string): Promise<void> {
  const hex = Buffer.from(bytes).toString('hex');
  await tx.execute(sql`
    with stored as (
      insert into profile_pictures (filename, user_id, content_type, byte_size, bytes, created_at)
      select md5(${batch} || '/' || n) || '.webp', 'scale-' || ${batch} || '-' || lpad(n::text, 8, '0'), 'image/webp', ${bytes.byteLength}, decode(${hex}, 'hex'), now()
      from generate_series(${from}::int, ${to}::int) as n where n % 20 = 3
      returning filename, user_id
    )
    update users u set profile_picture = s.filename from stored s where u.id = s.user_id`);
}

/** Rows written, from either driver's result (postgres.js: count; PGlite: affectedRows). */
function affected(result: unknown): number {
  const r = result as { count?: number; affectedRows?: number };
  return Number(r.count ?? r.affectedRows ?? 0);
}
