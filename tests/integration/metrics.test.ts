/**
 * GET /api/metrics (issue 37 item 1): the 404 of an unknown call without the token, Prometheus's text format
 * with it, and the game's counters moved by the real route handlers.
 */
import { randomUUID } from 'node:crypto';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { GET as unknownCall } from '@/app/api/[...path]/route';
import { GET as getMetrics } from '@/app/api/metrics/route';
import { GET as getLeaderboard } from '@/app/api/leaderboard/real-time/route';
import { setAppDatabase } from '@/db/client';
import { LIMITS } from '@/lib/http/limits';
import { scaledPoints } from '@/lib/http/rate-limit';
import { fromAddress } from '@/tests/helpers/client-address';
import { withRateLimitScale } from '@/tests/helpers/rate-limit-scale';
import { setDailyPuzzle } from '@/db/queries/daily-puzzles';
import { puzzleNumber } from '@/lib/games/daily';
import { metrics } from '@/lib/observability/metrics';
import { forgetDailyPuzzles } from '@/lib/services/daily/puzzle-memory';
import { failNextRecordings } from '@/lib/services/site/injected-faults';
import { chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, insertUser } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

const TOKEN = 'metrics-test-token-0123456789';
/** The metric names of the contract (/api/metrics must show each, even before anything counted). */
const CONTRACT_NAMES = [
  'http_request_duration_seconds',
  'guessdle_guesses_judged_total',
  'guessdle_wins_total',
  'guessdle_unsaved_wins_recovered_total',
  'guessdle_guess_replays_total',
  'guessdle_receipts_backdated_total',
  'guessdle_rate_limit_refusals_total',
  'guessdle_unavailable_total',
  'guessdle_db_pool_connections',
  'guessdle_db_query_duration_seconds',
  'guessdle_db_commit_outcome_unknown_total',
  'guessdle_database_up',
  'guessdle_leaderboard_snapshot_age_seconds',
  'guessdle_fairness_commitments_ahead_days',
  'guessdle_pending_revocations',
  'process_cpu_seconds_total',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
  'nodejs_gc_duration_seconds',
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());
beforeEach(() => {
  process.env.METRICS_TOKEN = TOKEN;
});
afterEach(() => {
  delete process.env.METRICS_TOKEN;
  delete process.env.E2E_TEST_HOOKS;
  failNextRecordings(0);
});

/** GET /api/metrics as Next calls it; `json` only when the answer is JSON (a refusal). */
async function scrape(authorization?: string) {
  const response = await getMetrics(new Request('http://localhost/api/metrics', { headers: authorization === undefined ? {} : { authorization } }));
  const text = await response.text();
  const json: unknown = response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : undefined;
  return { status: response.status, headers: response.headers, text, json };
}

/** The value of one series in the registry, 0 when it has none yet. */
async function valueOf(name: string, labels: Record<string, string>): Promise<number> {
  const metric = (await metrics().registry.getMetricsAsJSON()).find((m) => m.name === name);
  const series = metric?.values.find((v) => Object.entries(labels).every(([key, value]) => String(v.labels[key]) === value));
  return series ? Number(series.value) : 0;
}

describe('who may read it', () => {
  test.each([
    ['without the setting', undefined, `Bearer ${TOKEN}`],
    ['without a token', TOKEN, undefined],
    ['with a wrong token', TOKEN, 'Bearer not-the-metrics-token'],
    ['with another scheme', TOKEN, `Basic ${TOKEN}`],
  ])('%s it answers exactly as an unknown call does', async (_case, setting, authorization) => {
    if (setting === undefined) delete process.env.METRICS_TOKEN;
    const refused = await scrape(authorization);
    const unknown = await callRoute(unknownCall, { path: '/api/metrics' });
    expect({ status: refused.status, body: refused.json, cache: refused.headers.get('cache-control') }).toEqual({
      status: 404,
      body: unknown.json,
      cache: unknown.headers.get('cache-control'),
    });
    expect(refused.text).not.toContain('guessdle_');
  });

  test('with the token it answers Prometheus text with every metric of the contract, not cached', async () => {
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toMatch(/no-store/);
    for (const name of CONTRACT_NAMES) expect(answer.text).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    expect(answer.text).toMatch(/^guessdle_database_up 1$/m);
    expect(answer.text).toMatch(/^guessdle_pending_revocations 0$/m);
  });
});

