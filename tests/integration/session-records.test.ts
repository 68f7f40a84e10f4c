/**
 * Logout ends the session itself, not only the browser's cookie (issue 10 item 2). These tests run
 * Auth.js for real: they sign in through the development provider, keep a copy of the cookies as an
 * attacker would, and replay it after logout.
 */
import { count, eq } from 'drizzle-orm';
import { sessions, users } from '@/db/schema';
import { GET as me } from '@/app/auth/me/route';
import { POST as logout } from '@/app/auth/logout/route';
import { POST as logoutAll } from '@/app/auth/logout-all/route';
import { POST as refresh } from '@/app/auth/refresh/route';
import { GET as statsList } from '@/app/api/game-stats/user/[userId]/route';
import { GET as statsSummary } from '@/app/api/game-stats/user/[userId]/summary/route';
import { decode } from 'next-auth/jwt';
import { authSecret } from '@/lib/auth/secret';
import { callRoute } from '../helpers/call-route';
import { copyOf, newBrowser, switchTo, type CookieJar } from '../helpers/cookie-jar';
import { devLoginDatabaseForFile } from '../helpers/dev-login-database';

jest.unmock('@/lib/auth/session');
jest.mock('next/headers', () => jest.requireActual('../helpers/cookie-jar').nextHeadersMock);

const testDb = devLoginDatabaseForFile();

let serial = 0;
const uniqueName = (prefix: string) => `${prefix}${++serial}x${Date.now() % 100000}`;

/** Signs a new browser in through the development provider; returns the browser and the user id. */
async function signInAs(name: string): Promise<{ browser: CookieJar; userId: string }> {
  const browser = newBrowser();
  const { signIn } = await import('@/lib/auth/auth');
  await signIn('dev', { name, redirect: false });
  const result = await callRoute<{ user: { id: string } }>(me);
  expect(result.status).toBe(200);
  return { browser, userId: result.json.user.id };
}

async function statuses(browser: CookieJar, userId: string) {
  switchTo(browser);
  return {
    me: (await callRoute(me)).status,
    stats: (await callRoute(statsList, { params: { userId } })).status,
    summary: (await callRoute(statsSummary, { params: { userId } })).status,
  };
}

async function sessionRows(userId: string): Promise<number> {
  const [row] = await testDb().select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return Number(row.n);
}

const SIGNED_IN = { me: 200, stats: 200, summary: 200 };
const SIGNED_OUT = { me: 401, stats: 401, summary: 401 };

describe('POST /auth/logout', () => {
  it('ends the session: a copy of the cookie taken before logout is refused everywhere afterwards', async () => {
    const { browser, userId } = await signInAs(uniqueName('Leaver'));
    const stolen = copyOf(browser);
    expect(await statuses(browser, userId)).toEqual(SIGNED_IN);

    switchTo(browser);
    expect((await callRoute(logout, { method: 'POST' })).status).toBe(200);
    expect(await statuses(browser, userId)).toEqual(SIGNED_OUT);
    expect(await statuses(stolen, userId)).toEqual(SIGNED_OUT);
    switchTo(stolen);
    expect((await callRoute(refresh, { method: 'POST' })).status).toBe(401);
  });

  it('ends only that session: the same player signed in elsewhere stays signed in', async () => {
    const name = uniqueName('TwoPlaces');
    const laptop = await signInAs(name);
    const phone = await signInAs(name);
    expect(phone.userId).toBe(laptop.userId);
    switchTo(laptop.browser);
    await callRoute(logout, { method: 'POST' });
    expect(await statuses(laptop.browser, laptop.userId)).toEqual(SIGNED_OUT);
    expect(await statuses(phone.browser, phone.userId)).toEqual(SIGNED_IN);
  });
});

describe('POST /auth/logout-all', () => {
  it('ends every session of the caller and clears this browser, but no one else’s sessions', async () => {
    const name = uniqueName('Everywhere');
    const laptop = await signInAs(name);
    const phone = await signInAs(name);
    const stolen = copyOf(phone.browser);
    const bystander = await signInAs(uniqueName('Bystander'));

    switchTo(laptop.browser);
    const result = await callRoute(logoutAll, { method: 'POST', body: {} });
    expect(result.status).toBe(200);
    expect(result.headers.get('set-cookie')).toMatch(/guessdle_signed_in=;/);
    expect([...laptop.browser.keys()].some((cookie) => cookie.includes('session-token'))).toBe(false);

    for (const browser of [laptop.browser, phone.browser, stolen]) expect(await statuses(browser, laptop.userId)).toEqual(SIGNED_OUT);
    expect(await sessionRows(laptop.userId)).toBe(0);
    expect(await statuses(bystander.browser, bystander.userId)).toEqual(SIGNED_IN);
  });

  it('needs a session and an empty JSON object', async () => {
    newBrowser();
    expect((await callRoute(logoutAll, { method: 'POST', body: {} })).status).toBe(401);
    const { userId } = await signInAs(uniqueName('Strict'));
    const extra = await callRoute(logoutAll, { method: 'POST', body: { userId: 'someone-else' } });
    expect(extra.status).toBe(400);
    expect(await sessionRows(userId)).toBe(1);
  });
});

