/**
 * Rate limits that hold when the store struggles (issue 24 item 5). The rate-limit store reaches
 * PostgreSQL through a TCP proxy the test slows, stalls or stops; the app's own database is reached
 * directly. In every case at most the limit's number of requests is accepted, and every answer comes
 * within 1.5 s. The figures (accepted vs limit, slowest answer) are printed at the end.
 */
import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { POST as submitFeedback } from '@/app/api/feedback/submit/route';
import { PUT as putBio } from '@/app/auth/users/[userId]/bio/route';
import { migrateDatabase, openPostgres, setAppDatabase, type Database } from '@/db/client';
import { runWithRequestDeadline, STARTUP_DEADLINE_MS } from '@/db/deadline';
import { feedback, rateLimits } from '@/db/schema';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { closeRateLimitStores, postgresStore, sharedStore, type PostgresRateLimitStore } from '@/lib/http/rate-limit-store';
import { callRoute, type CallResult } from '@/tests/helpers/call-route';
import { fromAddress } from '@/tests/helpers/client-address';
import { actAs, insertUser, setTodaysSecret } from '@/tests/helpers/progress-fixtures';
import { withRateLimitScale } from '@/tests/helpers/rate-limit-scale';
import { startTcpProxy, type TcpProxy } from '@/tests/helpers/tcp-proxy';
import { createScratchPostgresDatabase, type ScratchDatabase } from '@/tests/helpers/test-db';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ANSWER_WITHIN_MS = 1500;
/**
 * A slow store: every chunk, either way, arrives this much later. A round trip of 400 ms is past the
 * old 300 ms give-up and well within a request's budget on a connection already open.
 */
const SLOW_MS = 200;

let proxy: TcpProxy;
const savedUrl = process.env.DATABASE_URL;
const opened: { scratch: ScratchDatabase; direct: Database }[] = [];
const stores: PostgresRateLimitStore[] = [];
const figures: string[] = [];

beforeAll(async () => {
  const server = new URL(SERVER_URL);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) }, decodeURIComponent(server.username || 'postgres'));
});

afterEach(async () => {
  await proxy.resume();
  await Promise.all(stores.splice(0).map((store) => store.close()));
  await closeRateLimitStores();
  actAs(null);
});

afterAll(async () => {
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
  setAppDatabase(undefined);
  for (const { scratch, direct } of opened) {
    await direct.close();
    await scratch.drop();
  }
  await proxy.close();
  console.log(`[rate-limit-outage]\n${figures.join('\n')}`);
}, 60_000);

/**
 * A migrated database of its own (each counts its own processes), used by the app directly and by the
 * route handlers' rate-limit store through the proxy.
 */
async function freshDatabase(): Promise<{ db: Database['db']; storeUrl: string }> {
  const scratch = await createScratchPostgresDatabase(SERVER_URL, 'guessdle_rl_outage');
  const direct = await openPostgres(scratch.url, { deadlineMs: STARTUP_DEADLINE_MS });
  await migrateDatabase(direct);
  opened.push({ scratch, direct });
  setAppDatabase(direct);
  const storeUrl = proxy.url(scratch.name);
  process.env.DATABASE_URL = storeUrl; // the route handlers' store goes through the proxy
  return { db: direct.db, storeUrl };
}

/** A store as one server process has it: its own pool and memory, on the shared database. */
function processStore(url: string): PostgresRateLimitStore {
  const store = postgresStore(url);
  stores.push(store);
  return store;
}

/** The route handlers' store, warmed: it has counted itself and read how many processes share it. */
async function routeStore(): Promise<PostgresRateLimitStore> {
  const store = sharedStore() as PostgresRateLimitStore;
  await store.heartbeat();
  return store;
}

