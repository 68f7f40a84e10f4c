/**
 * Rate limits (issue 10 items 7 and 8): counted per socket address whatever X-Forwarded-For says,
 * on every call a script would hammer, with Retry-After on each 429, scaled by RATE_LIMIT_SCALE,
 * and nothing done when a call is refused.
 */
import { POST as postMerge } from '@/app/api/daily-game-states/merge/route';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { POST as postDailyHint } from '@/app/api/daily/[game]/hint/route';
import { POST as startEndless } from '@/app/api/endless/[game]/route';
import { POST as postEndlessGuess } from '@/app/api/endless/[game]/guess/route';
import { POST as postEndlessHint } from '@/app/api/endless/[game]/hint/route';
import { GET as getLeaderboard } from '@/app/api/leaderboard/real-time/route';
import { GET as getGameLeaderboard } from '@/app/api/leaderboard/real-time/[game]/route';
import { GET as startGoogleSignIn } from '@/app/auth/google/route';
import { LIMITS, type LimitName } from '@/lib/http/limits';
import { createRateLimiter, scaledPoints } from '@/lib/http/rate-limit';
import { memoryStore } from '@/lib/http/rate-limit-store';
import { chicagoDate } from '@/lib/time';
import { callRoute, type CallResult } from '@/tests/helpers/call-route';
import { fromAddress } from '@/tests/helpers/client-address';
import { actAs, countDailyWins, insertUser, setTodaysSecret, stateRow } from '@/tests/helpers/progress-fixtures';
import { withRateLimitScale } from '@/tests/helpers/rate-limit-scale';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';


let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await setTodaysSecret(database.db, 'bible-books', 'Ruth');
});
afterAll(async () => { await database.destroy(); });
beforeEach(() => actAs(null));
afterEach(() => { delete process.env.TRUST_PROXY; });

let nextAddress = 1;
/** A socket address no other test uses, so that each test meets only its own counts. */
const newAddress = () => `198.51.100.${nextAddress++}`;

/** Checks a refused call: 429, the JSON error, and a Retry-After of whole seconds within the limit's longest window. */
function expectLimited(result: CallResult, name: LimitName) {
  expect(result.status).toBe(429);
  expect(result.json).toMatchObject({ code: 'rate_limited', error: expect.stringMatching(/^Too many .+ Please try again in \d+ (second|minute)s?\.$/) });
  const retryAfter = result.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  const longest = Math.max(...LIMITS[name].windows.map((window) => window.seconds));
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(longest);
}

/** How many calls the burst window of `name` allows at `scale`. */
const burst = (name: LimitName, scale: number) => scaledPoints(LIMITS[name].windows[0].points, scale);

describe('the client address', () => {
  test('35 sign-ins from one socket, each with a new X-Forwarded-For, are limited after 30, each with Retry-After', () =>
    withRateLimitScale(1, async () => {
      const socket = newAddress();
      const results: CallResult[] = [];
      for (let attempt = 0; attempt < 35; attempt++) {
        const headers = { ...fromAddress(socket), 'x-forwarded-for': `203.0.113.${attempt}`, 'x-real-ip': `203.0.114.${attempt}` };
        results.push(await callRoute(startGoogleSignIn, { path: '/auth/google', headers }));
      }
      expect(results.slice(0, 30).map((result) => result.status)).toEqual(Array(30).fill(303));
      for (const result of results.slice(30)) expectLimited(result, 'sign-in');
      // Another socket is not affected.
      expect((await callRoute(startGoogleSignIn, { path: '/auth/google', headers: fromAddress(newAddress()) })).status).toBe(303);
    }));

  test('behind TRUST_PROXY=1 the address the proxy appended counts: prepending addresses does not escape the limit', () =>
    withRateLimitScale(0.1, async () => {
      process.env.TRUST_PROXY = '1';
      const proxy = newAddress();
      const client = '192.0.2.77';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < burst('sign-in', 0.1) + 2; attempt++) {
        const headers = { ...fromAddress(proxy), 'x-forwarded-for': `10.9.9.${attempt}, ${client}` };
        statuses.push((await callRoute(startGoogleSignIn, { path: '/auth/google', headers })).status);
      }
      expect(statuses).toEqual([...Array(burst('sign-in', 0.1)).fill(303), 429, 429]);
      // A different client behind the same proxy has its own count.
      const other = { ...fromAddress(proxy), 'x-forwarded-for': '192.0.2.78' };
      expect((await callRoute(startGoogleSignIn, { path: '/auth/google', headers: other })).status).toBe(303);
    }));
});