describe('a browser whose session ended elsewhere', () => {
  it('gets its session cookie cleared by GET /auth/me, so that the pages stop treating it as signed in', async () => {
    const name = uniqueName('OtherDevice');
    const laptop = await signInAs(name);
    const phone = await signInAs(name);
    switchTo(laptop.browser);
    await callRoute(logoutAll, { method: 'POST', body: {} });

    switchTo(phone.browser);
    const cookieHeader = [...phone.browser].map(([cookie, value]) => `${cookie}=${value}`).join('; ');
    expect(cookieHeader).toContain('authjs.session-token=');
    const result = await callRoute(me, { headers: { cookie: cookieHeader } });
    expect(result.status).toBe(401);
    const cleared = result.headers.getSetCookie().join('\n');
    expect(cleared).toMatch(/authjs\.session-token=;.*Max-Age=0/i);
    expect(cleared).toMatch(/guessdle_signed_in=;.*Max-Age=0/i);
  });
});

describe('session records', () => {
  it('a session cookie split into chunks (.0, .1) is read whole; an altered one signs out', async () => {
    const { browser, userId } = await signInAs(uniqueName('Chunks'));
    const token = browser.get('authjs.session-token')!;
    const chunked = newBrowser();
    chunked.set('authjs.session-token.1', token.slice(100));
    chunked.set('authjs.session-token.0', token.slice(0, 100));
    expect(await statuses(chunked, userId)).toEqual(SIGNED_IN);
    const altered = newBrowser();
    altered.set('authjs.session-token', `${token.slice(0, -4)}AAAA`);
    expect(await statuses(altered, userId)).toMatchObject({ stats: 401, summary: 401 });
  });

  it('a cookie already read is refused once its token expires, though its record still lives', async () => {
    const { browser, userId } = await signInAs(uniqueName('Expiring'));
    expect(await statuses(browser, userId)).toEqual(SIGNED_IN); // the token is decrypted and remembered
    const token = await decode({ token: browser.get('authjs.session-token'), secret: authSecret()!, salt: 'authjs.session-token' });
    const afterExpiry = (token!.exp as number) * 1000 + 1000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(afterExpiry);
    try {
      switchTo(browser); // a call that does not renew the cookie (GET /auth/me would issue a new token)
      expect((await callRoute(statsList, { params: { userId } })).status).toBe(401);
    } finally {
      clock.mockRestore();
    }
    expect(await sessionRows(userId)).toBe(1);
  });

  it('the session cookie names the user and the session record, and carries no role', async () => {
    const { browser, userId } = await signInAs(uniqueName('NoRole'));
    const token = await decode({ token: browser.get('authjs.session-token'), secret: authSecret()!, salt: 'authjs.session-token' });
    expect(token).toMatchObject({ sub: userId, sid: expect.any(String) });
    expect(token).not.toHaveProperty('role');
    expect(await sessionRows(userId)).toBe(1);
  });

  it('a refresh keeps a live session alive and deleting the user ends it', async () => {
    const { browser, userId } = await signInAs(uniqueName('Refresher'));
    switchTo(browser);
    expect((await callRoute(refresh, { method: 'POST' })).status).toBe(200);
    expect(await statuses(browser, userId)).toEqual(SIGNED_IN);
    await testDb().delete(users).where(eq(users.id, userId));
    expect(await sessionRows(userId)).toBe(0);
    expect(await statuses(browser, userId)).toEqual(SIGNED_OUT);
  });

  it('GET /auth/me renews a session last renewed more than a day ago, cookie and record, and leaves a fresh one alone', async () => {
    const { browser, userId } = await signInAs(uniqueName('DailyVisitor'));
    const expiresOf = async () => (await testDb().select().from(sessions).where(eq(sessions.userId, userId)))[0].expires.getTime();
    const fresh = await expiresOf();
    const cookieBefore = browser.get('authjs.session-token');
    switchTo(browser);
    expect((await callRoute(me)).status).toBe(200);
    expect(await expiresOf()).toBe(fresh);
    expect(browser.get('authjs.session-token')).toBe(cookieBefore);

    const twoDaysOld = new Date(fresh - 2 * 24 * 60 * 60 * 1000);
    await testDb().update(sessions).set({ expires: twoDaysOld }).where(eq(sessions.userId, userId));
    expect((await callRoute(me)).status).toBe(200);
    expect(await expiresOf()).toBeGreaterThanOrEqual(fresh);
    expect(browser.get('authjs.session-token')).not.toBe(cookieBefore);
    expect(await statuses(browser, userId)).toEqual(SIGNED_IN);
  });

  it('a session whose record has expired is signed out', async () => {
    const { browser, userId } = await signInAs(uniqueName('Expired'));
    await testDb().update(sessions).set({ expires: new Date(Date.now() - 1000) }).where(eq(sessions.userId, userId));
    expect(await statuses(browser, userId)).toEqual(SIGNED_OUT);
  });
});
