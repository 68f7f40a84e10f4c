/**
 * Logout while the database is away (issue 24 item 3). Auth.js runs for real (development sign-in, real
 * session cookies in a cookie jar) against PostgreSQL reached through a TCP proxy the test refuses or
 * stalls. A logout the database did not confirm answers 503 with the message and a revocation token, clears
 * this browser's cookies, refuses a copied cookie at once in this process, and is applied first when the
 * database is back; another process (one that never saw it) applies it when the browser resends the token.
 */
import { performance } from 'node:perf_hooks';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { sessions } from '@/db/schema';
import { GET as me } from '@/app/auth/me/route';
import { POST as logout } from '@/app/auth/logout/route';
import { POST as logoutAll } from '@/app/auth/logout-all/route';
import { forgetPendingRevocations } from '@/lib/auth/pending-revocations';
import { LOGOUT_NOT_CONFIRMED_MESSAGE } from '@/lib/auth/logout-messages';
import { callRoute, type CallResult } from '../helpers/call-route';
import { copyOf, newBrowser, switchTo, type CookieJar } from '../helpers/cookie-jar';
import { startProxiedDatabase, type ProxiedDatabase } from '../helpers/proxied-database';
import type { TcpProxy } from '../helpers/tcp-proxy';

jest.unmock('@/lib/auth/session');
jest.mock('next/headers', () => jest.requireActual('../helpers/cookie-jar').nextHeadersMock);

const ANSWER_WITHIN_MS = 1500;
/** Refused "at once": well inside the 1.2 s a stalled database step may take. */
const AT_ONCE_MS = 500;

let proxied: ProxiedDatabase;
let direct: Database;
let proxy: TcpProxy;
const previousDevLogin = process.env.AUTH_DEV_LOGIN;
/** Every 503 answer's time, by fault, for the report. */
const answerTimes: Record<string, number[]> = {};

beforeAll(async () => {
  process.env.AUTH_DEV_LOGIN = 'true';
  // The rate-limit counters stay reachable (tests/integration/rate-limit-outage.test.ts covers them down).
  proxied = await startProxiedDatabase('guessdle_logout', 'direct');
  ({ direct, proxy } = proxied);
}, 60_000);

afterAll(async () => {
  forgetPendingRevocations();
  await proxied?.close();
  if (previousDevLogin === undefined) delete process.env.AUTH_DEV_LOGIN;
  else process.env.AUTH_DEV_LOGIN = previousDevLogin;
  console.log(`[logout-outage] 503 answer times (ms): ${JSON.stringify(answerTimes)}`);
}, 60_000);

/** Whether the proxy refuses or stalls now (resuming a proxy that forwards would cut the pool's connections). */
let databaseAway = false;
async function cutOffWith(cutOff: (p: TcpProxy) => Promise<void>): Promise<void> {
  await cutOff(proxy);
  databaseAway = true;
}
async function databaseBack(): Promise<void> {
  await proxy.resume();
  databaseAway = false;
}

afterEach(async () => {
  if (databaseAway) await databaseBack();
  forgetPendingRevocations();
});

let serial = 0;
const uniqueName = (prefix: string) => `${prefix}${++serial}x${Date.now() % 100000}`;

async function signInAs(name: string): Promise<{ browser: CookieJar; userId: string }> {
  const browser = newBrowser();
  const { signIn } = await import('@/lib/auth/auth');
  await signIn('dev', { name, redirect: false });
  const result = await callRoute<{ user: { id: string } }>(me);
  expect(result.status).toBe(200);
  return { browser, userId: result.json.user.id };
}

async function sessionRows(userId: string): Promise<number> {
  const [row] = await direct.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return Number(row.n);
}

async function meStatus(browser: CookieJar): Promise<{ status: number; ms: number }> {
  switchTo(browser);
  const started = performance.now();
  const { status } = await callRoute(me);
  return { status, ms: performance.now() - started };
}

const hasSessionCookie = (browser: CookieJar) => [...browser.keys()].some((name) => name.includes('session-token'));

