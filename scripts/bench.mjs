// `npm run bench`: measures the production server in one run (builds first when there is no build).
// Starts `next start` on PostgreSQL when DATABASE_URL is set (a fresh PGlite folder otherwise), then reports:
//  - first-load JavaScript per page, read from the build (scripts/first-load-js.mjs, as `npm run budget`);
//  - requests per second, p50 and p99 of the hot calls with autocannon (32 connections, a fixed few
//    seconds each, loopback only), each as a ratio to the cheapest handler, GET /api/time/info.
// BENCH_ROUNDS rounds (default 3) measure every call in turn, each right after a baseline run; the table holds
// each figure's median and the median of the side-by-side ratios.
// `npm run bench -- --write` also writes the table into docs/PERFORMANCE.md.
import autocannon from 'autocannon';
import { firstLoadJsByPage } from './first-load-js.mjs';
import { budgetTable, judgeBudget } from './js-budget.mjs';
import { benchTargets, judgeTargets } from './perf/bench-targets.mjs';
import { median } from './perf/median.mjs';
import { writeDocSection } from './perf/doc-section.mjs';
import { buildIfNeeded, startServer } from './perf/server.mjs';
import { signInDevPlayer } from './perf/sign-in.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4520);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const GAME = 'pokemon';

buildIfNeeded();
console.log(budgetTable(judgeBudget(firstLoadJsByPage())));
// autocannon sends thousands of calls a second from one address: every rate limit is raised out of the way.
const server = await startServer(PORT, { RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '1000000', AUTH_DEV_LOGIN: 'true' });
try {
  const today = await (await fetch(`${server.base}/api/daily/${GAME}`)).json(); // stores today's puzzle before measuring
  // One player per connection: each signed-in guess locks its own player's row, as real players do.
  const players = [];
  for (let i = 0; i < CONNECTIONS; i++) players.push(await signInDevPlayer(server.base, `bench${Date.now().toString(36)}${i}`));
  const targets = benchTargets({ base: server.base, game: GAME, date: today.date, players });
  // Other work on a shared machine comes and goes: each call is measured right after a baseline run,
  // and its ratio is the median of those side-by-side ratios.
  const [baseline, ...others] = targets;
  const runs = new Map(targets.map((target) => [target.title, []]));
  const ratios = new Map(others.map((target) => [target.title, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of others) {
      const base = await measure(server.base, baseline);
      const result = await measure(server.base, target);
      runs.get(baseline.title).push(base);
      runs.get(target.title).push(result);
      ratios.get(target.title).push(result.rps / base.rps);
    }
    console.log(`round ${round}/${ROUNDS} done`);
  }
  const rows = targets.map((target) => ({
    title: target.title,
    ...medianOf(runs.get(target.title)),
    ratio: target === baseline ? 1 : median(ratios.get(target.title)),
  }));
  const table = benchTable(rows, server.database);
  console.log(`\n${table}\n`);
  const verdicts = judgeTargets(rows);
  for (const verdict of verdicts) console.log(`${verdict.met ? 'met   ' : 'MISSED'} ${verdict.text}`);
  if (process.argv.includes('--write')) writeDocSection('bench', table);
  process.exitCode = verdicts.every((verdict) => verdict.met) ? 0 : 1;
} finally {
  server.stop();
}

async function measure(base, target) {
  let client = 0;
  const result = await autocannon({
    url: base + target.path,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    setupClient: target.headersPerClient ? (c) => c.setHeaders({ ...target.headers, ...target.headersPerClient(client++) }) : undefined,
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.errors + result.timeouts + result.non2xx };
}

/** Each figure's median over the rounds; failures are summed (any one counts). */
function medianOf(results) {
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
  };
}

function benchTable(rows, database) {
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${database}, ${CONNECTIONS} connections, ${SECONDS} s per call, median of ${ROUNDS} rounds; each ratio is the median of the call's runs each divided by the baseline run just before it.`,
    '',
    '| call | req/s | p50 ms | p99 ms | non-2xx | × baseline |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row.title} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.failed} | ${row.ratio.toFixed(2)} |`),
  ];
  return lines.join('\n');
}
