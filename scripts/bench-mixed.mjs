// `npm run bench:mixed` (issue 27): the site under a mix of guests' and signed-in players' calls at a fixed rate.
//  1. Starts `next start` as `npm run bench` does (PostgreSQL when DATABASE_URL is set, a fresh PGlite folder
//     otherwise; every rate limit raised, the development sign-in on), or uses the server at BENCH_MIXED_URL
//     (a cluster's HAProxy, started with RATE_LIMIT_SCALE and AUTH_DEV_LOGIN=true) and starts nothing.
//  2. Signs in BENCH_MIXED_PLAYERS players (40) and starts their endless rounds.
//  3. Capacity probe: the mix (scripts/perf/mixed-calls.mjs) in a closed loop, BENCH_MIXED_PROBE_CONNECTIONS (16)
//     connections for BENCH_MIXED_PROBE_SECONDS (20): calls answered a second.
//  4. The fixed-rate run: BENCH_MIXED_LOAD (0.5) of that capacity, or BENCH_MIXED_RATE calls a second when set
//     (no probe), offered open-loop for BENCH_MIXED_SECONDS (300), sampling the server's RSS every 5 s (with
//     BENCH_MIXED_URL: the processes BENCH_MIXED_PIDS lists, comma-separated, or none) and reading its CPU time.
// Prints the table and the targets (scripts/perf/mixed-report.mjs); `--write` puts the table into
// docs/PERFORMANCE.md. Exits 1 naming every target missed.
import os from 'node:os';
import postgres from 'postgres';
import { writeDocSection } from './perf/doc-section.mjs';
import { closedLoop, fixedRate } from './perf/load-generator.mjs';
import { GAME, mixedCalls, weightedCycle } from './perf/mixed-calls.mjs';
import { callRows, callTable, cpuLines, judgeMixed, largest, memoryLines, memoryRule, percentile } from './perf/mixed-report.mjs';
import { cpuSeconds, judgeGrowth, sampleRss, sampleSeries } from './perf/process-usage.mjs';
import { buildIfNeeded, startServer } from './perf/server.mjs';
import { signInDevPlayer } from './perf/sign-in.mjs';

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const SECONDS = setting('BENCH_MIXED_SECONDS', 300);
const PROBE_SECONDS = setting('BENCH_MIXED_PROBE_SECONDS', 20);
const PROBE_CONNECTIONS = setting('BENCH_MIXED_PROBE_CONNECTIONS', 16);
const LOAD = setting('BENCH_MIXED_LOAD', 0.5);
const PLAYERS = setting('BENCH_MIXED_PLAYERS', 40);
const PORT = setting('BENCH_MIXED_PORT', 4900);
const GIVEN_URL = process.env.BENCH_MIXED_URL?.replace(/\/$/, '');

const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');
const utcMinute = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

async function server() {
  if (GIVEN_URL) {
    const pids = (process.env.BENCH_MIXED_PIDS ?? '').split(',').filter(Boolean).map(Number);
    return { base: GIVEN_URL, where: `the server at ${GIVEN_URL}`, pids, stop: () => {} };
  }
  buildIfNeeded();
  // One address sends every call: every rate limit is raised out of the way (lib/http/limits.ts).
  const started = await startServer(PORT, { RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '1000000', AUTH_DEV_LOGIN: 'true' });
  return { ...started, where: `one \`next start\` on ${started.database}`, pids: [started.pid] };
}

/** Usernames for the public profile: 200 random players of the database when DATABASE_URL is set, else the bench's own. */
async function profileNames(ownNames) {
  if (!process.env.DATABASE_URL) return ownNames;
  const sql = postgres(process.env.DATABASE_URL, { max: 1 });
  try {
    const rows = await sql`select username from users where username is not null order by random() limit 200`;
    return rows.map((row) => row.username);
  } finally {
    await sql.end();
  }
}

