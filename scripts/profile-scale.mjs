// Measures public profiles at scale on a running server against the baseline /api/time/info:
//   DATABASE_URL=... node scripts/profile-scale.mjs BASE_URL [LABEL]
// Picks 200 players at random from the database the server uses (seed it first: npm run seed:scale -- --players N),
// then, for three rounds, calls /api/time/info, GET /auth/public-profile/{username} and the page /profile/{username}
// with autocannon (PROFILE_BENCH_CONNECTIONS connections, 4 by default, PROFILE_BENCH_SECONDS each, 8 by default),
// cycling through the 200 names; prints the median of each call's requests/s, p50 and p99, and the load average.
import os from 'node:os';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { median } from './perf/median.mjs';

const base = process.argv[2];
const label = process.argv[3] ?? '';
if (!base || !process.env.DATABASE_URL) throw new Error('Usage: DATABASE_URL=... node scripts/profile-scale.mjs BASE_URL [LABEL]');
const SECONDS = Number(process.env.PROFILE_BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.PROFILE_BENCH_CONNECTIONS ?? 4);
const ROUNDS = 3;

const sql = postgres(process.env.DATABASE_URL, { max: 1 });
const [{ players }] = await sql`select count(*)::int as players from users where username is not null`;
const names = (await sql`select username from users where username is not null order by random() limit 200`).map((row) => row.username);
await sql.end();

const CALLS = [
  { name: '/api/time/info (baseline)', paths: ['/api/time/info'] },
  { name: 'GET /auth/public-profile/{username}', paths: names.map((name) => `/auth/public-profile/${name}`) },
  { name: 'GET /profile/{username} (HTML)', paths: names.map((name) => `/profile/${name}`) },
];

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

async function measure(call) {
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: call.paths.map((path) => ({ method: 'GET', path })) });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${call.name}: ${failed} failed calls`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const loadBefore = load();
for (const call of CALLS) for (const path of call.paths.slice(0, 20)) await fetch(base + path); // warm: compile caches, first reads
const runs = new Map(CALLS.map((call) => [call.name, []]));
for (let round = 0; round < ROUNDS; round++) for (const call of CALLS) runs.get(call.name).push(await measure(call));

const baseline = median(runs.get(CALLS[0].name).map((run) => run.rps));
console.log(`\n${label} — ${players} players with a username; median of ${ROUNDS} rounds, ${SECONDS} s each, ${CONNECTIONS} connections, 200 random players; load average before ${loadBefore}, after ${load()}`);
console.log('| call | req/s | p50 ms | p99 ms | × /api/time/info |');
console.log('|---|---|---|---|---|');
for (const call of CALLS) {
  const measured = runs.get(call.name);
  const rps = median(measured.map((run) => run.rps));
  console.log(`| \`${call.name}\` | ${Math.round(rps)} | ${median(measured.map((run) => run.p50))} | ${median(measured.map((run) => run.p99))} | ${(rps / baseline).toFixed(2)} |`);
}
