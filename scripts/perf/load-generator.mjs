// Sends the calls of `npm run bench:mixed` (scripts/bench-mixed.mjs) with Node's fetch, in two ways:
//  - closedLoop: N connections, each sending its next call when its last one has answered (the capacity probe);
//  - fixedRate: calls started on a fixed schedule whatever the answers (open loop): a slow answer never delays
//    the next call, and a call's latency runs from the moment the schedule said to send it.
// autocannon's rate (-R, overallRate) is not used for the fixed rate: each of its connections sends back to back
// until it has sent its share of the second, then waits for the next second (bursts, autocannon/lib/httpClient.js),
// and its coordinated-omission correction adds made-up samples every 1 ms of a slow answer.
// A call is { title, kind, request() → { path, method?, headers?, body?, onAnswer?(text), failedIf?(text) } }: onAnswer
// reads a 2xx answer; failedIf tells a 2xx answer that says the work failed (a page showing that its reading failed,
// a signed-in guess not saved) from a good one.

const TIMEOUT_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Per call title: answers, failures (errors: refused, reset or timed out; failed2xx: 2xx saying the work failed) and the latency (ms) of every answer. */
function newTally() {
  return { sent: 0, ok: 0, non2xx: 0, errors: 0, failed2xx: 0, statuses: new Map(), latencies: [] };
}

async function send(base, call, tally, scheduledAt) {
  const { path, method = 'GET', headers, body, onAnswer, failedIf } = call.request();
  tally.sent++;
  try {
    const response = await fetch(base + path, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    tally.latencies.push(performance.now() - scheduledAt);
    if (response.ok && failedIf?.(text)) {
      tally.failed2xx++;
    } else if (response.ok) {
      tally.ok++;
      onAnswer?.(text);
    } else {
      tally.non2xx++;
      tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    }
  } catch {
    tally.errors++;
  }
}

function tallies(calls) {
  return new Map(calls.map((call) => [call.title, newTally()]));
}

/** `connections` loops, each sending nextCall() after the last answer, for `seconds`. */
export async function closedLoop(base, { calls, nextCall, connections, seconds }) {
  const byTitle = tallies(calls);
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const call = nextCall();
      await send(base, call, byTitle.get(call.title), performance.now());
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { seconds, byTitle };
}

/**
 * `rate` calls a second, evenly spaced, for `seconds`, whatever the answers; waits for the last answers.
 * `lagMs` holds how late the client itself started each call (its own event loop busy): a large lag is the
 * client's or the machine's, not the server's.
 */
export async function fixedRate(base, { calls, nextCall, rate, seconds }) {
  const byTitle = tallies(calls);
  const total = Math.round(rate * seconds);
  const lagMs = [];
  const inFlight = new Set();
  const start = performance.now();
  const scheduledAt = (index) => start + (index / rate) * 1000;
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    for (; sent < total && scheduledAt(sent) <= now; sent++) {
      const call = nextCall();
      lagMs.push(now - scheduledAt(sent));
      const answered = send(base, call, byTitle.get(call.title), scheduledAt(sent));
      inFlight.add(answered);
      answered.finally(() => inFlight.delete(answered));
    }
    if (sent < total) await sleep(Math.max(0, scheduledAt(sent) - performance.now()));
  }
  await Promise.all(inFlight);
  return { seconds, byTitle, lagMs };
}
