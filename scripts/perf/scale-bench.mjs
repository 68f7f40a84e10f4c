// The measuring loop shared by the "at scale" scripts (profile-scale.mjs, achievement-scale.mjs): warms every call,
// then for three rounds measures each with autocannon (SCALE_BENCH_CONNECTIONS connections, 4 by default,
// SCALE_BENCH_SECONDS each, 8 by default), cycling through the call's paths, and prints the median of each call's
// requests/s, p50 and p99 as a Markdown table, with its ratio to the first call (the baseline), the calls that failed in
// the three rounds (each also said as it happens) and the load average.
import os from 'node:os';
import autocannon from 'autocannon';
import { median } from './median.mjs';

const SECONDS = Number(process.env.SCALE_BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.SCALE_BENCH_CONNECTIONS ?? 4);
const ROUNDS = 3;

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

/** A call's requests: GETs of its paths in turn, or its own autocannon requests (a POST with a body made per request). */
const requestsOf = (call) => call.requests ?? call.paths.map((path) => ({ method: 'GET', path, headers: call.headers }));

async function measure(base, call) {
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: requestsOf(call) });
  // A failed call is counted and shown (a table of the other calls is still worth having), never hidden.
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) console.warn(`${call.name}: ${failed} failed calls of ${result.requests.total} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

/**
 * calls: [{ name, paths, headers? } or { name, requests }] (requests: autocannon's, for calls that are not GETs), the
 * first being the baseline; heading: what was measured (players, sample).
 */
export async function runScaleBench(base, calls, heading) {
  const loadBefore = load();
  for (const call of calls) for (const path of (call.paths ?? []).slice(0, 20)) await fetch(base + path, { headers: call.headers }); // warm: compile caches, first reads
  const runs = new Map(calls.map((call) => [call.name, []]));
  for (let round = 0; round < ROUNDS; round++) for (const call of calls) runs.get(call.name).push(await measure(base, call));

  const baseline = median(runs.get(calls[0].name).map((run) => run.rps));
  console.log(`\n${heading}; median of ${ROUNDS} rounds, ${SECONDS} s each, ${CONNECTIONS} connections; load average before ${loadBefore}, after ${load()}`);
  console.log(`| call | req/s | p50 ms | p99 ms | × ${calls[0].name.split(' ')[0]} | failed |`);
  console.log('|---|---|---|---|---|---|');
  for (const call of calls) {
    const measured = runs.get(call.name);
    const rps = median(measured.map((run) => run.rps));
    console.log(`| \`${call.name}\` | ${Math.round(rps)} | ${median(measured.map((run) => run.p50))} | ${median(measured.map((run) => run.p99))} | ${(rps / baseline).toFixed(2)} | ${measured.reduce((sum, run) => sum + run.failed, 0)} |`);
  }
}
