import { POST as startRound } from '@/app/api/endless/[game]/route';
import { POST as postGuess } from '@/app/api/endless/[game]/guess/route';
import { POST as postHint } from '@/app/api/endless/[game]/hint/route';
import { getItems } from '@/lib/games/items';
import { callRoute } from '@/tests/helpers/call-route';

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

test('the endless hint unlocks after five distinct valid guesses', async () => {
  const token = await newRound('aoe2-units');
  const names = getItems('aoe2-units').slice(0, 5).map((u) => u.name);
  const locked = await callRoute(postHint, { method: 'POST', params: { game: 'aoe2-units' }, body: { token, guesses: names.slice(0, 4) } });
  expect(locked.status).toBe(409);
  const open = await callRoute<{ hint: string }>(postHint, { method: 'POST', params: { game: 'aoe2-units' }, body: { token, guesses: names } });
  expect(open.status).toBe(200);
  expect(open.json.hint).toMatch(/\d+ (Food|Wood|Gold|Stone)/);
});