describe('the game counters, through the real guess route', () => {
  const GAME = 'pokemon';
  const guess = (body: { guess: string; key?: string; date?: string; receipt?: string }) =>
    callRoute<{ date: string; won: boolean; saved?: boolean | null; judgement?: string }>(postDailyGuess, { method: 'POST', params: { game: GAME }, body });

  beforeAll(async () => {
    await setDailyPuzzle(database.db, { game: GAME, date: chicagoDate(), itemName: 'Eevee', puzzleNumber: puzzleNumber(chicagoDate()) });
    forgetDailyPuzzles();
  });

  test('a stored daily win counts a judged guess and a win saved="true"', async () => {
    await actAs(await insertUser(database.db));
    const judged = await valueOf('guessdle_guesses_judged_total', { game: GAME, mode: 'daily' });
    const saved = await valueOf('guessdle_wins_total', { game: GAME, mode: 'daily', saved: 'true' });
    const answer = await guess({ guess: 'Eevee', key: randomUUID() });
    expect(answer.json).toMatchObject({ won: true, saved: true });
    expect(await valueOf('guessdle_guesses_judged_total', { game: GAME, mode: 'daily' })).toBe(judged + 1);
    expect(await valueOf('guessdle_wins_total', { game: GAME, mode: 'daily', saved: 'true' })).toBe(saved + 1);
  });

  test('a win whose recording fails counts saved="false"; the outbox resend that stores it counts a recovered win, a second one a replay', async () => {
    await actAs(await insertUser(database.db));
    const labels = { game: GAME, mode: 'daily' };
    const before = {
      unsaved: await valueOf('guessdle_wins_total', { ...labels, saved: 'false' }),
      recovered: await valueOf('guessdle_unsaved_wins_recovered_total', labels),
      replays: await valueOf('guessdle_guess_replays_total', labels),
    };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    process.env.E2E_TEST_HOOKS = 'true'; // the injected fault acts only with the test hooks on
    failNextRecordings(1);
    const key = randomUUID();
    const first = await guess({ guess: 'Eevee', key });
    expect(first.json).toMatchObject({ won: true, saved: false });
    expect(await valueOf('guessdle_wins_total', { ...labels, saved: 'false' })).toBe(before.unsaved + 1);
    // The outbox sends it again with its key and the first answer's judgement receipt (components/game/useGameRound.ts).
    const resend = { guess: 'Eevee', key, date: chicagoDate(), receipt: first.json.judgement };
    expect((await guess(resend)).json).toMatchObject({ won: true, saved: true });
    expect(await valueOf('guessdle_unsaved_wins_recovered_total', labels)).toBe(before.recovered + 1);
    expect(await valueOf('guessdle_guess_replays_total', labels)).toBe(before.replays);
    expect((await guess(resend)).json).toMatchObject({ won: true, saved: true });
    expect(await valueOf('guessdle_guess_replays_total', labels)).toBe(before.replays + 1);
  });

  test('a win judged before midnight and stored after it on its receipt counts a back-dated receipt', async () => {
    // 23:30 in Chicago on 7 March 2026; its resend comes at 10:00 the next morning.
    const [DAY, NEXT_DAY] = ['2026-03-07', '2026-03-08'];
    const clockAt = (instant: string) => jest.useFakeTimers({ now: new Date(instant), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'hrtime', 'performance'] });
    try {
      for (const date of [DAY, NEXT_DAY]) await setDailyPuzzle(database.db, { game: GAME, date, itemName: 'Eevee', puzzleNumber: puzzleNumber(date) });
      forgetDailyPuzzles();
      await actAs(await insertUser(database.db));
      const backdated = await valueOf('guessdle_receipts_backdated_total', { game: GAME });
      jest.spyOn(console, 'error').mockImplementation(() => {});
      process.env.E2E_TEST_HOOKS = 'true';
      failNextRecordings(1);
      clockAt('2026-03-08T05:30:00Z');
      const key = randomUUID();
      const first = await guess({ guess: 'Eevee', date: DAY, key });
      expect(first.json).toMatchObject({ won: true, saved: false });
      clockAt('2026-03-08T16:00:00Z');
      expect((await guess({ guess: 'Eevee', date: DAY, key, receipt: first.json.judgement })).json).toMatchObject({ date: DAY, won: true, saved: true });
      expect(await valueOf('guessdle_receipts_backdated_total', { game: GAME })).toBe(backdated + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a first send of a win (no judgement receipt) is never counted as recovered', async () => {
    await actAs(await insertUser(database.db));
    const before = await valueOf('guessdle_unsaved_wins_recovered_total', { game: GAME, mode: 'daily' });
    expect((await guess({ guess: 'Eevee', key: randomUUID() })).json).toMatchObject({ won: true, saved: true });
    expect(await valueOf('guessdle_unsaved_wins_recovered_total', { game: GAME, mode: 'daily' })).toBe(before);
  });
});

test('a rate-limit refusal counts under its limit name', () =>
  withRateLimitScale(0.01, async () => {
    await actAs(null);
    const before = await valueOf('guessdle_rate_limit_refusals_total', { limit: 'leaderboard' });
    const burst = scaledPoints(LIMITS.leaderboard.windows[0].points, 0.01);
    const statuses: number[] = [];
    for (let i = 0; i <= burst; i++) statuses.push((await callRoute(getLeaderboard, { path: '/api/leaderboard/real-time', headers: fromAddress('198.51.100.77') })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(await valueOf('guessdle_rate_limit_refusals_total', { limit: 'leaderboard' })).toBe(before + 1);
  }));

test('while the database cannot be reached a scrape still answers within ~1 s: database_up 0, no stale snapshot age', async () => {
  const saved = process.env.DATABASE_URL;
  try {
    expect((await scrape(`Bearer ${TOKEN}`)).text).toMatch(/^guessdle_database_up 1$/m);
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable'; // nothing listens on port 1
    setAppDatabase(undefined);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    const answer = await scrape(`Bearer ${TOKEN}`);
    const ms = Date.now() - started;
    expect({ status: answer.status, within: ms < 1500 }).toEqual({ status: 200, within: true });
    expect(answer.text).toMatch(/^guessdle_database_up 0$/m);
    expect(answer.text).not.toMatch(/^guessdle_leaderboard_snapshot_age_seconds /m);
    expect(answer.text).not.toMatch(/^guessdle_fairness_commitments_ahead_days\{/m);
    expect(answer.text).toMatch(/^guessdle_pending_revocations 0$/m);
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
    setAppDatabase(database);
  }
});
