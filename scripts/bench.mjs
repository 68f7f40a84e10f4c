// `npm run bench`: measures the production server (run `npm run build` first).
// Starts `next start` on its own PGlite folder, then reports:
//  - first-load JavaScript per page, read from the build (scripts/first-load-js.mjs, as `npm run budget`);
//  - requests per second and latency of the hot calls, with autocannon (bounded: a few seconds each, loopback only).
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { firstLoadJsByPage } from './first-load-js.mjs';
import { budgetTable, judgeBudget } from './js-budget.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const BASE = `http://localhost:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

// autocannon sends thousands of calls a second from one address: raise every rate limit out of the way.
const env = { ...process.env, RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '100000' };
const server = spawn(process.execPath, ['scripts/e2e-server.mjs', String(PORT)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  console.log(budgetTable(judgeBudget(firstLoadJsByPage())));
  await waitForHealth();
  await fetch(`${BASE}/api/daily/pokemon`); // stores today's puzzle before measuring
  const targets = [
    { title: 'GET / (home page)', path: '/' },
    { title: 'GET /api/cards/slay-the-spire', path: '/api/cards/slay-the-spire' },
    { title: 'GET /api/daily/pokemon', path: '/api/daily/pokemon' },
    { title: 'GET /api/leaderboard/real-time', path: '/api/leaderboard/real-time?limit=10' },
    { title: 'POST /api/daily/pokemon/guess', path: '/api/daily/pokemon/guess', method: 'POST', body: JSON.stringify({ guess: 'Pikachu' }), headers: { 'content-type': 'application/json' } },
  ];
  console.log(`\nThroughput (${SECONDS} s each, 10 connections):`);
  for (const target of targets) {
    const result = await autocannon({ url: BASE + target.path, method: target.method ?? 'GET', body: target.body, headers: target.headers, connections: 10, duration: SECONDS });
    const errors = result.errors + result.non2xx;
    console.log(`  ${target.title.padEnd(34)} ${Math.round(result.requests.average)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${errors ? `   ${errors} errors` : ''}`);
  }
} finally {
  server.kill('SIGTERM');
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy');
}
