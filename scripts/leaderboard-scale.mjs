// Measures the two leaderboard calls against /api/time/info side by side on a running server:
//   node scripts/leaderboard-scale.mjs BASE_URL [LABEL]
// Three rounds, each calling the three paths in turn with autocannon (10 connections, LEADERBOARD_BENCH_SECONDS
// each, 8 by default); prints the median per path of requests/s and p50/p99, each call's ratio to the baseline,
// and the load average before and after. Seed the database first (npm run seed:scale -- --players N).
import os from 'node:os';
import autocannon from 'autocannon';
import { median } from './perf/median.mjs';

const base = process.argv[2];
const label = process.argv[3] ?? '';
if (!base) throw new Error('Usage: node scripts/leaderboard-scale.mjs BASE_URL [LABEL]');
const SECONDS = Number(process.env.LEADERBOARD_BENCH_SECONDS ?? 8);
const ROUNDS = 3;
const PATHS = ['/api/time/info', '/api/leaderboard/real-time?limit=10', '/api/leaderboard/real-time/pokemon?limit=10'];

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

async function measure(path) {
  const result = await autocannon({ url: base + path, connections: 10, duration: SECONDS });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${path}: ${failed} failed calls`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const loadBefore = load();
const runs = Object.fromEntries(PATHS.map((path) => [path, []]));
for (const path of PATHS) await fetch(base + path); // warm: compile caches, first snapshot
for (let round = 0; round < ROUNDS; round++) for (const path of PATHS) runs[path].push(await measure(path));

const baseline = median(runs[PATHS[0]].map((r) => r.rps));
console.log(`\n${label} — median of ${ROUNDS} rounds, ${SECONDS} s each, 10 connections; load average before ${loadBefore}, after ${load()}`);
console.log('| call | req/s | p50 ms | p99 ms | × /api/time/info |');
console.log('|---|---|---|---|---|');
for (const path of PATHS) {
  const rps = median(runs[path].map((r) => r.rps));
  const row = [path, Math.round(rps), median(runs[path].map((r) => r.p50)), median(runs[path].map((r) => r.p99)), (rps / baseline).toFixed(2)];
  console.log(`| \`GET ${row[0]}\` | ${row.slice(1).join(' | ')} |`);
}