/** Sends a sign-out from `browser` and records how long a 503 took, under `fault`. */
async function timedSignOut(fault: string, browser: CookieJar, send: () => Promise<CallResult>): Promise<CallResult> {
  switchTo(browser);
  const started = performance.now();
  const result = await send();
  const ms = Math.round(performance.now() - started);
  if (result.status === 503) (answerTimes[fault] ??= []).push(ms);
  expect({ status: result.status, withinMs: ms < ANSWER_WITHIN_MS }).toEqual({ status: 503, withinMs: true });
  return result;
}

/** The untruthful "ok" of old is gone: 503, the message word for word, a token, and this browser signed out. */
function expectNotConfirmed(result: CallResult, browser: CookieJar): string {
  expect(result.json).toMatchObject({ error: LOGOUT_NOT_CONFIRMED_MESSAGE, code: 'logout_not_confirmed', revocationToken: expect.any(String) });
  expect(result.json).not.toHaveProperty('ok');
  expect(result.headers.get('set-cookie')).toMatch(/guessdle_signed_in=;.*Max-Age=0/i);
  expect(hasSessionCookie(browser)).toBe(false);
  return result.json.revocationToken as string;
}

async function resendToken(revocationToken: string): Promise<CallResult> {
  newBrowser(); // a page load later: no session cookie is needed
  return callRoute(logout, { method: 'POST', body: { revocationToken } });
}

const logoutCall = () => callRoute(logout, { method: 'POST' });
const logoutAllCall = () => callRoute(logoutAll, { method: 'POST', body: {} });

describe.each([
  ['refused', (p: TcpProxy) => p.stop()],
  ['stalled', async (p: TcpProxy) => p.stall()],
])('with the database %s', (fault, cutOff) => {
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterAll(() => (console.error as jest.Mock).mockRestore?.());

  test('POST /auth/logout: 503 and the cookie cleared; a copy is refused at once, and still once the row is deleted first thing', async () => {
    const leaver = await signInAs(uniqueName('Leaver'));
    const copy = copyOf(leaver.browser);
    const bystander = await signInAs(uniqueName('Bystander'));
    await cutOffWith(cutOff);

    expectNotConfirmed(await timedSignOut(fault, leaver.browser, logoutCall), leaver.browser);
    const duringOutage = await meStatus(copy);
    expect({ status: duringOutage.status, atOnce: duringOutage.ms < AT_ONCE_MS }).toEqual({ status: 401, atOnce: true });

    await databaseBack();
    expect((await meStatus(bystander.browser)).status).toBe(200); // the first session lookup applies the pending logout
    expect(await sessionRows(leaver.userId)).toBe(0);
    expect((await meStatus(copy)).status).toBe(401);
  }, 30_000);

  test('POST /auth/logout: once the database is back, this process deletes the row by itself (no lookup, no resend)', async () => {
    const leaver = await signInAs(uniqueName('Leaver'));
    await cutOffWith(cutOff);
    expectNotConfirmed(await timedSignOut(fault, leaver.browser, logoutCall), leaver.browser);
    await databaseBack();
    // Its retry (every 5 s) has a budget of its own, not the spent one of the logout that scheduled it (issue 40).
    const until = Date.now() + 12_000;
    while ((await sessionRows(leaver.userId)) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await sessionRows(leaver.userId)).toBe(0);
  }, 30_000);

  test('POST /auth/logout: in another process, the browser resending its revocation token deletes the row', async () => {
    const leaver = await signInAs(uniqueName('Leaver'));
    const copy = copyOf(leaver.browser);
    await cutOffWith(cutOff);
    const token = expectNotConfirmed(await timedSignOut(fault, leaver.browser, logoutCall), leaver.browser);

    forgetPendingRevocations(); // the resend reaches a process that never saw the failed logout
    await databaseBack();
    expect((await meStatus(copy)).status).toBe(200); // what the token is for: the row outlived the failed logout
    expect((await resendToken(token)).json).toEqual({ ok: true });
    expect(await sessionRows(leaver.userId)).toBe(0);
    expect((await meStatus(copy)).status).toBe(401);
  }, 30_000);

  test('POST /auth/logout-all: 503 and the cookie cleared; the other devices are refused at once, and once the rows are deleted', async () => {
    const name = uniqueName('Everywhere');
    const laptop = await signInAs(name);
    const phone = await signInAs(name);
    const bystander = await signInAs(uniqueName('Bystander'));
    await cutOffWith(cutOff);

    expectNotConfirmed(await timedSignOut(fault, laptop.browser, logoutAllCall), laptop.browser);
    const duringOutage = await meStatus(phone.browser);
    expect({ status: duringOutage.status, atOnce: duringOutage.ms < AT_ONCE_MS }).toEqual({ status: 401, atOnce: true });

    await databaseBack();
    expect((await meStatus(bystander.browser)).status).toBe(200);
    expect(await sessionRows(laptop.userId)).toBe(0);
    expect((await meStatus(phone.browser)).status).toBe(401);
  }, 30_000);

  test('POST /auth/logout-all: in another process, the token ends the sessions started until then, not a later sign-in', async () => {
    const name = uniqueName('Everywhere');
    const laptop = await signInAs(name);
    const phone = await signInAs(name);
    await cutOffWith(cutOff);
    const token = expectNotConfirmed(await timedSignOut(fault, laptop.browser, logoutAllCall), laptop.browser);

    forgetPendingRevocations();
    await databaseBack();
    expect((await meStatus(phone.browser)).status).toBe(200);
    const tablet = await signInAs(name); // signed in again after the failed sign-out
    expect((await resendToken(token)).json).toEqual({ ok: true });
    expect((await meStatus(phone.browser)).status).toBe(401);
    expect((await meStatus(tablet.browser)).status).toBe(200);
    expect(await sessionRows(laptop.userId)).toBe(1);
  }, 30_000);

  test('a resent token the database cannot confirm either: 503 again, with the token to keep', async () => {
    const leaver = await signInAs(uniqueName('Leaver'));
    await cutOffWith(cutOff);
    const token = expectNotConfirmed(await timedSignOut(fault, leaver.browser, logoutCall), leaver.browser);
    const again = await timedSignOut(fault, newBrowser(), () => resendToken(token));
    expect(again.json).toMatchObject({ error: LOGOUT_NOT_CONFIRMED_MESSAGE, revocationToken: token });
  }, 30_000);
});

