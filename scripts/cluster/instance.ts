/**
 * One `next start` instance of the cluster (scripts/cluster/cluster.mts starts them, and starts each again for a
 * rolling deploy: the same port, the same environment): its log in the cluster's folder, its exit awaited.
 */
import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { productionServerEnv, startNextServer, waitUntilHealthy } from '../next-server.mjs';
import { instanceName } from './haproxy';

export interface InstanceSettings {
  /** PgBouncer's address: the instances' DATABASE_URL. */
  pgbouncerUrl: string;
  /** PostgreSQL itself: DATABASE_DIRECT_URL, for the migrations at start-up. */
  databaseUrl: string;
  /** HAProxy's address: AUTH_URL. */
  balancer: string;
  folder: string;
  /** The bearer token Prometheus scrapes /api/metrics with. */
  metricsToken: string;
}

export interface RunningInstance {
  port: number;
  child: ChildProcess;
  log: string;
}

/** Starts `next start` on `port` with the cluster's environment (this process's, plus the cluster's settings); its output appended to instance-{port}.log. */
export function startInstance(port: number, settings: InstanceSettings): RunningInstance {
  const logPath = path.join(settings.folder, `instance-${port}.log`);
  const env = productionServerEnv(port, 'unused', {
    DATABASE_URL: settings.pgbouncerUrl,
    DATABASE_POOLER: 'transaction',
    DATABASE_DIRECT_URL: settings.databaseUrl,
    TRUST_PROXY: '1', // HAProxy appends the client to X-Forwarded-For
    AUTH_URL: settings.balancer,
    INSTANCE_NAME: instanceName(port), // every log line names it as HAProxy's statistics do
    METRICS_TOKEN: settings.metricsToken,
  });
  const file = openSync(logPath, 'a');
  const child = startNextServer(port, env, ['ignore', file, file]);
  closeSync(file);
  return { port, child, log: logPath };
}

export function waitUntilInstanceHealthy({ port, child }: RunningInstance): Promise<void> {
  return waitUntilHealthy(`http://127.0.0.1:${port}/api/health`, { child, what: `next start :${port}` });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** SIGTERM, and the exit awaited; SIGKILL when it has not exited within `timeoutMs`. */
export async function stopInstance(child: ChildProcess, timeoutMs: number): Promise<Exit> {
  const exited = () => ({ code: child.exitCode, signal: child.signalCode });
  if (child.exitCode !== null || child.signalCode !== null) return exited();
  const gone = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.kill('SIGTERM');
  const timer = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs).unref());
  const exit = await Promise.race([gone, timer]);
  if (exit) return exit;
  child.kill('SIGKILL');
  return gone;
}
