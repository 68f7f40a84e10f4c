/**
 * POST /api/daily-game-states/merge (issue 25 item 3, issue 36 item 2): a guest's round of today joins the
 * account that signs in, but only the guesses the server judged today (each with the receipt its answer
 * carried), and only as one whole guest round: every receipted guess of the round, in the order played.
 * A list of names alone, however long, records nothing; part of a round is refused.
 */
import { and, count, eq } from 'drizzle-orm';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { POST as postMerge } from '@/app/api/daily-game-states/merge/route';
import { achievements, dailyWins, userAchievements } from '@/db/schema';
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

/**
 * The guest's round as the browser keeps it: each name guessed through the guess call, sent with the
 * receipt of the guess before it (so the server continues the guest round), and each answer's receipt.
 */
async function guestRound(game: string, names: string[], previousReceipt?: string): Promise<{ guesses: string[]; receipts: string[] }> {
  await actAs(null);
  const receipts: string[] = [];
  for (const name of names) {
    const previous = receipts.at(-1) ?? previousReceipt;
    const body = { guess: name, ...(previous ? { previousReceipt: previous } : {}) };
    const { status, json } = await callRoute<{ receipt: string }>(postDailyGuess, { method: 'POST', params: { game }, body });
    expect(status).toBe(200);
    receipts.push(json.receipt);
  }
  await actAs(userId);
  return { guesses: names, receipts };
}

async function unlockedKeys(id: string): Promise<string[]> {
  const rows = await db().select({ key: achievements.key }).from(userAchievements).innerJoin(achievements, eq(achievements.id, userAchievements.achievementId)).where(eq(userAchievements.userId, id));
  return rows.map((row) => row.key).sort();
}

async function winAttempts(id: string, game: string): Promise<number[]> {
  const rows = await db().select({ attempts: dailyWins.attempts }).from(dailyWins).where(and(eq(dailyWins.userId, id), eq(dailyWins.game, game)));
  return rows.map((row) => row.attempts);
}

async function expectRefused(games: unknown, code: string) {
  const { status, json } = await merge(games);
  expect(status).toBe(400);
  expect(json.code).toBe(code);
  expect(json.error).toMatch(/Nothing was merged/);
  for (const game of GAMES) expect(await stateRow(db(), userId, game.id)).toBeUndefined();
  expect(await countDailyWins(db(), userId, 'pokemon')).toBe(0);
  expect(await countAchievements(userId)).toBe(0);
}

