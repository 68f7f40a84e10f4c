/**
 * Issue 24 items 1 and 4 under real faults: PostgreSQL behind a TCP proxy the test refuses, stalls and
 * cuts. A signed-in win judged while the database is away answers `saved: false` with its receipt, within
 * 1.5 s, and its resend under the same key lands once; a COMMIT cut before its answer came back answers
 * `saved: null` (never "not saved" for a write that committed) and the resend tells the truth; a signed-in
 * player's endless round goes on during an outage and its win lands afterwards. The figures are printed.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, count, eq } from 'drizzle-orm';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { POST as startEndless } from '@/app/api/endless/[game]/route';
import { POST as postEndlessGuess } from '@/app/api/endless/[game]/guess/route';
import { openPostgres, setAppDatabase, type Database } from '@/db/client';
import { setDailyPuzzle } from '@/db/queries/daily-puzzles';
import { dailyWins, endlessWins } from '@/db/schema';
import { puzzleNumber } from '@/lib/games/daily';
import type { GameId } from '@/lib/games/types';
import { forgetDailyPuzzles } from '@/lib/services/daily/puzzle';
import { dailyPuzzleCheckSettled } from '@/lib/services/daily/puzzle-memory';
import { openRound } from '@/lib/services/play/endless-token';
import { chicagoDate } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { movableClockForEachTest } from '@/tests/helpers/movable-clock';
import { actAs, insertUser } from '@/tests/helpers/progress-fixtures';
import { startProxiedDatabase, type ProxiedDatabase } from '@/tests/helpers/proxied-database';
import type { TcpProxy } from '@/tests/helpers/tcp-proxy';
import type { ScratchDatabase } from '@/tests/helpers/test-db';

const ANSWER_WITHIN_MS = 1500;

let proxied: ProxiedDatabase;
let scratch: ScratchDatabase;
let direct: Database;
let app: Database;
let proxy: TcpProxy;
const figures: Record<string, unknown> = {};

type Answer = { won: boolean; saved?: boolean | null; streak?: number; judgement?: string; counted?: boolean };

beforeAll(async () => {
  // The rate-limit counters stay reachable: tests/integration/rate-limit-outage.test.ts covers them down.
  proxied = await startProxiedDatabase('guessdle_promises', 'direct');
  ({ scratch, direct, app, proxy } = proxied);
  const today = chicagoDate();
  for (const [game, itemName] of [['pokemon', 'Eevee'], ['bible-books', 'Ruth'], ['aoe2-units', 'Knight']] as [GameId, string][]) {
    await setDailyPuzzle(direct.db, { game, date: today, itemName, puzzleNumber: puzzleNumber(today) });
  }
  forgetDailyPuzzles();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
}, 60_000);

afterAll(async () => {
  await proxied?.close();
  console.log(`[outage-promises] ${JSON.stringify(figures)}`);
}, 60_000);

afterEach(async () => {
  await proxy.resume();
});

async function timedGuess(game: string, body: Record<string, unknown>) {
  const started = performance.now();
  const result = await callRoute<Answer>(postDailyGuess, { method: 'POST', params: { game }, body });
  return { ...result, ms: Math.round(performance.now() - started) };
}

/**
 * As the browser's outbox does: the same request, key and receipt again until the answer is saved: true.
 * resume() drops every pooled socket; a resend that meets one before the pool notices answers saved: false
 * (truthfully: nothing was stored), and the outbox sends again.
 */
async function untilSaved<T extends { json: Answer }>(send: () => Promise<T>) {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const answer = await send();
    if (answer.json.saved === true) return { ...answer, attempts: attempt };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Never saved after 10 resends');
}

const resendUntilSaved = (game: string, body: Record<string, unknown>) => untilSaved(() => timedGuess(game, body));

async function dailyWinsOf(userId: string, game: string): Promise<number> {
  const [row] = await direct.db.select({ n: count() }).from(dailyWins).where(and(eq(dailyWins.userId, userId), eq(dailyWins.game, game)));
  return Number(row.n);
}

/** Today's puzzle is read once while the database answers, and kept in memory (as a running server does). */
async function warmUp(player: string, game: string) {
  await actAs(player);
  expect((await timedGuess(game, { guess: game === 'pokemon' ? 'Pikachu' : game === 'bible-books' ? 'Genesis' : 'Archer', key: randomUUID() })).json.saved).toBe(true);
  // The guess may start the background check for corrected puzzles: it ends before the test cuts the database, so
  // no query of it is on its way when the proxy refuses (postgres.js can let that one's connection error escape).
  await dailyPuzzleCheckSettled();
}

test('a win judged in a stall answers saved: false within 1.5 s, and its resend lands once the database is back', async () => {
  const player = await insertUser(direct.db);
  await warmUp(player, 'pokemon');
  proxy.stall();
  const key = randomUUID();
  const judged = await timedGuess('pokemon', { guess: 'Eevee', date: chicagoDate(), key });
  expect(judged.status).toBe(200);
  expect(judged.json).toMatchObject({ won: true, saved: false, judgement: expect.any(String) });
  expect(judged.ms).toBeLessThan(ANSWER_WITHIN_MS);
  expect(await dailyWinsOf(player, 'pokemon')).toBe(0);

  await proxy.resume();
  const resend = { guess: 'Eevee', date: chicagoDate(), key, receipt: judged.json.judgement };
  const landed = await resendUntilSaved('pokemon', resend);
  const again = await timedGuess('pokemon', resend);
  expect(landed.json).toMatchObject({ won: true, saved: true, streak: 1 });
  expect(again.json).toMatchObject({ won: true, saved: true, streak: 1 });
  expect(await dailyWinsOf(player, 'pokemon')).toBe(1);
  figures.stall = { judgedMs: judged.ms, answer: judged.json.saved, resends: landed.attempts, winsStored: 1 };
}, 30_000);

