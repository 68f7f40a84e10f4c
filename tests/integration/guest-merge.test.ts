/**
 * POST /api/daily-game-states/merge (issue 25 item 3): a guest's round of today joins the account that
 * signs in, but only the guesses the server judged today (each with the receipt its answer carried), in
 * their order; a list of names alone, however long, records nothing.
 */
import { count, eq } from 'drizzle-orm';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { POST as postMerge } from '@/app/api/daily-game-states/merge/route';
import { userAchievements } from '@/db/schema';
import { getItems } from '@/lib/games/items';
import { GAMES } from '@/lib/games/registry';
import { signReceipt } from '@/lib/services/play/guess-receipt';
import { addDays, chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, countDailyWins, insertUser, setTodaysSecret, stateRow, statsRow } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
const today = () => chicagoDate();
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await setTodaysSecret(db(), 'pokemon', 'Eevee');
  await setTodaysSecret(db(), 'bible-books', 'Ruth');
});
afterAll(async () => { await database.destroy(); });
beforeEach(async () => {
  userId = await insertUser(db());
  await actAs(userId);
});

const merge = (games: unknown, date = today()) => callRoute(postMerge, { method: 'POST', body: { date, games } });

/** The guest's round as the browser keeps it: each name guessed through the guess call, with its receipt. */
async function guestRound(game: string, names: string[]): Promise<{ guesses: string[]; receipts: string[] }> {
  await actAs(null);
  const receipts: string[] = [];
  for (const name of names) {
    const { status, json } = await callRoute<{ receipt: string }>(postDailyGuess, { method: 'POST', params: { game }, body: { guess: name } });
    expect(status).toBe(200);
    receipts.push(json.receipt);
  }
  await actAs(userId);
  return { guesses: names, receipts };
}

async function countAchievements(id: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(userAchievements).where(eq(userAchievements.userId, id));
  return Number(row.n);
}

describe('only guesses the server judged today are merged', () => {
  test('every name of all five games, without receipts, records no guess, no win and no achievement', async () => {
    const games = Object.fromEntries(GAMES.map((game) => [game.id, { guesses: getItems(game.id).map((item) => item.name), hintRevealed: true }]));
    const { status, json } = await merge(games);
    expect(status).toBe(200);
    expect(json.merged).toEqual([]);
    expect([...(json.skipped as string[])].sort()).toEqual(GAMES.map((game) => game.id).sort());
    for (const game of GAMES) {
      expect(await countDailyWins(db(), userId, game.id)).toBe(0);
      expect(await stateRow(db(), userId, game.id)).toBeUndefined();
    }
    expect(await countAchievements(userId)).toBe(0);
  });

  test('forged receipts, and receipts of another day or game, are dropped like none', async () => {
    const names = getItems('pokemon').map((item) => item.name);
    const forged = names.map((name) => `${Buffer.from(name).toString('base64url')}.${'A'.repeat(22)}`);
    const yesterday = names.map((name) => signReceipt({ game: 'pokemon', day: addDays(today(), -1) }, name));
    const otherGame = names.map((name) => signReceipt({ game: 'bible-books', day: today() }, name));
    const endless = names.map((name) => signReceipt({ game: 'pokemon', endlessRound: 'round-1' }, name));
    for (const receipts of [forged, yesterday, otherGame, endless, ['not a receipt']]) {
      expect((await merge({ pokemon: { guesses: names, receipts } })).json).toEqual({ merged: [], skipped: ['pokemon'] });
    }
    expect(await countDailyWins(db(), userId, 'pokemon')).toBe(0);
    expect(await stateRow(db(), userId, 'pokemon')).toBeUndefined();
  });

  test('a win counts only with the receipt of the winning guess', async () => {
    const judged = await guestRound('pokemon', ['Pikachu', 'Mew']);
    const { json } = await merge({ pokemon: { guesses: ['Pikachu', 'Mew', 'Eevee'], receipts: judged.receipts } });
    expect(json).toEqual({ merged: ['pokemon'], skipped: [] });
    expect(await stateRow(db(), userId, 'pokemon')).toMatchObject({ gameWon: false, guessedCards: ['Pikachu', 'Mew'] });
    expect(await countDailyWins(db(), userId, 'pokemon')).toBe(0);
  });

  test('the names listed between judged ones are dropped, and the judged ones keep their order', async () => {
    const judged = await guestRound('pokemon', ['Onix', 'Mew', 'Eevee']);
    await merge({ pokemon: { guesses: ['Pikachu', 'Onix', 'Charmander', 'Mew', 'Eevee'], receipts: judged.receipts } });
    expect(await stateRow(db(), userId, 'pokemon')).toMatchObject({ gameWon: true, guessedCards: ['Onix', 'Mew', 'Eevee'] });
  });
});

