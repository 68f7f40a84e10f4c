/**
 * The hint is no lookup key (issue 25 item 4): nothing the server serves before a win equals or contains
 * any item's hint. Before, `GET /api/cards/{game}` served every item's hint field (the verse, the card or
 * creature text, the description, the exact cost), unique for most items, so the hint shown after five
 * guesses named the answer at once. The hint reaches the browser only through the hint call and the win.
 */
import { GET as getCards } from '@/app/api/cards/[game]/route';
import { GET as getDaily } from '@/app/api/daily/[game]/route';
import { GET as getDailyStats } from '@/app/api/daily/[game]/stats/route';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { GET as getRank } from '@/app/api/leaderboard/rank/route';
import { GET as getDailyState } from '@/app/api/daily-game-states/user/[userId]/game/[gameId]/date/[date]/route';
import { POST as postEndlessStart } from '@/app/api/endless/[game]/route';
import { POST as postEndlessGuess } from '@/app/api/endless/[game]/guess/route';
import { GET as getArchiveList } from '@/app/api/archive/[game]/route';
import { GET as getArchiveDay } from '@/app/api/archive/[game]/[date]/route';
import { POST as postArchiveGuess } from '@/app/api/archive/[game]/[date]/guess/route';
import { POST as postArchiveHint } from '@/app/api/archive/[game]/[date]/hint/route';
import { itemHint } from '@/lib/games/item-fields';
import { getItems } from '@/lib/games/items';
import { GAMES } from '@/lib/games/registry';
import type { GameConfig } from '@/lib/games/game-config';
import { setDailyPuzzle } from '@/db/queries/daily-puzzles';
import { puzzleNumber } from '@/lib/games/daily';
import { forgetDailyPuzzles } from '@/lib/services/daily/puzzle';
import { addDays, chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, insertUser, setTodaysSecret } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/db/queries/rows';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.destroy(); });

/** Every string or number in a JSON answer, with where it sits. */
function servedValues(value: unknown, where = '$'): { where: string; text: string }[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') return [{ where, text: String(value) }];
  return Object.entries(value).flatMap(([key, inner]) => servedValues(inner, `${where}.${key}`));
}

/** The served values that equal or contain an item's hint: `call $.path = item's hint`. */
function hintsServed(game: GameConfig, answers: Record<string, unknown>): string[] {
  const hints = getItems(game.id).map((item) => ({ name: item.name, hint: itemHint(game, item) })).filter(({ hint }) => hint !== '');
  return Object.entries(answers).flatMap(([call, answer]) =>
    servedValues(answer).flatMap(({ where, text }) => hints.filter(({ hint }) => text.includes(hint)).map(({ name }) => `${call} ${where} = ${name}'s hint`)),
  );
}

/** What one player sees of a game before winning it: the list, today's info, a losing daily guess, an endless round and its losing guess. */
async function answersBeforeAWin(game: GameConfig, userId: string | null): Promise<Record<string, unknown>> {
  const [secret, wrong] = getItems(game.id);
  await setTodaysSecret(database.db, game.id, secret.name);
  await actAs(userId);
  const params = { game: game.id };
  const guess = { method: 'POST', params, body: { guess: wrong.name } };
  const answers: Record<string, unknown> = {
    cards: (await callRoute(getCards, { params })).json,
    daily: (await callRoute(getDaily, { params })).json,
    'daily guess': (await callRoute(postDailyGuess, guess)).json,
  };
  if (userId) {
    answers['daily state'] = (await callRoute(getDailyState, { params: { userId, gameId: game.id, date: chicagoDate() } })).json;
    // Issue 29: the player's place on the game's board.
    answers.rank = (await callRoute(getRank, { path: `/api/leaderboard/rank?game=${game.id}` })).json;
  }
  const start = (await callRoute<{ token: string }>(postEndlessStart, { method: 'POST', params, body: {} })).json;
  answers['endless start'] = start;
  // The round's item is random: a guess of the daily secret's name may win it, so guess the other item too.
  for (const name of [wrong.name, secret.name]) {
    const answer = (await callRoute<{ won: boolean }>(postEndlessGuess, { method: 'POST', params, body: { token: start.token, guess: name } })).json;
    if (!answer.won) answers[`endless guess ${name}`] = answer;
  }
  return answers;
}

describe.each(GAMES.map((game) => [game.id, game] as const))('%s: no hint is served before a win', (_id, game) => {
  test('the item list carries no hint field, and nothing a guest is served holds an item’s hint', async () => {
    const answers = await answersBeforeAWin(game, null);
    const listed = (answers.cards as Record<string, Record<string, unknown>[]>)[game.itemsArrayField];
    expect(listed).toHaveLength(getItems(game.id).length);
    expect(listed.filter((item) => game.hintField in item)).toEqual([]);
    expect(hintsServed(game, answers)).toEqual([]);
  });

  test('nor anything a signed-in player is served', async () => {
    const answers = await answersBeforeAWin(game, await insertUser(database.db));
    expect(answers['daily state']).toMatchObject({ game_won: false });
    expect(answers.rank).toEqual({ rank: null, total: expect.any(Number) });
    expect(hintsServed(game, answers)).toEqual([]);
  });
});

