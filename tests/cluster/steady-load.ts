/**
 * A fixed-rate load through the balancer for as long as something else runs (a rolling deploy): players' calls
 * started on a schedule whatever the answers (open loop, as scripts/perf/load-generator.mjs's fixedRate), every
 * failure kept with what it was: a connection error or timeout, a status that is not 2xx, or a 2xx saying the work
 * failed (a signed-in guess not saved).
 */
export interface LoadCall {
  title: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A 2xx answer that still failed, said why; null when it is good. Also reads what the call needs from it. */
  check?: (answer: unknown) => string | null;
}

export interface Failure {
  title: string;
  at: number;
  what: string;
}

export interface LoadResult {
  sent: number;
  answered: number;
  failures: Failure[];
  seconds: number;
}

const TIMEOUT_MS = 15_000;

async function send(base: string, call: LoadCall, failures: Failure[], startedAt: number): Promise<boolean> {
  const fail = (what: string) => failures.push({ title: call.title, at: (performance.now() - startedAt) / 1000, what });
  try {
    const response = await fetch(base + call.path, { method: call.method ?? 'GET', headers: call.headers, body: call.body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    if (response.status < 200 || response.status > 299) return fail(`${response.status} ${text.slice(0, 200)}`) < 0;
    if (call.check) {
      const problem = call.check(JSON.parse(text));
      if (problem) return fail(problem) < 0;
    }
    return true;
  } catch (error) {
    fail(error instanceof Error ? `${error.name}: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error));
    return false;
  }
}

/** `rate` calls a second, each `nextCall()`, until `until` resolves; then waits for the last answers. */
export async function steadyLoad(base: string, { rate, nextCall, until }: { rate: number; nextCall: () => LoadCall; until: Promise<unknown> }): Promise<LoadResult> {
  const failures: Failure[] = [];
  const inFlight = new Set<Promise<boolean>>();
  let stopped = false;
  void until.finally(() => (stopped = true));
  const start = performance.now();
  let sent = 0;
  let answered = 0;
  while (!stopped) {
    const now = performance.now();
    for (; start + (sent / rate) * 1000 <= now; sent++) {
      const answer = send(base, nextCall(), failures, start);
      inFlight.add(answer);
      void answer.then((ok) => {
        if (ok) answered++;
        inFlight.delete(answer);
      });
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, start + (sent / rate) * 1000 - performance.now())));
  }
  await Promise.all(inFlight);
  return { sent, answered, failures, seconds: (performance.now() - start) / 1000 };
}
