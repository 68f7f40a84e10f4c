import { expect, test, type Browser, type Page } from '@playwright/test';
import { connect } from 'node:net';
import sharp from 'sharp';
import { instanceStates } from '../../scripts/cluster/haproxy';
import { signUp, uniqueLogin } from '../e2e/helpers/sign-in';
import { expectListedAfterAWin } from '../e2e/helpers/leaderboard';
import { winTodaysPokemon } from '../e2e/helpers/play';
import { BALANCER, call, instanceAddresses, queryPrometheus, queryPrometheusValue, RATE_LIMIT_SCALE, readCluster, scrapedUp } from './cluster';

/**
 * Issue 27: the site as two `next start` instances behind HAProxy, on one database through PgBouncer in
 * transaction mode. Journeys through the balancer, and checks that call each instance directly: a sign-out on
 * one ends the session on the other, a promotion applies on both, one rate limit counts the calls of both, a
 * picture stored through one is served by the other. Last, one instance is killed with SIGKILL in the middle of a
 * journey: the balancer takes it out and the journey passes through the other (the teardown's db:check then
 * finds the database consistent). Prometheus (issue 37), scraping each instance directly, counts the journeys'
 * wins across instances and shows the killed instance down.
 */
test.describe.configure({ mode: 'serial' });

const cluster = readCluster();
const [first, second] = instanceAddresses(cluster);
/** Daily wins this file's journeys made (each counted by whichever instance the balancer sent the guess to). */
let winsMade = 0;
/**
 * The daily wins Prometheus has seen across instances: each series' highest value over the run (a killed
 * instance's series are stale after its death, its count is not lost), summed.
 */
const DAILY_WINS_SEEN = 'sum(max_over_time(guessdle_wins_total{job="guessdle",game="pokemon",mode="daily"}[15m]))';
/**
 * The daily wins the running instances have counted, summed: for a before-and-after around one win while no
 * instance restarts (a rolling deploy earlier in the run restarted the counters of the same series, so the
 * highest value over the run can belong to a process that is gone).
 */
const DAILY_WINS_NOW = 'sum(guessdle_wins_total{job="guessdle",game="pokemon",mode="daily"})';

/** A username no earlier run used (3-20 letters and digits). */
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

async function newPlayer(browser: Browser, prefix: string): Promise<{ page: Page; name: string; cookie: string }> {
  const page = await (await browser.newContext()).newPage();
  const name = uniqueName(prefix);
  await signUp(page, name, uniqueLogin(prefix.toLowerCase()));
  return { page, name, cookie: await cookieHeader(page) };
}

/** The browser's cookies for the site, as a Cookie header (localhost's cookies go to every port). */
async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies(BALANCER)).map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** True once nothing listens on the port (a connection is refused). */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolve(false); });
    socket.once('error', () => resolve(true));
  });
}

/** Each instance answers from its copy of the site's ranking (at most a second old) of a ranking taken at most once a second. */
function expectOnLeaderboard(page: Page, name: string): Promise<void> {
  return expectListedAfterAWin(page, '/leaderboard?game=pokemon', (shown) => shown.getByRole('main').getByText(name, { exact: true }).first(), 20_000);
}

test('a player signs in through the balancer, wins the daily, and the leaderboard shows the win', async ({ browser }) => {
  const { page, name } = await newPlayer(browser, 'Win');
  const before = await queryPrometheusValue(DAILY_WINS_NOW);
  await winTodaysPokemon(page);
  winsMade++;
  await expectOnLeaderboard(page, name);
  // Prometheus scrapes each instance (every 3 s) with the metrics token: the win is in the counter summed over them.
  await expect.poll(() => scrapedUp(), { timeout: 15_000, intervals: [250] })
    .toEqual(Object.fromEntries(cluster.instances.map(({ port }) => [port, 1])));
  await expect.poll(() => queryPrometheusValue(DAILY_WINS_NOW), { timeout: 10_000, intervals: [250] }).toBeGreaterThanOrEqual(before + 1);
});

test('a sign-out on one instance ends the session on the other', async ({ browser }) => {
  const { cookie } = await newPlayer(browser, 'Out');
  for (const instance of [first, second]) expect((await call(`${instance}/auth/me`, { cookie })).status).toBe(200);
  expect((await call(`${first}/auth/logout`, { cookie, json: {} })).status).toBe(200);
  expect((await call(`${second}/auth/me`, { cookie })).status).toBe(401);
  expect((await call(`${first}/auth/me`, { cookie })).status).toBe(401);
});