const target = await server();
try {
  const { date } = await (await fetch(`${target.base}/api/daily/${GAME}`)).json(); // stores today's puzzle first
  const names = Array.from({ length: PLAYERS }, (_, index) => `mixed${Date.now().toString(36)}${index}`);
  const players = [];
  for (const name of names) players.push(await signInDevPlayer(target.base, name));
  const { calls, startRounds } = mixedCalls({ base: target.base, date, players, profileNames: await profileNames(names) });
  await startRounds();
  const totalWeight = calls.reduce((sum, call) => sum + call.weight, 0);

  let rate = Number(process.env.BENCH_MIXED_RATE);
  let probeLine = `rate given: BENCH_MIXED_RATE=${rate}`;
  if (!rate) {
    const loadBefore = load();
    const probe = await closedLoop(target.base, { calls, nextCall: weightedCycle(calls), connections: PROBE_CONNECTIONS, seconds: PROBE_SECONDS });
    const probeRows = callRows(calls, probe, (call, tally) => tally.sent / probe.seconds);
    const capacity = probeRows.reduce((sum, row) => sum + row.achieved, 0);
    console.log(`\nCapacity probe, closed loop, ${PROBE_CONNECTIONS} connections, ${PROBE_SECONDS} s (load average ${loadBefore} → ${load()}):\n${callTable(probeRows)}\n`);
    rate = Math.max(1, Math.round(LOAD * capacity));
    probeLine = `capacity ${Math.round(capacity)} calls/s (closed loop, ${PROBE_CONNECTIONS} connections, ${PROBE_SECONDS} s), offered at ${LOAD * 100}%: ${rate} calls/s`;
  }
  console.log(`${probeLine}\nFixed rate: ${rate} calls/s for ${SECONDS} s…`);

  const loadBefore = load();
  const sampler = sampleRss(target.pids);
  const cpuBefore = target.pids.map(cpuSeconds);
  const run = await fixedRate(target.base, { calls, nextCall: weightedCycle(calls), rate, seconds: SECONDS });
  const cpu = target.pids.map((pid, index) => ({ label: `pid ${pid}`, seconds: cpuSeconds(pid) - cpuBefore[index] }));
  const rss = sampler.stop();
  for (const [pid, samples] of rss) console.log(`RSS of pid ${pid}: ${sampleSeries(samples)}`);
  const memory = [...rss].map(([pid, samples]) => ({ label: `pid ${pid}`, growth: judgeGrowth(samples) }));
  const rows = callRows(calls, run, (call) => (rate * call.weight) / totalWeight);

  const lag = `client start lag p99 ${percentile(run.lagMs, 0.99).toFixed(1)} ms, max ${largest(run.lagMs).toFixed(1)} ms`;
  const section = [
    `Measured ${utcMinute()} UTC on ${target.where}, ${PLAYERS} signed-in players, ${probeLine}; ${rate} calls/s offered open-loop for ${SECONDS} s; load average ${loadBefore} before, ${load()} after; ${lag}. Latency runs from each call's scheduled start to its last byte. Targets: p99 < 100 ms for every API call, < 250 ms for every page, no errors, non-2xx or failed 2xx, ${memoryRule}.`,
    '',
    callTable(rows),
    '',
    ...memoryLines(memory),
    ...cpuLines(cpu, rate * SECONDS, SECONDS),
  ].join('\n');
  console.log(`\n${section}\n`);

  const verdicts = judgeMixed(rows, memory);
  const missed = verdicts.filter((verdict) => !verdict.met);
  for (const verdict of verdicts) console.log(`${verdict.met ? 'met   ' : 'MISSED'} ${verdict.text}`);
  // A run through a cluster (BENCH_MIXED_URL) has a table of its own beside the one instance's.
  if (process.argv.includes('--write')) writeDocSection(GIVEN_URL ? 'mixed-cluster' : 'mixed', section);
  if (missed.length > 0) console.error(`\n${missed.length} target(s) missed:\n${missed.map((verdict) => `  ${verdict.text}`).join('\n')}`);
  process.exitCode = missed.length > 0 ? 1 : 0;
} finally {
  target.stop();
}
