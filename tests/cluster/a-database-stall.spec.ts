import { expect, test, type Page } from '@playwright/test';
import { instanceStates } from '../../scripts/cluster/haproxy';
import { signOut, signUp, uniqueLogin } from '../e2e/helpers/sign-in';
import { BALANCER, call, readCluster, setDatabaseFault } from './cluster';

/**
 * Issue 40 items 1-3: the database stalls behind PgBouncer (the cluster's fault proxy keeps connections and
 * forwards nothing). The balancer checks liveness (GET /api/health/live), so it keeps the instances: pages stay
 * 200, calls that need the database answer the app's own JSON 503 with Retry-After within 1.5 s, nothing is
 * HAProxy's text/html 503 page; a logout during the stall clears the cookie and, once the database is back,
 * the old cookie is refused. Runs before journeys.spec.ts (which kills an instance at its end).
 */
test.describe.configure({ mode: 'serial' });

const cluster = readCluster();
/** The promise: every outage answer within 1.5 s. */
const ANSWER_WITHIN_MS = 1500;
/** Longer than HAProxy took to mark every instance DOWN with the database check (4.5-6 s). */
const STALL_HELD_MS = 6_500;

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies(BALANCER)).map(({ name, value }) => `${name}=${value}`).join('; ');
}

async function timed(url: string, init: Parameters<typeof call>[1] = {}) {
  const started = Date.now();
  const response = await call(url, init);
  const body = await response.text();
  return { status: response.status, ms: Date.now() - started, type: response.headers.get('content-type') ?? '', retryAfter: response.headers.get('retry-after'), body };
}

const figures: Record<string, number[]> = {};
const note = (what: string, ms: number) => (figures[what] ??= []).push(ms);

/** Every instance answers /api/health 200 again, and its rate-limit store's breaker (open for 2 s after a failure) has closed. */
async function databaseBack(): Promise<void> {
  await setDatabaseFault('resume');
  const healthAtEach = () => Promise.all(cluster.instances.map(async ({ port }) => (await call(`http://localhost:${port}/api/health`)).status));
  await expect.poll(healthAtEach, { timeout: 15_000 }).toEqual(cluster.instances.map(() => 200));
  await new Promise((resolve) => setTimeout(resolve, 2_500));
}

test.afterEach(databaseBack);

test.afterAll(() => console.log(`[stall] answer times through the balancer (ms): ${JSON.stringify(figures)}`));

test('a database stall: pages stay 200 through the balancer, calls answer the app\'s 503 with Retry-After within 1.5 s, never HAProxy\'s page', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, uniqueName('Stl'), uniqueLogin('stl'));
  const cookie = await cookieHeader(page);
  expect((await call(`${BALANCER}/api/health`)).status).toBe(200);

  await setDatabaseFault('stall');
  const stalledAt = Date.now();
  const answers: Awaited<ReturnType<typeof timed>>[] = [];
  // Past the point where a database check took every instance out, a round of calls every few hundred ms.
  while (Date.now() - stalledAt < STALL_HELD_MS) {
    for (const path of ['/', '/solve/pokemon']) {
      const shown = await timed(`${BALANCER}${path}`);
      answers.push(shown);
      expect({ path, status: shown.status }).toEqual({ path, status: 200 });
    }
    for (const init of [{ url: '/api/health' }, { url: '/api/daily/pokemon/stats', cookie }, { url: '/auth/me', cookie }]) {
      const answer = await timed(`${BALANCER}${init.url}`, { cookie: init.cookie });
      answers.push(answer);
      if (answer.status === 503) {
        note(init.url, answer.ms);
        expect({ url: init.url, type: answer.type, retryAfter: answer.retryAfter, fast: answer.ms < ANSWER_WITHIN_MS }).toEqual({
          url: init.url, type: expect.stringContaining('application/json'), retryAfter: expect.stringMatching(/^\d+$/), fast: true,
        });
      }
    }
  }
  expect(answers.filter((answer) => answer.status === 503 && answer.type.includes('text/html'))).toEqual([]);
  expect(answers.some((answer) => answer.status === 503)).toBe(true); // the stall was felt
  for (const [port, state] of await instanceStates(cluster.statsPort)) expect({ port, state }).toEqual({ port, state: expect.stringMatching(/^UP/) });
  await page.context().close();
});

test('a logout through the balancer during a stall clears the cookie, and the old cookie is refused once the database is back', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const name = uniqueName('Bye');
  await signUp(page, name, uniqueLogin('bye'));
  const oldCookie = await cookieHeader(page);
  expect((await call(`${BALANCER}/auth/me`, { cookie: oldCookie })).status).toBe(200);

  await setDatabaseFault('stall');
  await page.waitForTimeout(STALL_HELD_MS); // past the point where the balancer used to take every instance out
  const logout = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/logout');
  await signOut(page); // the UI's Logout: the header shows Login again
  const answer = await logout;
  console.log(`[stall] logout through the balancer: ${answer.status()} (${answer.headers()['content-type']})`);
  expect(answer.headers()['content-type']).toContain('application/json');
  expect((await page.context().cookies(BALANCER)).filter(({ name: cookieName }) => cookieName.includes('session-token'))).toEqual([]);

  await databaseBack();
  // At both instances: the one that kept the logout pending applies it by itself, and the browser resends its token.
  const meAtEach = () => Promise.all(cluster.instances.map(async ({ port }) => (await call(`http://localhost:${port}/auth/me`, { cookie: oldCookie })).status));
  await expect.poll(meAtEach, { timeout: 15_000 }).toEqual([401, 401]);
  expect((await call(`${BALANCER}/auth/me`, { cookie: oldCookie })).status).toBe(401);
  await page.context().close();
});

test('a logout straight at an instance during a stall (through PgBouncer) answers within 1.5 s, three times in a row', async ({ browser }) => {
  const instance = `http://localhost:${cluster.instances[0].port}`;
  const cookies: string[] = [];
  for (let i = 0; i < 3; i++) {
    const page = await (await browser.newContext()).newPage();
    await signUp(page, uniqueName('Tmr'), uniqueLogin('tmr'));
    cookies.push(await cookieHeader(page));
    await page.context().close();
  }
  await setDatabaseFault('stall');
  for (const cookie of cookies) {
    const answer = await timed(`${instance}/auth/logout`, { cookie, json: {} });
    note('/auth/logout at an instance', answer.ms);
    expect({ status: answer.status, fast: answer.ms < ANSWER_WITHIN_MS, ms: answer.ms }).toEqual({ status: 503, fast: true, ms: answer.ms });
  }
});