describe('a guest round the server judged is taken into the account', () => {
  test('a guest win is replayed and recorded: repeats once, nothing after the win', async () => {
    const judged = await guestRound('pokemon', ['Pikachu', 'Mew', 'Eevee']);
    const { status, json } = await merge({ pokemon: { guesses: ['Pikachu', 'Agumon', 'pikachu', 'Mew', 'Eevee', 'Onix'], receipts: judged.receipts, hintRevealed: false } });
    expect(status).toBe(200);
    expect(json).toEqual({ merged: ['pokemon'], skipped: [] });
    expect(await stateRow(db(), userId, 'pokemon')).toMatchObject({ gameWon: true, guessedCards: ['Pikachu', 'Mew', 'Eevee'], currentCardId: 'Eevee' });
    expect(await countDailyWins(db(), userId, 'pokemon')).toBe(1);
    expect(await statsRow(db(), userId, 'pokemon')).toMatchObject({ totalDailyGamesPlayed: 1, currentDailyStreak: 1 });
  });

  test('is idempotent: a second call changes nothing', async () => {
    const body = { pokemon: await guestRound('pokemon', ['Mew', 'Eevee']), 'bible-books': await guestRound('bible-books', ['Genesis']) };
    expect((await merge(body)).json).toEqual({ merged: ['bible-books', 'pokemon'], skipped: [] });
    const [state, stats] = [await stateRow(db(), userId, 'pokemon'), await statsRow(db(), userId, 'pokemon')];
    expect((await merge(body)).json).toEqual({ merged: [], skipped: ['bible-books', 'pokemon'] });
    expect(await stateRow(db(), userId, 'pokemon')).toEqual(state);
    expect(await statsRow(db(), userId, 'pokemon')).toEqual(stats);
    expect(await countDailyWins(db(), userId, 'pokemon')).toBe(1);
  });

  test('never overwrites the account’s round, played or won', async () => {
    const body = { pokemon: await guestRound('pokemon', ['Mew', 'Eevee']), 'bible-books': await guestRound('bible-books', ['Genesis', 'Exodus']) };
    await callRoute(postDailyGuess, { method: 'POST', params: { game: 'pokemon' }, body: { guess: 'Onix' } });
    await callRoute(postDailyGuess, { method: 'POST', params: { game: 'bible-books' }, body: { guess: 'Ruth' } });
    expect((await merge(body)).json).toEqual({ merged: [], skipped: ['bible-books', 'pokemon'] });
    expect((await stateRow(db(), userId, 'pokemon')).guessedCards).toEqual(['Onix']);
    expect(await countDailyWins(db(), userId, 'pokemon')).toBe(0);
    expect((await stateRow(db(), userId, 'bible-books')).guessedCards).toEqual(['Ruth']);
    expect((await statsRow(db(), userId, 'bible-books')).totalDailyGamesPlayed).toBe(1);
  });

  test('a guest "win" whose judged guesses never name the answer is not a win', async () => {
    const judged = await guestRound('pokemon', ['Pikachu', 'Mew']);
    expect((await merge({ pokemon: { ...judged, won: true, gameWon: true } })).json).toEqual({ merged: ['pokemon'], skipped: [] });
    expect(await stateRow(db(), userId, 'pokemon')).toMatchObject({ gameWon: false, guessedCards: ['Pikachu', 'Mew'] });
    expect(await countDailyWins(db(), userId, 'pokemon')).toBe(0);
    expect(await statsRow(db(), userId, 'pokemon')).toBeUndefined();
  });

  test('the revealed hint comes along only when five judged guesses unlock it', async () => {
    const five = await guestRound('bible-books', ['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy']);
    await merge({ 'bible-books': { ...five, hintRevealed: true }, pokemon: { ...(await guestRound('pokemon', ['Mew'])), hintRevealed: true } });
    expect((await stateRow(db(), userId, 'bible-books')).isHintRevealed).toBe(true);
    expect((await stateRow(db(), userId, 'pokemon')).isHintRevealed).toBe(false);
  });

  test('a list of unknown names, or an empty one, is skipped and stores nothing', async () => {
    const agumon = signReceipt({ game: 'pokemon', day: today() }, 'Agumon');
    expect((await merge({ pokemon: { guesses: ['Agumon'], receipts: [agumon] }, 'aoe2-units': { guesses: [] } })).json).toEqual({ merged: [], skipped: ['aoe2-units', 'pokemon'] });
    expect(await stateRow(db(), userId, 'pokemon')).toBeUndefined();
  });

  test('a stale date is a 409 day_changed, an unknown game or a bad receipt list a 400', async () => {
    const judged = await guestRound('pokemon', ['Eevee']);
    const stale = await merge({ pokemon: judged }, addDays(today(), -1));
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('day_changed');
    expect((await merge({ chess: { guesses: ['Knight'] } })).status).toBe(400);
    expect((await merge({ pokemon: { guesses: ['Eevee'], receipts: 'Eevee' } })).status).toBe(400);
    expect((await merge({ pokemon: { guesses: ['Eevee'], receipts: ['x'.repeat(301)] } })).status).toBe(400);
    expect(await stateRow(db(), userId, 'pokemon')).toBeUndefined();
  });
});
