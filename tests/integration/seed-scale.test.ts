import { sql } from 'drizzle-orm';
import { seedScalePlayers } from '@/db/seed-scale';
import { GAME_IDS } from '@/lib/games/types';
import { bestStreak, currentStreak, effectiveCurrentStreak } from '@/lib/games/streak';
import { getLeaderboard } from '@/lib/services/leaderboard/ranking';
import { chicagoDate } from '@/lib/time';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
const today = chicagoDate();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => { await database.destroy(); });

interface KeptRow {
  user_id: string;
  game: string;
  current_daily_streak: number;
  best_daily_streak: number;
  last_daily_win_date: string | null;
  total_daily_games_played: number;
  total_games_played: number;
  wins: string[] | null;
}

async function keptValuesWithHistory(): Promise<KeptRow[]> {
  const result = await db().execute(sql`
    select s.user_id, s.game, s.current_daily_streak, s.best_daily_streak, s.last_daily_win_date::text as last_daily_win_date,
           s.total_daily_games_played, s.total_games_played,
           (select array_agg(w.date::text order by w.date) from daily_wins w where w.user_id = s.user_id and w.game = s.game) as wins
    from game_stats s`);
  return ((result as { rows?: KeptRow[] }).rows ?? (result as unknown as KeptRow[])) as KeptRow[];
}

test('adds N players with stats in each game whose kept streaks agree with a recomputation from their daily wins', async () => {
  const first = await seedScalePlayers(db(), { players: 400, batch: 'one', today });
  expect(first.players).toBe(400);
  // About 60% of players in each game (a few with endless wins only still have a row).
  expect(first.gameStats).toBeGreaterThan(400 * GAME_IDS.length * 0.5);
  expect(first.gameStats).toBeLessThan(400 * GAME_IDS.length * 0.7);

  const rows = await keptValuesWithHistory();
  expect(rows).toHaveLength(first.gameStats);
  expect(rows.reduce((sum, row) => sum + (row.wins?.length ?? 0), 0)).toBe(first.dailyWins);
  for (const row of rows) {
    const wins = row.wins ?? [];
    expect({ row: row.user_id, kept: [effectiveCurrentStreak({ current: row.current_daily_streak, lastWinDate: row.last_daily_win_date }, today), row.best_daily_streak, row.total_daily_games_played, row.last_daily_win_date] })
      .toEqual({ row: row.user_id, kept: [currentStreak(wins, today), bestStreak(wins), wins.length, wins.at(-1) ?? null] });
    expect(row.total_games_played).toBeGreaterThanOrEqual(row.total_daily_games_played);
  }
  const alive = rows.filter((row) => currentStreak(row.wins ?? [], today) > 0).length;
  expect(alive).toBeGreaterThan(0);
  expect(alive).toBeLessThan(rows.length); // some streaks are broken, read as 0
});

test('a second run adds its own players next to the first, and the leaderboard ranks them all', async () => {
  const second = await seedScalePlayers(db(), { players: 100, batch: 'two', today });
  const counted = await db().execute(sql`select count(*)::int as n from users`);
  const [{ n }] = ((counted as { rows?: { n: number }[] }).rows ?? (counted as unknown as { n: number }[]));
  expect(n).toBe(500);
  expect(second.gameStats).toBeGreaterThan(0);
  const ranking = await getLeaderboard(db(), { limit: 100 });
  expect(ranking.users).toHaveLength(100);
  expect(ranking.users[0].current_streak).toBeGreaterThan(0);
});

test('issue 38: the seeded history has what the pages show besides wins: endless wins, won rounds, pictures, feedback', async () => {
  const counted = await db().execute(sql`
    select (select count(*)::int from endless_wins) as endless, (select count(*)::int from daily_game_states where game_won) as won_rounds,
           (select count(*)::int from daily_wins) as wins, (select count(*)::int from profile_pictures) as pictures,
           (select count(*)::int from users where profile_picture is not null) as with_picture, (select count(*)::int from feedback) as feedback`);
  const [row] = ((counted as { rows?: Record<string, number>[] }).rows ?? (counted as unknown as Record<string, number>[]));
  expect(row.endless).toBeGreaterThan(0);
  expect(row.won_rounds).toBe(row.wins);
  expect(row.pictures).toBe(0); // the runs above gave no picture
  expect(row.feedback).toBeGreaterThanOrEqual(4); // one player in 100
  await seedScalePlayers(db(), { players: 100, batch: 'pics', today, picture: new Uint8Array([82, 73, 70, 70]) });
  const after = await db().execute(sql`select count(*)::int as n from users u join profile_pictures p on p.filename = u.profile_picture and p.user_id = u.id`);
  expect(((after as { rows?: { n: number }[] }).rows ?? (after as unknown as { n: number }[]))[0].n).toBe(5);
});
