/**
 * @jest-environment node
 */
/**
 * Issue 37 item 1: http_request_duration_seconds is labelled by route template, method and status class only,
 * so random paths and methods a visitor invents never add series: 500 requests to random unknown paths (through
 * the method gate and the request observers, as a server runs them) stay within a fixed bound.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sendRaw } from '@/tests/helpers/raw-http';
import type { AddressInfo } from 'node:net';
import { installMethodGate } from '@/lib/http/method-gate';
import { installHttpMetrics } from '@/lib/observability/http-metrics';
import { metrics } from '@/lib/observability/metrics';

let server: Server;
let port: number;
const uninstall: (() => void)[] = [];

beforeAll(async () => {
  uninstall.push(installMethodGate(), installHttpMetrics());
  // The app answers any status a route may give: every status class is met.
  server = createServer((request, response) => {
    request.resume();
    response.writeHead([200, 204, 301, 304, 400, 404, 429, 500, 503][randomInt(9)]);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const undo of uninstall) undo();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = async (method: string, path: string): Promise<number> => (await sendRaw(port, method, path)).status;

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW', 'X-RANDOM'];
const PREFIXES = ['/', '/api/', '/auth/', '/_next/static/', '/_next/image/', '/_next/data/', '/solve/pokemon/', '/api/daily/pokemon/', '/x/y/z/'];
const word = () => randomBytes(randomInt(1, 12)).toString('hex');
const randomPath = () => `${PREFIXES[randomInt(PREFIXES.length)]}${word()}/${word()}?q=${word()}`;

/** The series of the histogram: one per distinct label set. */
async function httpSeries(): Promise<Record<string, string>[]> {
  const metric = (await metrics().registry.getMetricsAsJSON()).find((m) => m.name === 'http_request_duration_seconds');
  return (metric?.values ?? []).filter((value) => (value as { metricName?: string }).metricName === 'http_request_duration_seconds_count').map((value) => value.labels as Record<string, string>);
}

/** At most: the templates random paths fall into × 8 methods (7 and OTHER) × 5 status classes. */
const ROUTES_OF_RANDOM_PATHS = ['other', '/api/[...path]', '/auth/[...path]', '/_next/static', '/_next/image', '/_next/data', '/solve/[gameId]'];
const BOUND = ROUTES_OF_RANDOM_PATHS.length * 8 * 5;

test('500 requests to random unknown paths and methods add no series past a fixed bound, and no raw path', async () => {
  const sent: string[] = [];
  for (let i = 0; i < 500; i++) {
    const path = randomPath();
    sent.push(path);
    await send(METHODS[randomInt(METHODS.length)], path);
  }
  const series = await httpSeries();
  const total = series.length;
  console.log(`http_request_duration_seconds: ${total} series after 500 random requests (bound ${BOUND})`);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BOUND);
  const routes = new Set(series.map((labels) => labels.route));
  for (const route of routes) expect(ROUTES_OF_RANDOM_PATHS).toContain(route);
  for (const labels of series) expect([...METHODS.slice(0, 7), 'OTHER']).toContain(labels.method);
  for (const labels of series) expect(labels.status_class).toMatch(/^[1-5]xx$/);
  // 500 more: the bound holds whatever is sent.
  for (let i = 0; i < 500; i++) await send(METHODS[randomInt(METHODS.length)], randomPath());
  expect((await httpSeries()).length).toBeLessThanOrEqual(BOUND);
  const exposed = await metrics().registry.metrics();
  expect(sent.some((path) => exposed.includes(path.split('?')[0]))).toBe(false);
});

test('every game’s win series exist at 0 from the start, so the first unsaved win is seen by increase()', async () => {
  const text = await metrics().registry.getSingleMetricAsString('guessdle_wins_total');
  for (const saved of ['true', 'false', 'null']) expect(text).toContain(`guessdle_wins_total{game="subnautica-creatures",mode="daily",saved="${saved}"} 0`);
  const recovered = await metrics().registry.getSingleMetricAsString('guessdle_unsaved_wins_recovered_total');
  expect(recovered).toContain('guessdle_unsaved_wins_recovered_total{game="pokemon",mode="endless"} 0');
});