/** Whether the store answers within a few seconds (a connection cut by the fault may fail one query first). */
async function answersAgain(store: PostgresRateLimitStore): Promise<boolean> {
  for (let attempt = 0; attempt < 30; attempt++) {
    if (await store.heartbeat()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const slowest = (answers: { ms: number }[]) => Math.round(Math.max(...answers.map((answer) => answer.ms)));
const statusesOf = (answers: { value: CallResult }[]) => answers.map((answer) => answer.value.status);
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((sum, status) => ({ ...sum, [status]: (sum[status] ?? 0) + 1 }), {});

type Fault = 'working' | 'slow' | 'stalled' | 'down';
const FAULTS: Record<Fault, (p: TcpProxy) => Promise<void> | void> = {
  working: () => {},
  slow: (p) => p.slow(SLOW_MS),
  stalled: (p) => p.stall(),
  down: (p) => p.stop(),
};

test('two processes, store stalled: 120 guest daily guesses from one address are at most 60 (limit 60/min), each answered within 1.5 s', async () => {
  const { storeUrl } = await freshDatabase();
  const processes = [processStore(storeUrl), processStore(storeUrl)];
  for (const store of [...processes, processes[0]]) await store.heartbeat();
  expect(processes.map((store) => store.instances())).toEqual([2, 2]);
  proxy.stall();
  const limiters = processes.map((store) => createRateLimiter('daily-guess', store, 1));
  const answers: { value: string; ms: number }[] = [];
  // Four waves of 30 at once, alternating processes: the first wave waits for the store, the next find it known down.
  for (let wave = 0; wave < 4; wave++) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          timed(() => runWithRequestDeadline(() => limiters[i % 2].consume('ip:192.0.2.50').then(() => 'accepted', (error: { status: number }) => String(error.status)))),
        ),
      )),
    );
  }
  const accepted = answers.filter((answer) => answer.value === 'accepted').length;
  figures.push(`two processes, stalled store, 120 guest daily guesses: ${accepted} accepted (limit 60), ${JSON.stringify(tally(answers.map((a) => Number(a.value) || 200)))}, slowest ${slowest(answers)} ms`);
  expect(accepted).toBe(60); // never more than the limit, and not fewer either: each process its share of 30
  expect(answers.filter((answer) => answer.value !== 'accepted').every((answer) => answer.value === '429')).toBe(true);
  expect(slowest(answers)).toBeLessThan(ANSWER_WITHIN_MS);
}, 30_000);

test('an outage that starts mid-window grants no fresh allowance, and what was accepted meanwhile reaches the store', async () => {
  const { db, storeUrl } = await freshDatabase();
  const store = processStore(storeUrl);
  await store.heartbeat();
  const limiter = createRateLimiter('daily-guess', store, 1);
  const consume = () => runWithRequestDeadline(() => limiter.consume('ip:192.0.2.60').then(() => true, () => false));
  const before = await Promise.all(Array.from({ length: 40 }, consume));
  proxy.stall();
  const during = await Promise.all(Array.from({ length: 40 }, consume));
  await proxy.resume();
  expect(await answersAgain(store)).toBe(true); // the next call asks the store
  const after = await consume();
  const accepted = [...before, ...during, after].filter(Boolean).length;
  const [row] = await db.select({ points: rateLimits.points }).from(rateLimits).where(eq(rateLimits.key, 'daily-guess:60:ip:192.0.2.60'));
  figures.push(`one process, store stalled after 40 guesses: ${accepted} accepted in the minute (limit 60), store count afterwards ${row.points}`);
  expect(before.filter(Boolean)).toHaveLength(40);
  expect(during.filter(Boolean)).toHaveLength(20);
  expect(after).toBe(false);
  expect(row.points).toBe(61); // 40, the 20 accepted alone, and the one refused after
}, 30_000);