describe('a merge carries the whole guest round, or counts nothing (issue 36 item 2)', () => {
  test('the attack: four guest guesses, then a merge of only the winning one, gives no win, no Flawless, no First Victory', async () => {
    const round = await guestRound('pokemon', ['Pikachu', 'Mew', 'Onix', 'Eevee']);
    await expectRefused({ pokemon: { guesses: ['Eevee'], receipts: [round.receipts[3]] } }, 'incomplete_round');
    expect(await unlockedKeys(userId)).toEqual([]);
  });

  test('the whole round merged counts the win after its four guesses: no Flawless', async () => {
    const round = await guestRound('pokemon', ['Pikachu', 'Mew', 'Onix', 'Eevee']);
    expect((await merge({ pokemon: round })).json).toEqual({ merged: ['pokemon'], skipped: [] });
    expect(await stateRow(db(), userId, 'pokemon')).toMatchObject({ gameWon: true, guessedCards: ['Pikachu', 'Mew', 'Onix', 'Eevee'] });
    expect(await winAttempts(userId, 'pokemon')).toEqual([4]);
    expect(await unlockedKeys(userId)).not.toContain('flawless');
  });

  test('a round whose first guess won merges as a one-guess win', async () => {
    const round = await guestRound('pokemon', ['Eevee']);
    expect((await merge({ pokemon: round })).json).toEqual({ merged: ['pokemon'], skipped: [] });
    expect(await winAttempts(userId, 'pokemon')).toEqual([1]);
  });

  test('a gap, a changed order, a repeated receipt or a round without its first guesses: incomplete_round', async () => {
    const { receipts: [a, b, c, d] } = await guestRound('pokemon', ['Pikachu', 'Mew', 'Onix', 'Eevee']);
    for (const receipts of [[a, b, d], [b, a, c, d], [a, a, b, c, d], [b, c, d]]) {
      await expectRefused({ pokemon: { receipts } }, 'incomplete_round');
    }
  });

  test('guesses of two guest rounds (a guess sent without the previous receipt starts a new one): mixed_rounds', async () => {
    const first = await guestRound('pokemon', ['Pikachu', 'Mew']);
    const second = await guestRound('pokemon', ['Eevee']);
    await expectRefused({ pokemon: { receipts: [...first.receipts, ...second.receipts] } }, 'mixed_rounds');
    await expectRefused({ pokemon: { receipts: [second.receipts[0], first.receipts[1]] } }, 'mixed_rounds');
  });

  test('the same name guessed twice in a round: repeated_guess', async () => {
    const round = await guestRound('pokemon', ['Pikachu', 'Pikachu', 'Eevee']);
    await expectRefused({ pokemon: round }, 'repeated_guess');
  });

  test('a refused round in one game merges nothing of another game in the same call', async () => {
    const bible = await guestRound('bible-books', ['Genesis', 'Ruth']);
    const pokemon = await guestRound('pokemon', ['Pikachu', 'Eevee']);
    await expectRefused({ 'bible-books': bible, pokemon: { receipts: [pokemon.receipts[1]] } }, 'incomplete_round');
    expect(await countDailyWins(db(), userId, 'bible-books')).toBe(0);
  });

  test('a previous receipt of another game, another day or forged continues nothing: the guess starts a new round', async () => {
    const other = (await guestRound('bible-books', ['Genesis'])).receipts[0];
    const forged = `${Buffer.from('Mew').toString('base64url')}.${'A'.repeat(22)}.AAAAAAAAAAAAAAAA.7`;
    for (const previous of [other, forged, signReceipt({ game: 'pokemon', day: addDays(today(), -1) }, 'Mew', { round: 'AAAAAAAAAAAAAAAA', position: 3 })]) {
      userId = await insertUser(db());
      const round = await guestRound('pokemon', ['Eevee'], previous);
      expect((await merge({ pokemon: round })).json).toEqual({ merged: ['pokemon'], skipped: [] });
      expect(await winAttempts(userId, 'pokemon')).toEqual([1]);
    }
  });

  test('receipts from before guest rounds (without a round) merge nothing', async () => {
    const receipts = ['Pikachu', 'Eevee'].map((name) => signReceipt({ game: 'pokemon', day: today() }, name));
    expect((await merge({ pokemon: { guesses: ['Pikachu', 'Eevee'], receipts } })).json).toEqual({ merged: [], skipped: ['pokemon'] });
    expect(await stateRow(db(), userId, 'pokemon')).toBeUndefined();
    expect(await countDailyWins(db(), userId, 'pokemon')).toBe(0);
  });
});

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

  test('forged receipts, and receipts of another day, game or round, are refused: invalid_receipt', async () => {
    const names = getItems('pokemon').map((item) => item.name);
    const place = (index: number) => ({ round: 'AAAAAAAAAAAAAAAA', position: index + 1 });
    const forged = names.map((name, index) => `${Buffer.from(name).toString('base64url')}.${'A'.repeat(22)}.AAAAAAAAAAAAAAAA.${index + 1}`);
    const yesterday = names.map((name, index) => signReceipt({ game: 'pokemon', day: addDays(today(), -1) }, name, place(index)));
    const otherGame = names.map((name, index) => signReceipt({ game: 'bible-books', day: today() }, name, place(index)));
    const endless = names.map((name) => signReceipt({ game: 'pokemon', endlessRound: 'round-1' }, name));
    const genuine = (await guestRound('pokemon', ['Pikachu'])).receipts[0];
    const moved = `${genuine.split('.').slice(0, 3).join('.')}.2`; // its place changed: the mac no longer matches
    for (const receipts of [forged, yesterday, otherGame, endless, ['not a receipt'], [genuine, moved]]) {
      await expectRefused({ pokemon: { guesses: names, receipts } }, 'invalid_receipt');
    }
  });

  test('a win counts only with the receipt of the winning guess', async () => {
    const judged = await guestRound('pokemon', ['Pikachu', 'Mew']);
    const { json } = await merge({ pokemon: { guesses: ['Pikachu', 'Mew', 'Eevee'], receipts: judged.receipts } });
    expect(json).toEqual({ merged: ['pokemon'], skipped: [] });
    expect(await stateRow(db(), userId, 'pokemon')).toMatchObject({ gameWon: false, guessedCards: ['Pikachu', 'Mew'] });
    expect(await countDailyWins(db(), userId, 'pokemon')).toBe(0);
  });

  test('the names listed are not counted: the round is what its receipts say', async () => {
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

  test('a resend of a merge that committed (its answer lost) is a 200 that changes nothing: one win, the same stats and unlocks', async () => {
    const body = { pokemon: await guestRound('pokemon', ['Pikachu', 'Eevee']) };
    const first = await merge(body);
    expect(first).toMatchObject({ status: 200, json: { merged: ['pokemon'], skipped: [] } });
    const before = { stats: await statsRow(db(), userId, 'pokemon'), state: await stateRow(db(), userId, 'pokemon'), unlocked: await unlockedKeys(userId) };
    expect(before.unlocked).toContain('wins-1');
    // The browser sends the identical merge again, twice at once (a retry racing a reload's resend).
    const resends = await Promise.all([merge(body), merge(body)]);
    for (const resend of resends) expect(resend).toMatchObject({ status: 200, json: { merged: [], skipped: ['pokemon'] } });
    expect(await countDailyWins(db(), userId, 'pokemon')).toBe(1);
    expect(await winAttempts(userId, 'pokemon')).toEqual([2]);
    expect(await statsRow(db(), userId, 'pokemon')).toEqual(before.stats);
    expect(await stateRow(db(), userId, 'pokemon')).toEqual(before.state);
    expect(await unlockedKeys(userId)).toEqual(before.unlocked);
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
    const agumon = signReceipt({ game: 'pokemon', day: today() }, 'Agumon', { round: 'AAAAAAAAAAAAAAAA', position: 1 });
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