describe('with the database up', () => {
  test('a DELETE that outlasts the deadline (the row locked elsewhere) is not confirmed: 503, never ok', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const leaver = await signInAs(uniqueName('Locked'));
    const copy = copyOf(leaver.browser);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = direct.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from sessions where user_id = ${leaver.userId} for update`);
      locked();
      await released;
    });
    await isLocked;
    try {
      expectNotConfirmed(await timedSignOut('row locked', leaver.browser, logoutCall), leaver.browser);
      expect((await meStatus(copy)).status).toBe(401);
    } finally {
      release();
      await holder;
      (console.error as jest.Mock).mockRestore();
    }
  }, 30_000);

  test('a token this site did not sign: 400 and nothing changed', async () => {
    const player = await signInAs(uniqueName('Forged'));
    const forged = `${Buffer.from(JSON.stringify({ userId: player.userId, startedUntil: Date.now() })).toString('base64url')}.${'A'.repeat(22)}`;
    const refused = await resendToken(forged);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'invalid_revocation_token', error: expect.stringMatching(/not issued by this site/) });
    const malformed = await resendToken('not a token');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ code: 'invalid_input', error: expect.stringMatching(/revocationToken/) });
    expect(await sessionRows(player.userId)).toBe(1);
    expect((await meStatus(player.browser)).status).toBe(200);
  });

  test('a resent token ends only what it names, not the session the browser holds now', async () => {
    const first = await signInAs(uniqueName('Twice'));
    await cutOffWith((p) => p.stop());
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const token = expectNotConfirmed(await timedSignOut('refused', first.browser, logoutCall), first.browser);
    (console.error as jest.Mock).mockRestore();
    forgetPendingRevocations();
    await databaseBack();
    const second = await signInAs(uniqueName('Next'));
    switchTo(second.browser);
    const resent = await callRoute(logout, { method: 'POST', body: { revocationToken: token } });
    expect(resent.json).toEqual({ ok: true });
    expect(resent.headers.get('set-cookie')).toBeNull();
    expect(hasSessionCookie(second.browser)).toBe(true);
    expect((await meStatus(second.browser)).status).toBe(200);
    expect(await sessionRows(first.userId)).toBe(0);
  });
});
