// Samples the resident memory (VmRSS in /proc/{pid}/status, Linux) of the server processes every few seconds
// while `npm run bench:mixed` offers its fixed load, and judges whether it stays flat.
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;
/** Flat: over the last WINDOW_S seconds, memory grew by less than FLAT_SHARE of its value, or less than FLAT_MB. */
export const WINDOW_S = 180;
export const FLAT_SHARE = 0.05;
export const FLAT_MB = 10;
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

/** The growth over the last WINDOW_S seconds of one process's samples (the whole run when shorter), and its verdict. */
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
    flat: growthMb < Math.max(FLAT_MB, FLAT_SHARE * fromMb),
  };
}
