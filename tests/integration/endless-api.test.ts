import { POST as startRound } from '@/app/api/endless/[game]/route';
import { POST as postGuess } from '@/app/api/endless/[game]/guess/route';
import { POST as postHint } from '@/app/api/endless/[game]/hint/route';
import { getItems } from '@/lib/games/items';
import { callRoute } from '@/tests/helpers/call-route';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

// Rounds need no database, but their rate limits count in the one DATABASE_URL names: a migrated one.
let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.destroy(); });

async function newRound(game: string) {
  const { status, json } = await callRoute<{ token: string }>(startRound, { method: 'POST', params: { game } });
  expect(status).toBe(200);
  return json.token;
}
const guess = (game: string, body: unknown) => callRoute(postGuess, { method: 'POST', params: { game }, body });

test('a round can be played to a win, and only the winning response carries the item', async () => {
  const token = await newRound('slay-the-spire');
  let won = false;
  for (const card of getItems('slay-the-spire')) {
    const { status, json } = await guess('slay-the-spire', { token, guess: card.name });
    expect(status).toBe(200);
    if (json.won) {
      expect(json.answer).toEqual(card);
      won = true;
      break;
    }
    expect(json).not.toHaveProperty('answer');
  }
  expect(won).toBe(true);
});

test('the token does not reveal the item in plain text', async () => {
  const token = await newRound('bible-books');
  const decoded = Buffer.from(token, 'base64url').toString('latin1');
  for (const book of getItems('bible-books')) expect(decoded).not.toContain(book.name);
});

test('new rounds are independent (different tokens)', async () => {
  expect(await newRound('pokemon')).not.toBe(await newRound('pokemon'));
});

test.each([
  ['garbage', 'not-a-token'],
  ['an empty-looking token', 'AAAA'],
])('a malformed token (%s) is a 400', async (_label, token) => {
  const { status, json } = await guess('pokemon', { token, guess: 'Mew' });
  expect(status).toBe(400);
  expect(json.code).toBe('invalid_round');
});

test('a tampered token is a 400', async () => {
  const token = await newRound('pokemon');
  const bytes = Buffer.from(token, 'base64url');
  bytes[bytes.length - 1] ^= 0xff;
  const { status } = await guess('pokemon', { token: bytes.toString('base64url'), guess: 'Mew' });
  expect(status).toBe(400);
});

test('a token of another game is a 400', async () => {
  const token = await newRound('pokemon');
  const { status, json } = await guess('bible-books', { token, guess: 'Ruth' });
  expect(status).toBe(400);
  expect(json.error).toMatch(/another game/);
});

test('an unknown name is a 422 and an unknown game a 404', async () => {
  const token = await newRound('aoe2-units');
  expect((await guess('aoe2-units', { token, guess: 'Tank' })).json.error).toBe('Not a valid unit');
  expect((await callRoute(startRound, { method: 'POST', params: { game: 'risk' } })).status).toBe(404);
});

describe('the endless hint: unlocked by the receipts of five distinct judged guesses of this round', () => {
  const hint = (body: unknown) => callRoute(postHint, { method: 'POST', params: { game: 'aoe2-units' }, body });
  const names = getItems('aoe2-units').slice(0, 5).map((u) => u.name);

  async function receiptsFor(token: string) {
    const receipts: string[] = [];
    for (const name of names) receipts.push((await guess('aoe2-units', { token, guess: name })).json.receipt as string);
    expect(receipts).toEqual(names.map(() => expect.any(String)));
    return receipts;
  }

  test('four receipts stay locked, five unlock', async () => {
    const token = await newRound('aoe2-units');
    const receipts = await receiptsFor(token);
    const locked = await hint({ token, receipts: receipts.slice(0, 4) });
    expect(locked.status).toBe(409);
    expect(locked.json.code).toBe('hint_locked');
    const open = await callRoute<{ hint: string }>(postHint, { method: 'POST', params: { game: 'aoe2-units' }, body: { token, receipts } });
    expect(open.status).toBe(200);
    expect(open.json.hint).toMatch(/\d+ (Food|Wood|Gold|Stone)/);
  });

  test('five valid names without receipts stay locked', async () => {
    const token = await newRound('aoe2-units');
    const response = await hint({ token, guesses: names });
    expect(response.status).toBe(409);
    expect(response.json.code).toBe('hint_locked');
  });

  test('a forged receipt, or one from another round, is a 400 invalid_receipt', async () => {
    const token = await newRound('aoe2-units');
    const otherRound = await receiptsFor(await newRound('aoe2-units'));
    expect((await hint({ token, receipts: otherRound })).json.code).toBe('invalid_receipt');
    const forged = (await hint({ token, receipts: ['bm90LWEtcmVjZWlwdA.AAAA'] }));
    expect(forged.status).toBe(400);
    expect(forged.json.code).toBe('invalid_receipt');
  });
});
