/**
 * The crash test's site: its own database on the local PostgreSQL, one `next start` process that can be
 * killed with SIGKILL and started again on the same port, and the HTTP calls to it, each one counted while
 * it is in flight (so that a kill can say which requests it cut).
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { productionServerEnv, startNextServer } from '../next-server.mjs';

export { freePort } from './free-port.ts';

export const AUTH_SECRET = 'crash-test-auth-secret-0123456789abcdef';
const DAILY_SECRET = 'crash-test-daily-secret-0123456789abcdef';
const HEALTH_TIMEOUT_MS = 90_000;
/** A request that takes this long is given up (and counted as a network failure, then resent). */
const REQUEST_TIMEOUT_MS = 15_000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The PostgreSQL server of DATABASE_URL, else the local one; the crash test's database on it. */
export function databaseUrls(name: string): { admin: string; crash: string } {
  const server = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432');
  const withDatabase = (database: string) => Object.assign(new URL(server.href), { pathname: `/${database}` }).href;
  return { admin: withDatabase('postgres'), crash: withDatabase(name) };
}

export async function createDatabase(adminUrl: string, name: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end();
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await sql.end();
  }
}

/** One call as it went: its answer (status and JSON body), or the network failure that cut it. */
export interface CallResult {
  status: number; // 0: no answer (refused, reset, timed out)
  body: Record<string, unknown> | null;
  error?: string;
  retryAfterMs?: number;
  /** The kill (1, 2…) that cut this call off. */
  cutByKill?: number;
}

interface InFlight {
  kill?: number;
}

export interface KillRecord {
  at: number; // ms since the run began
  wallAt: number; // Date.now() when the process was gone
  inFlight: number;
  cut: number;
  restartMs: number;
}

/** The `next start` process under test, restarted on the same port after each kill. */
export class Site {
  readonly base: string;
  private child: ReturnType<typeof spawn> | null = null;
  private readonly inFlight = new Set<InFlight>();
  private readonly logPath: string;
  readonly kills: KillRecord[] = [];
  starts = 0;

  constructor(
    readonly port: number,
    private readonly databaseUrl: string,
    private readonly startedAt: number,
    /** Settings on top of the crash test's (the flood test turns the rate limits back to their real numbers). */
    private readonly extraEnv: Record<string, string> = {},
  ) {
    this.base = `http://localhost:${port}`;
    const dir = path.join(process.cwd(), '.data', 'crash-test');
    mkdirSync(dir, { recursive: true });
    this.logPath = path.join(dir, 'server.log');
    closeSync(openSync(this.logPath, 'w'));
  }

  get log(): string {
    return this.logPath;
  }

  /** Starts the server and waits until /api/health answers 200 (the database migrated and answering). */
  async start(): Promise<void> {
    const env = productionServerEnv(this.port, 'unused', {
      DATABASE_URL: this.databaseUrl,
      E2E_TEST_HOOKS: 'true',
      RATE_LIMIT_SCALE: '1000',
      AUTH_SECRET,
      DAILY_SECRET,
      AUTH_URL: '',
      AUTH_DEV_LOGIN: 'false',
      AUTH_OIDC_ISSUER: '',
      ...this.extraEnv,
    });
    const log = openSync(this.logPath, 'a');
    this.starts += 1;
    const child = startNextServer(this.port, env, ['ignore', log, log]);
    closeSync(log);
    this.child = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) => reject(new Error(`next start exited (${signal ?? code}) before it was healthy: see ${this.logPath}`))),
    );
    exited.catch(() => {});
    await Promise.race([this.waitHealthy(), exited]);
  }

  private async waitHealthy(): Promise<void> {
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s: see ${this.logPath}`);
  }

  /** Waits (at most `maxMs`) until at least `count` calls are in flight, so that a kill lands mid-request. */
  async busy(count = 6, maxMs = 3000): Promise<void> {
    const until = Date.now() + maxMs;
    while (this.inFlight.size < count && Date.now() < until) await sleep(2);
  }

  /** SIGKILL now (the requests in flight are cut), then start again on the same port and wait for health. */
  async killAndRestart(): Promise<KillRecord> {
    const child = this.child;
    if (!child || child.exitCode !== null) throw new Error('the server is not running');
    const number = this.kills.length + 1;
    const cut = [...this.inFlight];
    for (const request of cut) request.kill = number;
    const record: KillRecord = { at: Math.round(performance.now() - this.startedAt), wallAt: Date.now(), inFlight: cut.length, cut: 0, restartMs: 0 };
    this.kills.push(record);
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    const killedAt = performance.now();
    await this.start();
    record.restartMs = Math.round(performance.now() - killedAt);
    return record;
  }

  /** Kills the server for good (the end of the run, or a failure). */
  stop(): void {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    this.child = null;
  }

  /** One HTTP call, counted while in flight; a network failure is an answer with status 0, never a throw. */
  async call(pathname: string, init: { method?: string; cookie?: string; json?: unknown } = {}): Promise<CallResult> {
    const request: InFlight = {};
    this.inFlight.add(request);
    try {
      const response = await fetch(`${this.base}${pathname}`, {
        method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
        headers: {
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = null;
      }
      const retryAfter = Number(response.headers.get('retry-after'));
      return { status: response.status, body, ...(retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}) };
    } catch (error) {
      if (request.kill) this.kills[request.kill - 1].cut += 1;
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { status: 0, body: null, error: cause ?? (error as Error).name, ...(request.kill ? { cutByKill: request.kill } : {}) };
    } finally {
      this.inFlight.delete(request);
    }
  }
}
