// What the server processes use while `npm run bench:mixed` offers its fixed load (Linux /proc): their resident
// memory (VmRSS in /proc/{pid}/status) sampled every few seconds and judged flat or growing, and their CPU time
// (/proc/{pid}/stat), which tells a server short of CPU from one waiting on others (the database, a busy machine).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;
/** Flat: over the last WINDOW_S seconds, memory grew by less than FLAT_SHARE of its value, or less than FLAT_MB. */
export const WINDOW_S = 180;
export const FLAT_SHARE = 0.05;
export const FLAT_MB = 10;
/** Judged only after this long before the window. */
export const WARM_S = 60;
/** The start and end of the window are each the median of this many samples (a collection moves one sample). */
const EDGE_SAMPLES = 3;

function rssBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) * 1024;
}

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts sampling `pids` every `everyMs`; stop() returns per pid its samples [{ at (s), mb }]. */
export function sampleRss(pids, everyMs = 5000) {
  const started = performance.now();
  const samples = new Map(pids.map((pid) => [pid, []]));
  const take = () => {
    for (const pid of pids) samples.get(pid).push({ at: (performance.now() - started) / 1000, mb: rssBytes(pid) / MB });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/**
 * The growth over the last WINDOW_S seconds of one process's samples (the whole run when shorter), and its verdict:
 * flat true or false, or null (not judged) for a run shorter than the window and a minute of warming before it,
 * whose window would hold the first requests of every page (code loaded, caches filled).
 */
export function judgeGrowth(samples) {
  const last = samples.at(-1).at;
  const window = samples.filter((sample) => sample.at >= last - WINDOW_S);
  const fromMb = middle(window.slice(0, EDGE_SAMPLES).map((sample) => sample.mb));
  const toMb = middle(window.slice(-EDGE_SAMPLES).map((sample) => sample.mb));
  const growthMb = toMb - fromMb;
  return {
    firstMb: samples[0].mb,
    maxMb: Math.max(...samples.map((sample) => sample.mb)),
    fromMb,
    toMb,
    growthMb,
    windowS: Math.round(last - window[0].at),
    flat: last < WINDOW_S + WARM_S ? null : growthMb < Math.max(FLAT_MB, FLAT_SHARE * fromMb),
  };
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** CPU seconds the process has used so far (user + system). */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // after "pid (name) ": the state is field 3
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime and stime, fields 14 and 15
}
