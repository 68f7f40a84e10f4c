/**
 * The leaderboard standings and their counts (issue 29, migrations 0011 and 0012) are kept by triggers inside each
 * win's transaction. On a real PostgreSQL server with a pool of several connections: many players winning every game
 * at once (a player's five wins in parallel, as from five tabs) end without a deadlock or a lost update, and the kept
 * standings, counts and every other kept value recount clean. PGlite has one connection and cannot show this.
 */
import { openPostgres, migrateDatabase, type Database } from '@/db/client';
import { STARTUP_DEADLINE_MS } from '@/db/deadline';
import { readLeaderboard } from '@/db/queries/leaderboard';
import { getItems } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import { GAME_IDS } from '@/lib/games/types';
import { recordDailyGuess } from '@/lib/services/daily/recording';
import { getLeaderboardRank } from '@/lib/services/leaderboard/rank';
import { checkConsistency, formatReport } from '@/lib/services/site/consistency-check';
import { addDays, chicagoDate, chicagoDayStart } from '@/lib/time';
import { insertUser } from '@/tests/helpers/progress-fixtures';
import { createScratchPostgresDatabase, type ScratchDatabase } from '@/tests/helpers/test-db';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PLAYERS = 24;

let scratch: ScratchDatabase;
let database: Database;

beforeAll(async () => {
  scratch = await createScratchPostgresDatabase(SERVER_URL, 'guessdle_standings');
  database = await openPostgres(scratch.url, { max: 8, deadlineMs: STARTUP_DEADLINE_MS });
  await migrateDatabase(database);
}, 60_000);
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

/** Every player wins every game's puzzle of `date` at once: PLAYERS × 5 transactions over 8 connections. */
async function everyoneWinsEverything(players: readonly string[], date: string) {
  const at = new Date(chicagoDayStart(date).getTime() + 12 * 3_600_000);
  const wins = players.flatMap((userId) =>
    GAME_IDS.map((id) => {
      const secret = getItems(id)[0];
      return recordDailyGuess(database.db, userId, { game: getGame(id)!, date, secret }, secret, { now: at });
    }),
  );
  return Promise.allSettled(wins);
}

test('many players winning all five games at once: no deadlock, and the standings and counts recount clean', async () => {
  const players: string[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await insertUser(database.db));
  const today = chicagoDate();
  for (const date of [addDays(today, -1), today]) {
    const outcomes = await everyoneWinsEverything(players, date);
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String((outcome as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);
  }

  const report = await checkConsistency(database.db);
  expect(formatReport(report).at(-1)).toBe(`db:check: clean (${report.checks.length} checks, no differences)`);
  // Two days won in every game: every player has a 2-day streak everywhere, and counts once on each board.
  for (const game of [undefined, ...GAME_IDS]) {
    const list = await readLeaderboard(database.db, { game, limit: 1_000, yesterday: addDays(today, -1) });
    expect(list.map((row) => row.currentStreak)).toEqual(players.map(() => 2));
    const position = new Map(list.map((row, index) => [row.id, index + 1]));
    for (const userId of players) expect(await getLeaderboardRank(database.db, { userId, game })).toEqual({ rank: position.get(userId), total: PLAYERS });
  }
}, 120_000);