describe('every call a script would hammer is limited', () => {
  const SCALE = 0.1;
  const game = 'bible-books';
  const guestCalls: [LimitName, (headers: Record<string, string>) => Promise<CallResult>][] = [
    ['daily-guess', (headers) => callRoute(postDailyGuess, { method: 'POST', params: { game }, body: { guess: 'Genesis' }, headers })],
    ['daily-hint', (headers) => callRoute(postDailyHint, { method: 'POST', params: { game }, body: { guesses: ['Genesis'] }, headers })],
    ['endless-start', (headers) => callRoute(startEndless, { method: 'POST', params: { game }, headers })],
    ['endless-guess', async (headers) => {
      const { json } = await withRateLimitScale(1000, () => callRoute<{ token: string }>(startEndless, { method: 'POST', params: { game }, headers }));
      return callRoute(postEndlessGuess, { method: 'POST', params: { game }, body: { token: json.token, guess: 'Genesis' }, headers });
    }],
    ['endless-hint', async (headers) => {
      const { json } = await withRateLimitScale(1000, () => callRoute<{ token: string }>(startEndless, { method: 'POST', params: { game }, headers }));
      return callRoute(postEndlessHint, { method: 'POST', params: { game }, body: { token: json.token, guesses: ['Genesis'] }, headers });
    }],
    ['leaderboard', (headers) => callRoute(getLeaderboard, { path: '/api/leaderboard/real-time', headers })],
    ['leaderboard', (headers) => callRoute(getGameLeaderboard, { path: `/api/leaderboard/real-time/${game}`, params: { game }, headers })],
  ];

  test.each(guestCalls)('%s: a guest is refused with 429 once the burst is used, and every refusal has Retry-After', (name, call) =>
    withRateLimitScale(SCALE, async () => {
      const headers = fromAddress(newAddress());
      for (let i = 0; i < burst(name, SCALE); i++) expect((await call(headers)).status).not.toBe(429);
      expectLimited(await call(headers), name);
      expectLimited(await call({ ...headers, 'x-forwarded-for': '203.0.113.200' }), name);
      expect((await call(fromAddress(newAddress()))).status).not.toBe(429);
    }));

  test('merge: a signed-in player is counted by account, from any address; another account is not affected', () =>
    withRateLimitScale(SCALE, async () => {
      const merge = () => callRoute(postMerge, { method: 'POST', body: { date: chicagoDate(), games: {} }, headers: fromAddress(newAddress()) });
      await actAs(await insertUser(database.db));
      for (let i = 0; i < burst('merge', SCALE); i++) expect((await merge()).status).toBe(200);
      expectLimited(await merge(), 'merge');
      await actAs(await insertUser(database.db));
      expect((await merge()).status).toBe(200);
    }));
});

describe('a refused call changes nothing', () => {
  test('the winning guess that comes over the limit is not stored and wins nothing', () =>
    withRateLimitScale(0.1, async () => {
      const userId = await insertUser(database.db);
      await actAs(userId);
      const guess = (name: string) => callRoute(postDailyGuess, { method: 'POST', params: { game: 'bible-books' }, body: { guess: name }, headers: fromAddress(newAddress()) });
      const wrong = ['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy', 'Joshua', 'Judges'].slice(0, burst('daily-guess', 0.1));
      for (const name of wrong) expect((await guess(name)).status).toBe(200);
      expectLimited(await guess('Ruth'), 'daily-guess');
      expect((await stateRow(database.db, userId, 'bible-books')).guessedCards).toEqual(wrong);
      expect(await countDailyWins(database.db, userId, 'bible-books')).toBe(0);
    }));

  test('a merge over the limit adds no round to the account', () =>
    withRateLimitScale(0.1, async () => {
      const userId = await insertUser(database.db);
      await actAs(userId);
      const merge = (games: Record<string, unknown>) => callRoute(postMerge, { method: 'POST', body: { date: chicagoDate(), games } });
      for (let i = 0; i < burst('merge', 0.1); i++) expect((await merge({})).status).toBe(200);
      expectLimited(await merge({ 'bible-books': { guesses: ['Genesis', 'Ruth'] } }), 'merge');
      expect(await stateRow(database.db, userId, 'bible-books')).toBeUndefined();
    }));
});

describe('RATE_LIMIT_SCALE', () => {
  test('multiplies every limit: ten times the scale, ten times the calls', async () => {
    const startsAllowed = (scale: number) =>
      withRateLimitScale(scale, async () => {
        const headers = fromAddress(newAddress());
        let allowed = 0;
        for (let attempt = 0; attempt < 100; attempt++) {
          if ((await callRoute(startEndless, { method: 'POST', params: { game: 'pokemon' }, headers })).status !== 200) break;
          allowed++;
        }
        return allowed;
      });
    expect(await startsAllowed(0.1)).toBe(3);
    expect(await startsAllowed(1)).toBe(30);
  });

  test('at the integration suite scale (1000) the 35 sign-ins of one socket all pass', async () => {
    const headers = fromAddress(newAddress());
    const statuses = await Promise.all(Array.from({ length: 35 }, () => callRoute(startGoogleSignIn, { path: '/auth/google', headers })));
    expect(statuses.every((result) => result.status === 303)).toBe(true);
  });
});

describe('two windows', () => {
  afterEach(() => jest.restoreAllMocks());

  test('pacing under the burst limit still meets the hourly one, with Retry-After up to the hour’s end', async () => {
    let now = Date.UTC(2026, 10, 23, 12, 0, 0);
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const limiter = createRateLimiter('daily-guess', memoryStore(), 0.1); // 6 a minute, 60 an hour
    for (let minute = 0; minute < 10; minute++) {
      for (let i = 0; i < 6; i++) await limiter.consume('ip:192.0.2.1');
      now += 61_000;
    }
    const refusal = await limiter.consume('ip:192.0.2.1').then(() => null, (error: unknown) => error);
    expect(refusal).toMatchObject({ status: 429, headers: { 'Retry-After': String(3600 - 610) } });
    expect((refusal as Error).message).toBe('Too many guesses. Please try again in 50 minutes.');
  });
});
