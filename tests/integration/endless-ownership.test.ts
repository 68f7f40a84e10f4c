import { createCipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { POST as startEndless } from '@/app/api/endless/[game]/route';
import { POST as postEndlessGuess } from '@/app/api/endless/[game]/guess/route';
import { POST as postEndlessHint } from '@/app/api/endless/[game]/hint/route';
import { authSecret } from '@/lib/auth/secret';
import { openRound } from '@/lib/services/play/endless-token';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, countEndlessWins, insertUser, statsRow } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { movableClockForEachTest } from '../helpers/movable-clock';


let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.destroy(); });
const db = () => database.db;

// The server's clock, moved forward by the tests (rounds are timed with Date.now()).
const wait = movableClockForEachTest();

const GAME = 'pokemon';

async function startRoundAs(userId: string | null) {
  await actAs(userId);
  const { status, json } = await callRoute<{ token: string }>(startEndless, { method: 'POST', params: { game: GAME } });
  expect(status).toBe(200);
  return { token: json.token, secret: openRound(json.token).item };
}
const guess = (token: string, name: string) => callRoute(postEndlessGuess, { method: 'POST', params: { game: GAME }, body: { token, guess: name } });
const hint = (token: string, receipts: string[]) => callRoute(postEndlessHint, { method: 'POST', params: { game: GAME }, body: { token, receipts } });
const wrongName = (secret: string) => (secret === 'Mew' ? 'Pikachu' : 'Mew');

async function expectNothingCounted(userId: string) {
  expect(await countEndlessWins(db(), userId)).toBe(0);
  expect(await statsRow(db(), userId, GAME)).toBeUndefined();
}

test('a round started by user C gives user D a 403 on guesses and hints, and counts for no one', async () => {
  const carol = await insertUser(db());
  const dave = await insertUser(db());
  const { token, secret } = await startRoundAs(carol);
  wait(10_000);

  await actAs(dave);
  const stolenWin = await guess(token, secret);
  expect(stolenWin.status).toBe(403);
  expect(stolenWin.json.code).toBe('other_player_round');
  expect(stolenWin.text).not.toContain(`"${secret}"`);
  const stolenHint = await hint(token, []);
  expect(stolenHint.status).toBe(403);
  expect(stolenHint.json.code).toBe('other_player_round');

  await expectNothingCounted(dave);
  await expectNothingCounted(carol);
});

test('a signed-in player’s round is refused to a guest (the same token, signed out)', async () => {
  const carol = await insertUser(db());
  const { token, secret } = await startRoundAs(carol);
  wait(10_000);
  await actAs(null);
  const response = await guess(token, secret);
  expect(response.status).toBe(403);
  expect(response.json.code).toBe('other_player_round');
  await expectNothingCounted(carol);
});

test('a round started as a guest goes on after signing in, but its win counts for no one', async () => {
  const dave = await insertUser(db());
  const { token, secret } = await startRoundAs(null);
  expect((await guess(token, wrongName(secret))).status).toBe(200);
  wait(10_000);

  await actAs(dave);
  const win = await guess(token, secret);
  expect(win.status).toBe(200);
  expect(win.json).toMatchObject({ won: true, counted: false, answer: { name: secret } });
  await expectNothingCounted(dave);
});

test('a win less than 2 seconds after the start is judged but counts nothing', async () => {
  const dave = await insertUser(db());
  for (let round = 0; round < 5; round++) {
    const { token, secret } = await startRoundAs(dave);
    wait(1_500);
    const win = await guess(token, secret);
    expect(win.status).toBe(200);
    expect(win.json).toMatchObject({ won: true, counted: false });
  }
  await expectNothingCounted(dave);
});

test('a win more than 24 hours after the start counts nothing', async () => {
  const dave = await insertUser(db());
  const { token, secret } = await startRoundAs(dave);
  wait(24 * 60 * 60 * 1000 + 1_000);
  expect((await guess(token, secret)).json).toMatchObject({ won: true, counted: false });
  await expectNothingCounted(dave);
});

test('a normal win counts once, however often it is sent', async () => {
  const dave = await insertUser(db());
  const { token, secret } = await startRoundAs(dave);
  await guess(token, wrongName(secret));
  wait(30_000);
  const wins = await Promise.all(Array.from({ length: 5 }, () => guess(token, secret)));
  expect(wins.map((w) => w.status)).toEqual(Array(5).fill(200));
  expect(wins.filter((w) => w.json.counted === true)).toHaveLength(1);
  expect(await countEndlessWins(db(), dave)).toBe(1);
  expect(await statsRow(db(), dave, GAME)).toMatchObject({ totalGamesPlayed: 1, totalDailyGamesPlayed: 0 });
});

test('rounds of one game played side by side count one win: a script cannot farm them in parallel', async () => {
  const dave = await insertUser(db());
  const rounds = await Promise.all(Array.from({ length: 10 }, () => startRoundAs(dave)));
  wait(3_000);
  const wins = await Promise.all(rounds.map(({ token, secret }) => guess(token, secret)));
  expect(wins.map((w) => w.json.won)).toEqual(Array(10).fill(true));
  expect(wins.filter((w) => w.json.counted === true)).toHaveLength(1);
  expect(await countEndlessWins(db(), dave)).toBe(1);
  expect(await statsRow(db(), dave, GAME)).toMatchObject({ totalGamesPlayed: 1 });

  // The next round, started after that win, counts; a round of another game was never in the way.
  const next = await startRoundAs(dave);
  wait(3_000);
  expect((await guess(next.token, next.secret)).json.counted).toBe(true);
  expect(await statsRow(db(), dave, GAME)).toMatchObject({ totalGamesPlayed: 2 });
});

test('a script that starts and wins rounds as fast as it can for 20 seconds counts at most one win per 2 seconds', async () => {
  const dave = await insertUser(db());
  // Each step: ten rounds started together, then won 2 s later (the fastest that can count).
  for (let step = 0; step < 10; step++) {
    const rounds = await Promise.all(Array.from({ length: 10 }, () => startRoundAs(dave)));
    wait(2_000);
    await Promise.all(rounds.map(({ token, secret }) => guess(token, secret)));
  }
  expect(await countEndlessWins(db(), dave)).toBeLessThanOrEqual(10);
  expect((await statsRow(db(), dave, GAME)).totalGamesPlayed).toBeLessThanOrEqual(10);
});

/** A token as the previous version of the server sealed it: no player, no start time. */
function sealVersionOneToken(): string {
  const key = createHash('sha256').update(`guessdle:endless-round:${authSecret()}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const plaintext = Buffer.from(JSON.stringify({ v: 1, game: GAME, item: 'Mew', round: randomUUID() }), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

test('a token of the previous version is refused with a clear 400 and counts nothing', async () => {
  const dave = await insertUser(db());
  await actAs(dave);
  const response = await guess(sealVersionOneToken(), 'Mew');
  expect(response.status).toBe(400);
  expect(response.json).toMatchObject({ code: 'invalid_round' });
  expect(response.json.error).toMatch(/Play Again/);
  await expectNothingCounted(dave);
});
