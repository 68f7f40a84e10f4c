import type { Server } from 'node:http';
import { log as logger } from './log';
import { addRequestObserver } from './request-observers';
import { DEFAULT_SHUTDOWN_GRACE_MS, DRAIN_NOTICE_MS } from './shutdown-grace';

/**
 * A planned stop that loses nothing (issue 37 item 5). On SIGTERM (or SIGINT) the process
 *  1. drains: /api/health and /api/health/live answer 503 (isDraining), so a balancer stops sending; for
 *     DRAIN_NOTICE_MS it still serves what arrives (each answer with `Connection: close`) while the balancer notices;
 *  2. then stops taking connections: each HTTP server closes its listener and its idle kept-alive connections, and a
 *     request still arriving on a kept-alive connection is answered with `Connection: close`;
 *  3. lets the requests in flight finish, for at most SHUTDOWN_GRACE_MS (then cuts the connections left);
 *  4. closes its database pools and exits 0.
 * Next's `next start` has a SIGTERM handler of its own (server.close, then exit 143, the pools left open and
 * /api/health answering 200 to the end): installShutdown takes its place (NEXT_MANUAL_SIG_HANDLE, or removing it).
 */
interface ShutdownState {
  draining: boolean;
  inFlight: number;
  /** The HTTP servers seen taking a connection (lib/http/method-gate.ts tells): Next's own server. */
  servers: Set<Server>;
  /** Called each time the count of requests in flight falls to 0. */
  idleWaiters: Set<() => void>;
  signalled: boolean;
}

const holder = globalThis as unknown as { __guessdleShutdown?: ShutdownState };
const state = (): ShutdownState =>
  (holder.__guessdleShutdown ??= { draining: false, inFlight: 0, servers: new Set(), idleWaiters: new Set(), signalled: false });

/** What /api/health and /api/health/live answer, with 503, while the process shuts down. */
export const DRAINING_ANSWER = { ok: false, draining: true, code: 'draining' } as const;

/** True from the moment a shutdown starts: the health checks answer 503. */
export function isDraining(): boolean {
  return state().draining;
}

/** Requests started and not yet ended. */
export function requestsInFlight(): number {
  return state().inFlight;
}

/** An HTTP server of this process (the method gate sees each one take its connections). */
export function noteServer(server: Server): void {
  state().servers.add(server);
}

function closeIdleConnections(): void {
  for (const server of state().servers) server.closeIdleConnections();
}

/** Counts the requests in flight (an observer of lib/observability/request-observers.ts). Returns what removes it. */
export function countRequestsInFlight(): () => void {
  return addRequestObserver('in-flight', {
    started: ({ response }) => {
      const current = state();
      current.inFlight++;
      // A request on a kept-alive connection during the drain: its answer closes the connection.
      if (current.draining && !response.headersSent) response.setHeader('Connection', 'close');
    },
    ended: () => {
      const current = state();
      current.inFlight = Math.max(0, current.inFlight - 1);
      if (current.inFlight > 0) return;
      for (const waiter of current.idleWaiters) waiter();
      if (current.draining) setImmediate(closeIdleConnections); // once the answer is written, its connection is idle
    },
  });
}

/** Resolves with the number of requests still in flight once none are, or when `ms` have passed. */
function untilIdle(ms: number): Promise<number> {
  const current = state();
  if (current.inFlight === 0) return Promise.resolve(0);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      current.idleWaiters.delete(done);
      resolve(current.inFlight);
    };
    const timer = setTimeout(done, ms);
    current.idleWaiters.add(done);
  });
}

export interface ShutdownSteps {
  /** How long the listener stays open while the health checks answer 503. */
  noticeMs: number;
  graceMs: number;
  closePools: () => Promise<void>;
  exit: (code: number) => void;
  log: (line: string) => void;
}

/** Steps 1-4 above. Resolves after `exit` was called (tests pass their own). */
export async function drainAndExit({ noticeMs, graceMs, closePools, exit, log }: ShutdownSteps): Promise<void> {
  const current = state();
  const startedAt = Date.now();
  current.draining = true;
  log(`draining: health checks answer 503; the listener closes in ${noticeMs} ms`);
  if (noticeMs > 0) await new Promise((resolve) => setTimeout(resolve, noticeMs));
  log(`closing: ${current.inFlight} request(s) in flight, ${graceMs} ms to finish them`);
  for (const server of current.servers) {
    server.close(); // no new connections; Node ends each kept-alive one as it becomes idle
    server.closeIdleConnections();
  }
  const abandoned = await untilIdle(graceMs);
  if (abandoned > 0) {
    log(`${abandoned} request(s) still in flight after ${graceMs} ms: their connections are closed`);
    for (const server of current.servers) server.closeAllConnections();
  }
  try {
    await closePools();
  } catch (error) {
    log(`closing the pools failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  log(`stopped in ${Date.now() - startedAt} ms`);
  exit(0);
}

/** The app's pools: the database's (app and pages) and the rate-limit store's. */
async function closeAppPools(): Promise<void> {
  const [{ closeDatabases }, { closeRateLimitStores }] = await Promise.all([import('@/db/client'), import('@/lib/http/rate-limit-store')]);
  await Promise.all([closeDatabases(), closeRateLimitStores()]);
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
/** The name of `next start`'s own signal handler (node_modules/next/dist/server/lib/start-server.js). */
const NEXT_SIGNAL_HANDLER = 'cleanup';

/** Takes Next's handler away (when NEXT_MANUAL_SIG_HANDLE did not keep it from being added): it would exit 143 mid-drain. */
export function removeNextSignalHandlers(): number {
  let removed = 0;
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (listener.name === NEXT_SIGNAL_HANDLER) {
        process.off(signal, listener);
        removed++;
      }
    }
  }
  return removed;
}

/**
 * Once per process (instrumentation.ts, after the method gate): counts the requests in flight and, on SIGTERM or
 * SIGINT, drains and exits 0 after at most `graceMs` (SHUTDOWN_GRACE_MS).
 */
export function installShutdown(graceMs = DEFAULT_SHUTDOWN_GRACE_MS): void {
  const current = state();
  if (current.signalled || process.listeners('SIGTERM').some((listener) => listener.name === 'onShutdownSignal')) return;
  countRequestsInFlight();
  removeNextSignalHandlers();
  const log = (line: string) => logger().info(`[shutdown] ${line}`); // a JSON line like every other
  const onShutdownSignal = (signal: NodeJS.Signals) => {
    if (current.signalled) return log(`${signal} again: already draining`);
    current.signalled = true;
    log(`${signal}`);
    void drainAndExit({ noticeMs: DRAIN_NOTICE_MS, graceMs, closePools: closeAppPools, exit: (code) => process.exit(code), log });
  };
  for (const signal of SIGNALS) process.on(signal, onShutdownSignal);
}

/** Tests: back to a process that is not draining, with no servers noted. */
export function resetShutdownForTests(): void {
  holder.__guessdleShutdown = undefined;
}
