/**
 * Issue 29: everyone's numbers (daily_win_counts, kept in each win's transaction, read by GET
 * /api/daily/{game}/stats only after the viewer's own win), a player's own distribution, and yesterday's
 * answer on GET /api/daily/{game}.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { GET as getDaily } from '@/app/api/daily/[game]/route';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { GET as getDailyStats } from '@/app/api/daily/[game]/stats/route';
import { setDailyPuzzle } from '@/db/queries/daily-puzzles';
import { addDailyWinToCounts, readDayWinCounts } from '@/db/queries/daily-win-counts';
import { puzzleNumber } from '@/lib/games/daily';
import { emptyDistribution } from '@/lib/games/distribution';
import { findItemByName } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import { mergeGuestProgress } from '@/lib/services/account/guest-merge';
import { getEveryoneStats } from '@/lib/services/daily/everyone-stats';
import { getDailyForViewer } from '@/lib/services/daily/for-viewer';
import { forgetDailyPuzzles } from '@/lib/services/daily/puzzle';
import { recordDailyGuess } from '@/lib/services/daily/recording';
import { listGameStats } from '@/lib/services/stats/game-stats';
import { addDays, chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, insertUser, setTodaysSecret } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
const today = chicagoDate();
const params = { game: 'pokemon' };
const pokemon = getGame('pokemon')!;

beforeAll(async () => {
  database = await createTestDatabase();
  await setTodaysSecret(db(), 'pokemon', 'Eevee');
  await setDailyPuzzle(db(), { game: 'pokemon', date: addDays(today, -1), itemName: 'Snorlax', puzzleNumber: puzzleNumber(addDays(today, -1)) });
  forgetDailyPuzzles();
});
afterAll(async () => {
  await database.destroy();
});

/** Today's kept pokemon wins: the total and the exact guesses, summed over shards and buckets. */
async function kept(game = 'pokemon', date = today): Promise<{ wins: number; guesses: number }> {
  const rows = await readDayWinCounts(db(), game, date);
  return { wins: rows.reduce((sum, row) => sum + row.wins, 0), guesses: rows.reduce((sum, row) => sum + row.totalGuesses, 0) };
}

const guess = (name: string, extra: Record<string, unknown> = {}) =>
  callRoute<{ won: boolean; receipt?: string }>(postDailyGuess, { method: 'POST', params, body: { guess: name, ...extra } });
const stats = (receipt?: string) =>
  callRoute<Record<string, unknown>>(getDailyStats, { params, path: `/api/daily/pokemon/stats${receipt === undefined ? '' : `?receipt=${encodeURIComponent(receipt)}`}` });

describe('the counts move once per recorded win, in its transaction', () => {
  test('a signed-in win counts once: a resend under the same key and a second winning guess add nothing', async () => {
    const before = await kept();
    const userId = await insertUser(db());
    actAs(userId);
    await guess('Pikachu', { key: randomUUID() });
    const key = randomUUID();
    expect((await guess('Eevee', { key })).json.won).toBe(true);
    expect(await kept()).toEqual({ wins: before.wins + 1, guesses: before.guesses + 2 });
    await guess('Eevee', { key }); // the browser's resend
    await guess('Eevee', { key: randomUUID() }); // a second winning guess (another tab)
    expect(await kept()).toEqual({ wins: before.wins + 1, guesses: before.guesses + 2 });
  });

  test("a guest's win counts nothing (guests' wins are not recorded), and its merge at sign-in counts once", async () => {
    const before = await kept();
    actAs(null);
    const miss = await guess('Mew');
    const win = await guess('Eevee', { previousReceipt: miss.json.receipt }); // the page continues the guest round
    expect(await kept()).toEqual(before);
    const userId = await insertUser(db());
    const round = { guesses: ['Mew', 'Eevee'], receipts: [miss.json.receipt!, win.json.receipt!] };
    await mergeGuestProgress(db(), userId, { date: today, games: { pokemon: round } });
    expect(await kept()).toEqual({ wins: before.wins + 1, guesses: before.guesses + 2 });
    await mergeGuestProgress(db(), userId, { date: today, games: { pokemon: round } }); // merged again (another tab signing in)
    expect(await kept()).toEqual({ wins: before.wins + 1, guesses: before.guesses + 2 });
  });

  test('a win whose transaction fails leaves no count (nor the win)', async () => {
    const before = await kept();
    const userId = await insertUser(db());
    const round = { game: pokemon, date: today, secret: findItemByName('pokemon', 'Eevee')! };
    await expect(
      db().transaction(async (tx) => {
        await recordDailyGuess(tx, userId, round, round.secret);
        throw new Error('the commit never happens');
      }),
    ).rejects.toThrow('the commit never happens');
    expect(await kept()).toEqual(before);
  });

  test('ten guesses or more count in the "10+" bucket with their exact guesses; shards are summed', async () => {
    const date = addDays(today, -30);
    await addDailyWinToCounts(db(), { game: 'aoe2-units', date, attempts: 12 }, 3);
    await addDailyWinToCounts(db(), { game: 'aoe2-units', date, attempts: 10 }, 7);
    await addDailyWinToCounts(db(), { game: 'aoe2-units', date, attempts: 1 }, 7);
    await addDailyWinToCounts(db(), { game: 'aoe2-units', date, attempts: 1 }, 7);
    const rows = await readDayWinCounts(db(), 'aoe2-units', date);
    expect(rows.sort((a, b) => a.guesses - b.guesses)).toEqual([
      { guesses: 1, wins: 2, totalGuesses: 2 },
      { guesses: 10, wins: 2, totalGuesses: 22 },
    ]);
  });
});