test("an owner's promotion through one instance applies on the other at once", async ({ browser }) => {
  const owner = await newPlayer(browser, 'Own');
  expect((await owner.page.request.post('/api/test/role', { data: { role: 'owner' } })).status()).toBe(200);
  const player = await newPlayer(browser, 'Pro');
  const { user } = (await (await call(`${second}/auth/me`, { cookie: player.cookie })).json()) as { user: { id: string } };
  for (const instance of [first, second]) expect((await call(`${instance}/api/admin/dashboard`, { cookie: player.cookie })).status).toBe(403);

  const promoted = await call(`${first}/api/admin/users/${user.id}`, { method: 'PUT', cookie: owner.cookie, json: { role: 'admin' } });
  expect(promoted.status, await promoted.clone().text()).toBe(200);
  for (const instance of [second, first]) expect((await call(`${instance}/api/admin/dashboard`, { cookie: player.cookie })).status).toBe(200);
});

test('one rate limit counts the calls of both instances', async () => {
  // endless-start: 30 a minute per address (× RATE_LIMIT_SCALE), a guest counted by address (TRUST_PROXY=1:
  // the rightmost X-Forwarded-For entry, here sent straight to each instance as the balancer would).
  const limit = 30 * RATE_LIMIT_SCALE;
  const headers = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
  const start = (instance: string) => call(`${instance}/api/endless/pokemon`, { method: 'POST', headers });
  const statuses: number[] = [];
  for (let i = 0; i < limit; i++) statuses.push((await start(i % 2 === 0 ? first : second)).status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(limit); // half on each: neither alone is near its limit
  for (const instance of [first, second]) expect((await start(instance)).status).toBe(429);
});

test('a picture uploaded through one instance is served by the other', async ({ browser }) => {
  const { cookie } = await newPlayer(browser, 'Pic');
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#2a7' } }).png().toBuffer();
  const form = new FormData();
  form.append('profilePicture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
  const uploaded = await call(`${first}/api/profile-picture/upload`, { cookie, body: form });
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  const { data } = (await uploaded.json()) as { data: { filename: string } };
  const served = await call(`${second}/api/profile-picture/${data.filename}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toMatch(/^image\//);
  expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
});

test('an instance killed with SIGKILL mid-journey: the balancer routes around it and the journey passes', async ({ browser }) => {
  const { page, name } = await newPlayer(browser, 'Kil');
  const victim = readCluster().instances[1]; // its process now (a rolling deploy may have replaced it)
  process.kill(victim.pid, 'SIGKILL');
  const killedAt = Date.now();
  // SIGKILL is delivered, not waited for: until the process is gone its socket still accepts, and a POST that
  // reached it is never resent by the balancer (the browser's outbox resends a guess under its key).
  await expect.poll(() => refusesConnections(victim.port), { timeout: 5_000, intervals: [20] }).toBe(true);

  // Before the checks notice, a request the dead instance refuses is sent to the other one (a POST too: it never reached a server).
  for (let i = 0; i < 6; i++) {
    expect((await call(`${BALANCER}/api/health`)).status).toBe(200);
    expect((await call(`${BALANCER}/api/endless/pokemon`, { method: 'POST' })).status).toBe(200);
  }
  await expect.poll(async () => (await instanceStates(cluster.statsPort)).get(victim.port), { timeout: 5_000, intervals: [100] }).toMatch(/^DOWN/);
  console.log(`HAProxy marked :${victim.port} DOWN ${Date.now() - killedAt} ms after the SIGKILL`);
  // Prometheus's next scrape of it fails: up == 0 (the others stay 1, checked after the journey).
  await expect.poll(async () => (await scrapedUp())[victim.port], { timeout: 10_000, intervals: [100] }).toBe(0);
  console.log(`Prometheus scraped :${victim.port} as up == 0 ${Date.now() - killedAt} ms after the SIGKILL`);

  await winTodaysPokemon(page);
  winsMade++;
  await expectOnLeaderboard(page, name);
  expect((await instanceStates(cluster.statsPort)).get(cluster.instances[0].port)).toMatch(/^UP/);

  // Prometheus: the killed instance is still down (up 0), the others answer (up 1), and the rules run on what it
  // scrapes (GuessdleInstanceDown is pending for the dead one alone; it fires after a minute). Every win of the
  // file is in the counter summed over the instances, the dead one's included.
  const survivors = cluster.instances.filter(({ port }) => port !== victim.port);
  await expect.poll(() => scrapedUp(), { timeout: 10_000, intervals: [250] })
    .toEqual(Object.fromEntries([[victim.port, 0], ...survivors.map(({ port }) => [port, 1])]));
  await expect.poll(async () => (await queryPrometheus('count by (instance) (ALERTS{alertname="GuessdleInstanceDown"})')).map(({ metric }) => metric.instance), { timeout: 10_000, intervals: [250] })
    .toEqual([`127.0.0.1:${victim.port}`]);
  await expect.poll(() => queryPrometheusValue(DAILY_WINS_SEEN), { timeout: 10_000, intervals: [250] }).toBeGreaterThanOrEqual(winsMade);
});
