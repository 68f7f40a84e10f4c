// What the server processes use while `npm run bench:mixed` offers its fixed load (Linux /proc): their resident
// memory (VmRSS in /proc/{pid}/status) sampled every few seconds and judged flat or growing, and their CPU time
// (/proc/{pid}/stat), which tells a server short of CPU from one waiting on others (the database, a busy machine).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;
/**
 * Flat: over the last WINDOW_S seconds the trend of the samples (their least-squares line, which a collection's dip
 * or a burst's peak moves little) grew by less than FLAT_SHARE of the memory at its start, or less than FLAT_MB.
 */
export const WINDOW_S = 180;
export const FLAT_SHARE = 0.05;
export const FLAT_MB = 10;
/** Judged only after this long before the window. */
export const WARM_S = 60;

function rssBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) * 1024;
}

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
  const { slope, intercept } = trend(window);
  const fromMb = intercept + slope * window[0].at;
  const growthMb = slope * (last - window[0].at);
  return {
    firstMb: samples[0].mb,
    maxMb: Math.max(...samples.map((sample) => sample.mb)),
    fromMb,
    toMb: fromMb + growthMb,
    growthMb,
    windowS: Math.round(last - window[0].at),
    flat: last < WINDOW_S + WARM_S ? null : growthMb < Math.max(FLAT_MB, FLAT_SHARE * fromMb),
  };
}

/** The least-squares line through the samples: MB = intercept + slope × seconds. */
function trend(samples) {
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const at = mean(samples.map((sample) => sample.at));
  const mb = mean(samples.map((sample) => sample.mb));
  const spread = samples.reduce((sum, sample) => sum + (sample.at - at) ** 2, 0);
  const slope = spread === 0 ? 0 : samples.reduce((sum, sample) => sum + (sample.at - at) * (sample.mb - mb), 0) / spread;
  return { slope, intercept: mb - slope * at };
}

/** The samples every `everyS` seconds, for the console: "0 s 305 MB, 30 s 312 MB, …". */
export function sampleSeries(samples, everyS = 30) {
  const shown = [];
  for (const sample of samples) if (shown.length === 0 || sample.at >= shown.at(-1).at + everyS - 1) shown.push(sample);
  return shown.map((sample) => `${Math.round(sample.at)} s ${Math.round(sample.mb)} MB`).join(', ');
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** CPU seconds the process has used so far (user + system). */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // after "pid (name) ": the state is field 3
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime and stime, fields 14 and 15
}
