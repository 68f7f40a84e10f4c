/**
 * The database going away (issue 10 item 13). Always runs against PostgreSQL (127.0.0.1:5432, or the
 * server DATABASE_URL names): the app's client reaches its own database through a TCP proxy that the
 * test stops (connections refused) and stalls (accepted, never answered). Every route handler must
 * answer within 1.5 s (one database budget per request, however many steps it takes): 503 JSON when it needs the database, its usual answer when it does not (guests'
 * daily guesses are judged from the puzzle kept in memory); and calls succeed again once the proxy resumes.
 */
import { performance } from 'node:perf_hooks';
import { getDatabase, setAppDatabase, type Database } from '@/db/client';
import { forgetDailyPuzzles } from '@/lib/services/daily/puzzle';
import { forgetLeaderboardSnapshots } from '@/lib/services/leaderboard/snapshot';
import { chicagoDate } from '@/lib/time';
import type { CallResult } from '@/tests/helpers/call-route';
import { actAs, insertUser, setTodaysSecret } from '@/tests/helpers/progress-fixtures';
import type { TcpProxy } from '@/tests/helpers/tcp-proxy';
import { OUTAGE_CALLS, type OutageCall } from '@/tests/helpers/outage-calls';
import { startProxiedDatabase, type ProxiedDatabase } from '@/tests/helpers/proxied-database';
import type { ScratchDatabase } from '@/tests/helpers/test-db';

/** Issue 24 item 2: one database budget per request (1.2 s), so every call answers within 1.5 s. */
const ANSWER_WITHIN_MS = 1500;

let proxied: ProxiedDatabase;
let scratch: ScratchDatabase;
let direct: Database;
let app: Database;
let proxy: TcpProxy;
let player: string;
/** The slowest answer seen in each scenario, for the report. */
const worst: Record<string, { ms: number; label: string }> = {};

beforeAll(async () => {
  process.env.E2E_TEST_HOOKS = 'true'; // the set-up hook is a route handler too
  // The rate-limit counters go down with the app's database, as in production.
  proxied = await startProxiedDatabase('guessdle_outage', 'proxied');
  ({ scratch, direct, app, proxy } = proxied);
  player = await insertUser(direct.db, { username: 'OutagePlayer' });
  await setTodaysSecret(direct.db, 'pokemon', 'Eevee');
  forgetDailyPuzzles();
}, 60_000);

afterAll(async () => {
  delete process.env.E2E_TEST_HOOKS;
  await proxied?.close();
  console.log(`[database-outage] worst answer: ${JSON.stringify(worst)}`);
}, 60_000);

async function timed(call: OutageCall): Promise<{ result: CallResult; ms: number }> {
  await actAs(call.as === 'player' ? player : null);
  const started = performance.now();
  const result = await call.run({ player, today: chicagoDate() });
  return { result, ms: performance.now() - started };
}

/** Before the outage: today's puzzle is read once (and kept in memory), and every call works. */
async function warmUp() {
  for (const call of OUTAGE_CALLS.filter((c) => c.warm)) {
    const { result } = await timed(call);
    expect({ label: call.label, status: result.status }).toEqual({ label: call.label, status: call.normally ?? 200 });
  }
}

async function expectEveryCallAnswersQuickly(scenario: string) {
  // One at a time: each is measured alone, the way a visitor meets it.
  for (const call of OUTAGE_CALLS) {
    const { result, ms } = await timed(call);
    if (!worst[scenario] || ms > worst[scenario].ms) worst[scenario] = { ms: Math.round(ms), label: call.label };
    expect({ label: call.label, fast: ms < ANSWER_WITHIN_MS }).toEqual({ label: call.label, fast: true });
    const expected = call.duringOutage ?? 503;
    expect({ label: call.label, status: result.status }).toEqual({ label: call.label, status: expected });
    if (expected === 503) {
      expect(result.json).toMatchObject({ code: 'database_unavailable', error: expect.stringMatching(/database is unavailable/i) });
      expect({ label: call.label, retryAfter: Number(result.headers.get('retry-after')) > 0 }).toEqual({ label: call.label, retryAfter: true });
    }
    call.check?.(result);
  }
}

async function expectRecovered() {
  for (const call of OUTAGE_CALLS.filter((c) => c.afterwards)) {
    const { result, ms } = await timed(call);
    expect({ label: call.label, status: result.status, fast: ms < ANSWER_WITHIN_MS }).toEqual({ label: call.label, status: call.normally ?? 200, fast: true });
  }
}

describe.each([
  ['stopped (connections refused)', (p: TcpProxy) => p.stop()],
  ['stalled (accepted, never answered)', async (p: TcpProxy) => p.stall()],
])('with the database %s', (scenario, cutOff) => {
  beforeAll(async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await warmUp();
    await cutOff(proxy);
    forgetLeaderboardSnapshots(); // a ranking read in the last few seconds would still answer from its snapshot
  }, 60_000);

  afterAll(async () => {
    (console.error as jest.Mock).mockRestore?.();
  });

  test('every route handler answers within 1.5 s: 503 JSON with Retry-After, or its usual answer when it needs no database', async () => {
    await expectEveryCallAnswersQuickly(scenario);
  }, 120_000);

  test.each([
    ['guests', 'guest'],
    ['signed-in players', 'player'],
  ] as const)('20 calls at once from %s still answer within 1.5 s each (waiting for a connection is bounded too)', async (_who, as) => {
    const calls = OUTAGE_CALLS.filter((call) => call.as === as);
    const burst = Array.from({ length: 20 }, (_, i) => calls[i % calls.length]);
    await actAs(as === 'player' ? player : null);
    const answers = await Promise.all(
      burst.map(async (call) => {
        const started = performance.now();
        const result = await call.run({ player, today: chicagoDate() });
        return { label: call.label, ms: performance.now() - started, status: result.status };
      }),
    );
    const slowest = answers.reduce((a, b) => (b.ms > a.ms ? b : a));
    const label = `${scenario}, 20 at once (${as})`;
    worst[label] = { ms: Math.round(slowest.ms), label: slowest.label };
    expect(answers.filter((answer) => answer.ms >= ANSWER_WITHIN_MS)).toEqual([]);
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
  }, 30_000);

  test('the app recovers by itself once the database is back', async () => {
    await proxy.resume();
    await expectRecovered();
  }, 30_000);
});

describe('a server started while the database is stalled', () => {
  const savedUrl = process.env.DATABASE_URL;
  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    process.env.DATABASE_URL = proxy.url(scratch.name);
    setAppDatabase(undefined); // as at start-up: nothing opened yet
    proxy.stall();
  });
  afterAll(async () => {
    if (savedUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = savedUrl;
    (console.error as jest.Mock).mockRestore?.();
    setAppDatabase(app);
  });

  test('answers 503 within 1.5 s while opening, then opens and migrates by itself once the database is back', async () => {
    const health = OUTAGE_CALLS.find((c) => c.label === 'GET health')!;
    const { result, ms } = await timed(health);
    expect({ status: result.status, fast: ms < ANSWER_WITHIN_MS }).toEqual({ status: 503, fast: true });
    await proxy.resume();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await timed(health)).result.status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    const opened = await getDatabase();
    if (opened !== app) await opened.close();
  }, 30_000);
});
