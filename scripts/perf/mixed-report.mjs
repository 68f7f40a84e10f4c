// The table and the targets of `npm run bench:mixed` (issue 27): per call its offered and achieved rate, p50, p99
// and max latency, errors, non-2xx and failed 2xx (answers that say the work failed: a page showing its reading failed, a guess not saved); p99 under 100 ms for every API call and 250 ms for every page, no
// failures, the offered rate achieved, and the server's memory flat (scripts/perf/process-usage.mjs).
import { FLAT_MB, FLAT_SHARE, WARM_S, WINDOW_S } from './process-usage.mjs';

export const P99_TARGET_MS = { api: 100, page: 250 };
/** The fixed-rate run falls behind when fewer than this share of the offered calls a second are answered 2xx. */
const ACHIEVED_SHARE = 0.95;

/** The value under which `share` of the values lie (nearest rank); 0 for none. */
export function percentile(values, share) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** The largest value, 0 for none (a spread of a long run's samples would pass the engine's argument limit). */
export const largest = (values) => values.reduce((max, value) => (value > max ? value : max), 0);

/** One row per call of a run; `offeredPerS(call)` is its offered rate (for a closed loop: what it achieved). */
export function callRows(calls, run, offeredPerS) {
  return calls.map((call) => {
    const tally = run.byTitle.get(call.title);
    return {
      title: call.title,
      kind: call.kind,
      offered: offeredPerS(call, tally),
      achieved: tally.ok / run.seconds,
      p50: percentile(tally.latencies, 0.5),
      p99: percentile(tally.latencies, 0.99),
      max: largest(tally.latencies),
      errors: tally.errors,
      failed2xx: tally.failed2xx,
      non2xx: tally.non2xx,
      statuses: [...tally.statuses].map(([status, count]) => `${count}× ${status}`).join(', '),
    };
  });
}

const ms = (value) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
const perS = (value) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

export function callTable(rows) {
  const total = (field) => rows.reduce((sum, row) => sum + row[field], 0);
  return [
    '| call | offered /s | achieved /s | p50 ms | p99 ms | max ms | errors | non-2xx | failed 2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const p99 = row.p99 < P99_TARGET_MS[row.kind] ? ms(row.p99) : `**${ms(row.p99)}**`;
      const non2xx = row.non2xx ? `**${row.non2xx}** (${row.statuses})` : '0';
      const bold = (count) => (count ? `**${count}**` : '0');
      return `| ${row.title} | ${perS(row.offered)} | ${perS(row.achieved)} | ${ms(row.p50)} | ${p99} | ${ms(row.max)} | ${bold(row.errors)} | ${non2xx} | ${bold(row.failed2xx)} |`;
    }),
    `| all | ${perS(total('offered'))} | ${perS(total('achieved'))} | | | | ${total('errors')} | ${total('non2xx')} | ${total('failed2xx')} |`,
  ].join('\n');
}

/** memory: [{ label, growth }] from judgeGrowth; empty when no process was sampled. */
export function memoryLines(memory) {
  if (memory.length === 0) return ['Server memory: not sampled (a BENCH_MIXED_URL without BENCH_MIXED_PIDS).'];
  return memory.map(({ label, growth }) => {
    const verdict = growth.flat === null ? `not judged (a run under ${(WINDOW_S + WARM_S) / 60} minutes)` : growth.flat ? 'flat' : '**growing**';
    return `Server memory (${label}): RSS ${Math.round(growth.firstMb)} MB at the start of the fixed-rate run, ${Math.round(growth.maxMb)} MB at most; over the last ${growth.windowS} s its trend ${Math.round(growth.fromMb)} → ${Math.round(growth.toMb)} MB (${growth.growthMb >= 0 ? '+' : ''}${growth.growthMb.toFixed(1)} MB): ${verdict}.`;
  });
}

/**
 * cpu: [{ label, seconds }] used during the run of `seconds` with `calls` calls offered. A server far below one core
 * (Node runs the requests on one thread) while its latency misses was waiting: for the database, or for a CPU the
 * machine gave to others.
 */
export function cpuLines(cpu, calls, seconds) {
  return cpu.map(({ label, seconds: used }) =>
    `Server CPU (${label}): ${used.toFixed(1)} s in the ${seconds} s run, ${Math.round((100 * used) / seconds)}% of one core, ${((1000 * used) / calls).toFixed(1)} ms per call offered.`,
  );
}

export const memoryRule = `flat = RSS grows by less than ${FLAT_SHARE * 100}% or ${FLAT_MB} MB (whichever is larger) over the last ${WINDOW_S / 60} minutes, by the least-squares trend of samples taken every 5 s`;

/** Every target, met or missed, with what was measured. */
export function judgeMixed(rows, memory) {
  const offered = rows.reduce((sum, row) => sum + row.offered, 0);
  const achieved = rows.reduce((sum, row) => sum + row.achieved, 0);
  return [
    ...rows.map((row) => ({ met: row.p99 < P99_TARGET_MS[row.kind], text: `${row.title}: p99 ${ms(row.p99)} ms (target < ${P99_TARGET_MS[row.kind]} ms)` })),
    ...rows.map((row) => ({
      met: row.errors + row.non2xx + row.failed2xx === 0,
      text: `${row.title}: ${row.errors} errors, ${row.non2xx} non-2xx, ${row.failed2xx} failed 2xx (target 0)`,
    })),
    { met: achieved >= ACHIEVED_SHARE * offered, text: `achieved ${perS(achieved)} of ${perS(offered)} calls/s offered (target ≥ ${ACHIEVED_SHARE * 100}%)` },
    ...memory.filter(({ growth }) => growth.flat !== null).map(({ label, growth }) => ({ met: growth.flat, text: `memory of ${label}: ${growth.growthMb.toFixed(1)} MB over the last ${growth.windowS} s (target: ${memoryRule})` })),
  ];
}