test('a COMMIT cut before its answer came back answers saved: null, never "not saved"; the resend says what was stored, once', async () => {
  // A fresh pool: postgres.js prepares COMMIT once per connection and afterwards sends only its name,
  // so the proxy can only recognise the first COMMIT of a connection.
  const fresh = await openPostgres(proxy.url(scratch.name));
  setAppDatabase(fresh);
  try {
    const player = await insertUser(direct.db);
    await actAs(null);
    expect((await timedGuess('bible-books', { guess: 'Genesis' })).status).toBe(200); // the puzzle, into memory
    await actAs(player);
    proxy.cut('commit');
    const key = randomUUID();
    const judged = await timedGuess('bible-books', { guess: 'Ruth', date: chicagoDate(), key });
    expect(judged.status).toBe(200);
    expect(judged.json).toMatchObject({ won: true, saved: null, judgement: expect.any(String) });
    expect(judged.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // The database did carry the COMMIT out: the win is there although the app never heard so.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const storedMeanwhile = await dailyWinsOf(player, 'bible-books');

    await proxy.resume();
    // The pool's cut connections fail the first resend (truthfully: saved: false); the next ones land.
    const landed = await resendUntilSaved('bible-books', { guess: 'Ruth', date: chicagoDate(), key, receipt: judged.json.judgement });
    expect(landed.json).toMatchObject({ won: true, saved: true, streak: 1 });
    expect(await dailyWinsOf(player, 'bible-books')).toBe(1);
    figures.cutAtCommit = { judgedMs: judged.ms, answer: judged.json.saved, storedBeforeResend: storedMeanwhile, resends: landed.attempts, winsStored: 1 };
  } finally {
    setAppDatabase(app);
    await fresh.close();
  }
}, 30_000);

test('with connections refused, a signed-in win is judged, unsaved, and lands once under its key', async () => {
  const player = await insertUser(direct.db);
  await warmUp(player, 'aoe2-units');
  await proxy.stop();
  const key = randomUUID();
  const judged = await timedGuess('aoe2-units', { guess: 'Knight', date: chicagoDate(), key });
  expect(judged.json).toMatchObject({ won: true, saved: false });
  expect(judged.ms).toBeLessThan(ANSWER_WITHIN_MS);
  await proxy.resume();
  const landed = await resendUntilSaved('aoe2-units', { guess: 'Knight', date: chicagoDate(), key, receipt: judged.json.judgement });
  expect(landed.json).toMatchObject({ saved: true, streak: 1 });
  expect(await dailyWinsOf(player, 'aoe2-units')).toBe(1);
  figures.refused = { judgedMs: judged.ms, answer: judged.json.saved, resends: landed.attempts };
}, 30_000);

describe('a signed-in player’s endless round during an outage (item 4)', () => {
  const wait = movableClockForEachTest();

  test.each([
    ['stalled', () => proxy.stall()],
    ['refused', () => proxy.stop()],
  ] as const)('with the database %s: the round starts and is played as theirs, the win lands afterwards', async (fault, cutOff) => {
    const player = await insertUser(direct.db);
    await warmUp(player, 'pokemon');
    await cutOff();
    const started = await callRoute<{ token: string }>(startEndless, { method: 'POST', params: { game: 'pokemon' } });
    expect(started.status).toBe(200);
    const secret = openRound(started.json.token).item;
    expect(openRound(started.json.token).player).toBe(player);
    wait(5_000);
    const before = performance.now();
    const won = await callRoute<Answer>(postEndlessGuess, { method: 'POST', params: { game: 'pokemon' }, body: { token: started.json.token, guess: secret } });
    const ms = Math.round(performance.now() - before);
    expect(won.status).toBe(200);
    expect(won.json).toMatchObject({ won: true, counted: false, saved: false, judgement: expect.any(String) });
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);

    await proxy.resume();
    const key = randomUUID();
    const resend = { token: started.json.token, guess: secret, key, receipt: won.json.judgement };
    const landed = await untilSaved(() => callRoute<Answer>(postEndlessGuess, { method: 'POST', params: { game: 'pokemon' }, body: resend }));
    const again = await callRoute<Answer>(postEndlessGuess, { method: 'POST', params: { game: 'pokemon' }, body: resend });
    expect(landed.json).toMatchObject({ counted: true, saved: true });
    expect(again.json).toMatchObject({ counted: true, saved: true });
    const [row] = await direct.db.select({ n: count() }).from(endlessWins).where(eq(endlessWins.userId, player));
    expect(Number(row.n)).toBe(1);
    figures[`endless ${fault}`] = { winMs: ms, answer: won.json.saved, resends: landed.attempts, endlessWinsStored: 1 };
  }, 30_000);
});
