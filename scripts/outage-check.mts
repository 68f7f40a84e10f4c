/**
 * Tries the database going away by hand, on a running site (issue 10 item 13).
 *
 *   1. createdb -h 127.0.0.1 -U postgres guessdle_outage
 *   2. npx tsx scripts/outage-check.mts [site=http://localhost:4180] [proxyPort=4181]
 *      (starts a TCP proxy on proxyPort in front of PostgreSQL at 127.0.0.1:5432, then waits for the site)
 *   3. start the built site against the proxy, e.g.
 *      DATABASE_URL=postgres://postgres@127.0.0.1:4181/guessdle_outage npx next start -p 4180
 *
 * It then requests a set of pages and calls with the database up, stopped (connections refused),
 * stalled (accepted, never answered) and back again, and prints each status and time. Exit code 1
 * when any answer took 2 s or more, or any page or call answered 500.
 */
import { chicagoDate } from '../lib/time.ts';
import { startTcpProxy, type TcpProxy } from '../tests/helpers/tcp-proxy.ts';

const site = process.argv[2] ?? 'http://localhost:4180';
const proxyPort = Number(process.argv[3] ?? 4181);
const LIMIT_MS = 2000;

const REQUESTS: { label: string; path: string; init?: () => RequestInit }[] = [
  { label: 'page /', path: '/' },
  { label: 'page /daily', path: '/daily' },
  { label: 'page /leaderboard', path: '/leaderboard' },
  { label: 'page /login', path: '/login' },
  { label: 'page /solve/pokemon', path: '/solve/pokemon' },
  { label: 'GET /api/health', path: '/api/health' },
  { label: 'GET /api/daily/pokemon', path: '/api/daily/pokemon' },
  { label: 'POST /api/daily/pokemon/guess', path: '/api/daily/pokemon/guess', init: () => jsonPost({ guess: 'Pikachu', date: chicagoDate() }) },
  { label: 'GET /api/leaderboard/real-time', path: '/api/leaderboard/real-time' },
  { label: 'POST /api/feedback/data-correction', path: '/api/feedback/data-correction', init: () => jsonPost({ game: 'pokemon', item: 'Eevee', categories: ['type1'] }) },
  { label: 'GET /auth/me', path: '/auth/me' },
];

function jsonPost(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', origin: site }, body: JSON.stringify(body) };
}

async function waitForSite(): Promise<void> {
  console.log(`Waiting for ${site} (start it with DATABASE_URL=postgres://postgres@127.0.0.1:${proxyPort}/<database>)…`);
  for (;;) {
    const ok = await fetch(`${site}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

let failures = 0;

/** `counted` false: the first round only warms the site up (a dev server compiles each page on first use). */
async function round(name: string, counted = true): Promise<void> {
  console.log(`\n== database ${name}${counted ? '' : ' (warm-up, not counted)'}`);
  for (const request of REQUESTS) {
    const started = performance.now();
    const response = await fetch(`${site}${request.path}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000), ...request.init?.() }).catch(
      (error: Error) => ({ status: `no answer (${error.name})`, text: async () => '' }),
    );
    const ms = Math.round(performance.now() - started);
    const body = (await response.text()).slice(0, 80).replace(/\s+/g, ' ');
    const bad = ms >= LIMIT_MS || response.status === 500 || typeof response.status === 'string';
    if (bad && counted) failures++;
    console.log(`${bad ? '✗' : '✓'} ${String(response.status).padEnd(4)} ${String(ms).padStart(6)} ms  ${request.label}${request.path.startsWith('/api') || request.path.startsWith('/auth') ? `  ${body}` : ''}`);
  }
}

const proxy: TcpProxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 }, 'postgres', proxyPort);
try {
  await waitForSite();
  await round('up', false);
  await round('up');
  await proxy.stop();
  await round('stopped (connections refused)');
  await proxy.resume();
  await round('back');
  proxy.stall();
  await round('stalled (accepted, never answered)');
  await proxy.resume();
  await round('back again');
} finally {
  await proxy.close();
}
console.log(failures ? `\n${failures} answers were slow or 500.` : '\nEvery answer came within 2 s, and none was a 500.');
process.exit(failures ? 1 : 0);