test('the winning guess brings the answer with its hint, for the victory block', async () => {
  const game = GAMES.find((each) => each.id === 'bible-books')!;
  const [secret] = getItems(game.id);
  await setTodaysSecret(database.db, game.id, secret.name);
  await actAs(null);
  const { json } = await callRoute<{ won: boolean; answer: Record<string, unknown> }>(postDailyGuess, { method: 'POST', params: { game: game.id }, body: { guess: secret.name } });
  expect(json.won).toBe(true);
  expect(json.answer[game.hintField]).toBe(itemHint(game, secret));
});

/**
 * The archive (issue 29) refuses today: nothing its calls serve for today's date, in any game, for a guest
 * or a signed-in player, equals or contains today's answer's name or hint, even a guess of the answer itself.
 */
describe.each(GAMES.map((game) => [game.id, game] as const))('%s: the archive serves nothing of today’s answer', (_id, game) => {
  test.each([['a guest', false], ['a signed-in player', true]])('for %s', async (_who, signedIn) => {
    const [secret, wrong] = getItems(game.id);
    await setTodaysSecret(database.db, game.id, secret.name);
    await actAs(signedIn ? await insertUser(database.db) : null);
    const params = { game: game.id, date: chicagoDate() };
    const answers: Record<string, { status: number; json: unknown }> = {
      'archive list': await callRoute(getArchiveList, { params: { game: game.id } }),
      'archive day': await callRoute(getArchiveDay, { params }),
      'archive guess of the answer': await callRoute(postArchiveGuess, { method: 'POST', params, body: { guess: secret.name } }),
      'archive wrong guess': await callRoute(postArchiveGuess, { method: 'POST', params, body: { guess: wrong.name } }),
      'archive hint': await callRoute(postArchiveHint, { method: 'POST', params, body: { receipts: [] } }),
    };
    for (const [call, answer] of Object.entries(answers)) {
      if (call !== 'archive list') expect({ call, status: answer.status }).toEqual({ call, status: 404 });
    }
    const served = Object.fromEntries(Object.entries(answers).map(([call, answer]) => [call, answer.json]));
    const hint = itemHint(game, secret);
    const leaks = Object.entries(served).flatMap(([call, json]) =>
      servedValues(json).filter(({ text }) => text === secret.name || (hint !== '' && text.includes(hint))).map(({ where }) => `${call} ${where}`),
    );
    expect(leaks).toEqual([]);
    expect(hintsServed(game, served)).toEqual([]);
  });
});

// Issue 29: everyone's numbers and yesterday's answer say nothing of today's answer before the viewer's win.
describe.each(GAMES.map((game) => [game.id, game] as const))("%s: the stats call and yesterday's answer before a win", (_id, game) => {
  test.each([['a guest'], ['a signed-in player']])('%s is refused the stats, and yesterday names another item than today’s', async (who) => {
    const [secret, wrong, before] = getItems(game.id);
    await setTodaysSecret(database.db, game.id, secret.name);
    const yesterday = addDays(chicagoDate(), -1);
    await setDailyPuzzle(database.db, { game: game.id, date: yesterday, itemName: before.name, puzzleNumber: puzzleNumber(yesterday) });
    forgetDailyPuzzles();
    await actAs(who === 'a guest' ? null : await insertUser(database.db));
    const params = { game: game.id };
    const lost = (await callRoute<{ receipt?: string }>(postDailyGuess, { method: 'POST', params, body: { guess: wrong.name } })).json;
    const receipt = lost.receipt ? `?receipt=${encodeURIComponent(lost.receipt)}` : '';
    const stats = await callRoute(getDailyStats, { params, path: `/api/daily/${game.id}/stats${receipt}` });
    expect(stats.status).toBe(403);
    const daily = (await callRoute<{ yesterday: { name: string } | null }>(getDaily, { params })).json;
    expect(daily.yesterday?.name).toBe(before.name);
    const answers = { stats: stats.json, daily };
    expect(hintsServed(game, answers)).toEqual([]);
    expect(servedValues(answers).filter(({ text }) => text === secret.name)).toEqual([]);
  });
});

// Issue 30: the fairness call publishes commitments only: never today's or a later day's item or salt.
describe.each(GAMES.map((game) => [game.id, game] as const))("%s: the fairness call before today's end", (_id, game) => {
  test("never carries today's or a future day's item name or salt, for a guest or a signed-in player", async () => {
    const { GET: getFairness } = await import('@/app/api/fairness/[game]/route');
    const [secret] = getItems(game.id);
    await setTodaysSecret(database.db, game.id, secret.name);
    const today = chicagoDate();
    for (const who of [null, await insertUser(database.db)]) {
      await actAs(who);
      const answer = await callRoute<{ commitments: unknown[]; reveals: { date: string }[] }>(getFairness, { params: { game: game.id }, path: `/api/fairness/${game.id}` });
      expect(answer.status).toBe(200);
      expect(answer.json.reveals.every((reveal) => reveal.date < today)).toBe(true);
      const rows = await database.db.execute(sql`select item_name, salt from daily_puzzles where game = ${game.id} and date >= ${today}`);
      const upcoming = rowsOf<{ item_name: string; salt: string }>(rows);
      expect(upcoming.length).toBeGreaterThanOrEqual(31);
      const published = servedValues(answer.json.commitments).map(({ text }) => text);
      for (const row of upcoming) {
        expect(answer.text).not.toContain(row.salt);
        expect(published).not.toContain(row.item_name);
      }
      expect(servedValues(answer.json.commitments).filter(({ text }) => text === secret.name)).toEqual([]);
      expect(hintsServed(game, { fairness: answer.json })).toEqual([]);
    }
  });
});