describe('20 concurrent feedback posts from one player (limit 5 in 10 min), 2 sent before the fault', () => {
  let db: Database['db'];
  beforeAll(async () => {
    ({ db } = await freshDatabase());
  });

  // A stall is tried last: the cancels of its timed-out queries must not meet a proxy that refuses.
  test.each<Fault>(['working', 'slow', 'down', 'stalled'])('store %s: at most 5 accepted and stored in all; when it cannot answer, 503 with Retry-After', (fault) =>
    withRateLimitScale(1, async () => {
      const player = await insertUser(db);
      actAs(player);
      await routeStore();
      const post = () => callRoute(submitFeedback, { method: 'POST', path: '/api/feedback/submit', body: { type: 'feature', subject: 'More games', message: 'Please.' }, headers: fromAddress('192.0.2.70') });
      expect([(await post()).status, (await post()).status]).toEqual([200, 200]);
      await FAULTS[fault](proxy);
      const answers = await Promise.all(Array.from({ length: 20 }, () => timed(post)));
      const statuses = statusesOf(answers);
      const accepted = 2 + statuses.filter((status) => status === 200).length;
      const [{ n: stored }] = await db.select({ n: count() }).from(feedback).where(eq(feedback.userId, player));
      figures.push(`feedback, store ${fault}: ${accepted} accepted, ${stored} stored (limit 5), burst ${JSON.stringify(tally(statuses))}, slowest ${slowest(answers)} ms`);
      expect(accepted).toBeLessThanOrEqual(5);
      expect(Number(stored)).toBe(accepted);
      expect(slowest(answers)).toBeLessThan(ANSWER_WITHIN_MS);
      if (fault === 'working') expect(tally(statuses)).toEqual({ 200: 3, 429: 17 });
      if (fault === 'stalled' || fault === 'down') {
        expect(statuses).toEqual(Array(20).fill(503));
        for (const { value } of answers) {
          expect(value.json).toMatchObject({ code: 'database_unavailable', error: expect.stringMatching(/^The database is unavailable right now, so we can't check the limit on reports\. Nothing was done; please try again in \d+ seconds?\.$/) });
          expect(Number(value.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        }
      }
    }),
  );
});

describe('60 concurrent bio edits from one player (limit 30 in 10 min), 10 made before the fault', () => {
  let db: Database['db'];
  beforeAll(async () => {
    ({ db } = await freshDatabase());
  });

  test.each<Fault>(['working', 'slow'])('store %s: at most 30 answered 200 in all', (fault) =>
    withRateLimitScale(1, async () => {
      const player = await insertUser(db);
      actAs(player);
      await routeStore();
      const edit = (i: number) => callRoute(putBio, { method: 'PUT', path: `/auth/users/${player}/bio`, params: { userId: player }, body: { bio: `Bio number ${i}` } });
      for (let i = 0; i < 10; i++) expect((await edit(i)).status).toBe(200);
      await FAULTS[fault](proxy);
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => timed(() => edit(i))));
      const statuses = statusesOf(answers);
      const accepted = 10 + statuses.filter((status) => status === 200).length;
      figures.push(`bio edits, store ${fault}: ${accepted} × 200 (limit 30), burst ${JSON.stringify(tally(statuses))}, slowest ${slowest(answers)} ms`);
      expect(accepted).toBeLessThanOrEqual(30);
      expect(slowest(answers)).toBeLessThan(ANSWER_WITHIN_MS);
      if (fault === 'working') expect(tally(statuses)).toEqual({ 200: 20, 429: 40 });
    }),
  );
});

describe('a healthy but busy store', () => {
  test.each<Fault>(['working', 'slow'])('store %s: 200 concurrent counts of one key are all counted by the store, none decided without it', async (fault) => {
    const { storeUrl } = await freshDatabase();
    const store = processStore(storeUrl);
    const windows = [{ keyPrefix: 'burst:60', points: 1000, duration: 60 }];
    const burst = () => Promise.all(Array.from({ length: 200 }, () => timed(() => runWithRequestDeadline(() => store.count(windows, 'ip:192.0.2.80')))));
    await burst(); // opens the pool's connections: the store now holds 200
    await FAULTS[fault](proxy);
    const answers = await burst();
    // Counted by the store, the answers are 201 to 400; a count decided in memory would start again from 1.
    const consumed = answers.map((answer) => answer.value[0].consumed).sort((a, b) => a - b);
    const byStore = consumed.filter((value) => value > 200).length;
    figures.push(`busy store (${fault}), 200 concurrent counts: ${byStore} of 200 counted by the store, slowest ${slowest(answers)} ms`);
    expect(consumed).toEqual(Array.from({ length: 200 }, (_, i) => 201 + i));
  }, 30_000);
});

test('a guest\'s daily guesses through the route with the store stalled: at most the limit, each answered within 1.5 s', () =>
  withRateLimitScale(1, async () => {
    const { db } = await freshDatabase();
    await setTodaysSecret(db, 'pokemon', 'Eevee');
    const store = await routeStore();
    const guess = () => callRoute(postDailyGuess, { method: 'POST', params: { game: 'pokemon' }, body: { guess: 'Pikachu' }, headers: fromAddress('192.0.2.90') });
    await guess(); // today's puzzle is read once and kept
    proxy.stall();
    const answers = await Promise.all(Array.from({ length: 80 }, () => timed(guess)));
    const statuses = statusesOf(answers);
    const accepted = statuses.filter((status) => status === 200).length + 1;
    figures.push(`guest daily guesses through the route, store stalled (${store.instances()} process): ${accepted} accepted (limit 60), ${JSON.stringify(tally(statuses))}, slowest ${slowest(answers)} ms`);
    expect(accepted).toBe(60);
    expect(tally(statuses)).toEqual({ 200: 59, 429: 21 });
    expect(slowest(answers)).toBeLessThan(ANSWER_WITHIN_MS);
  }),
30_000);