describe('GET /api/daily/{game}/stats answers only after the viewer’s own win', () => {
  test('a guest without a receipt, with a losing guess’s receipt, or a forged or other day’s one: 403', async () => {
    actAs(null);
    const lost = await guess('Ditto');
    expect((await stats()).status).toBe(403);
    const refused = await stats(lost.json.receipt);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'stats_locked', error: expect.stringMatching(/solved today's puzzle/) });
    const forged = `${Buffer.from('Eevee').toString('base64url')}.${Buffer.alloc(16).toString('base64url')}`;
    expect((await stats(forged)).status).toBe(403);
    expect(JSON.stringify(refused.json)).not.toContain('Eevee');
  });

  test('a signed-in player before winning: 403, even with a guest’s winning receipt', async () => {
    actAs(null);
    const guestWin = await guess('Eevee');
    const userId = await insertUser(db());
    actAs(userId);
    await guess('Onix', { key: randomUUID() });
    expect((await stats()).status).toBe(403);
    expect((await stats(guestWin.json.receipt)).status).toBe(403);
  });

  test("after the win: today's solved count, exact average and distribution, for a guest (receipt) and a signed-in player", async () => {
    actAs(null);
    const win = await guess('Eevee');
    const guest = await stats(win.json.receipt);
    expect(guest.status).toBe(200);
    const { wins, guesses } = await kept();
    expect(guest.json).toMatchObject({ date: today, solvedCount: wins, averageGuesses: Math.round((guesses / wins) * 10) / 10 });
    expect(Object.keys(guest.json.distribution as object)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+']);
    expect(guest.headers.get('cache-control')).toBe('private, no-store');

    const userId = await insertUser(db());
    actAs(userId);
    await guess('Eevee', { key: randomUUID() });
    const player = await stats();
    expect(player.status).toBe(200);
    expect(player.json).toMatchObject({ solvedCount: wins + 1 });
    expect((player.json.distribution as Record<string, number>)['1']).toBeGreaterThanOrEqual(1);
  });

  test('nobody solved yet in another game: 0 and a null average (as seen by a winner, through the service)', async () => {
    const userId = await insertUser(db());
    await setTodaysSecret(db(), 'subnautica-creatures', 'Peeper');
    await db().execute(sql`insert into daily_wins (user_id, game, date, attempts) values (${userId}, 'subnautica-creatures', ${today}, 3)`);
    const answer = await getEveryoneStats(db(), { user: { id: userId, username: 'x', role: 'user' } }, getGame('subnautica-creatures')!, {});
    expect(answer).toEqual({ date: today, solvedCount: 0, averageGuesses: null, distribution: emptyDistribution() });
  });

  test('bad input: an unknown game is 404, an unknown parameter or an oversized receipt 400', async () => {
    actAs(null);
    expect((await callRoute(getDailyStats, { params: { game: 'nope' } })).status).toBe(404);
    expect((await callRoute(getDailyStats, { params, path: '/api/daily/pokemon/stats?date=2020-01-01' })).status).toBe(400);
    expect((await stats('x'.repeat(301))).status).toBe(400);
  });
});

describe("a signed-in player's own numbers", () => {
  test('GET /api/game-stats/user/{userId} carries daily rounds played, Win % and the distribution', async () => {
    const userId = await insertUser(db());
    actAs(userId);
    await guess('Pikachu', { key: randomUUID() });
    await guess('Mew', { key: randomUUID() });
    await guess('Eevee', { key: randomUUID() });
    // A lost round of another day, and an older win in 11 guesses.
    await db().execute(sql`insert into daily_game_states (user_id, game, date, guessed_cards) values (${userId}, 'pokemon', ${addDays(today, -2)}, '["Mew"]')`);
    await db().execute(sql`insert into daily_game_states (user_id, game, date, guessed_cards, game_won) values (${userId}, 'pokemon', ${addDays(today, -3)}, '["a","b","c","d","e","f","g","h","i","j","Eevee"]', true)`);
    await db().execute(sql`insert into daily_wins (user_id, game, date, attempts) values (${userId}, 'pokemon', ${addDays(today, -3)}, 11)`);
    const { stats: entries } = await listGameStats(db(), userId);
    const entry = entries.find((each) => each.game_id === 'pokemon')!;
    expect(entry).toMatchObject({ daily_rounds_played: 3, win_percent: 67, distribution: { ...emptyDistribution(), '3': 1, '10+': 1 } });
  });
});

describe("yesterday's answer on GET /api/daily/{game}", () => {
  test("names yesterday's puzzle and never today's answer", async () => {
    actAs(null);
    const { json } = await callRoute<Record<string, unknown>>(getDaily, { params });
    expect(json.yesterday).toEqual({ date: addDays(today, -1), puzzleNumber: puzzleNumber(today) - 1, name: 'Snorlax' });
    expect(JSON.stringify(json)).not.toContain('Eevee');
  });

  test('is null on puzzle #1', async () => {
    const first = new Date('2025-08-28T18:00:00Z');
    const answer = await getDailyForViewer(db(), { user: null }, pokemon, first);
    expect(answer).toMatchObject({ puzzleNumber: 1, yesterday: null });
  });
});
