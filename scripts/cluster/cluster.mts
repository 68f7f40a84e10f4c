/**
 * `npm run start:cluster [N]`: N `next start` instances of the production build (default 2, or
 * CLUSTER_INSTANCES) behind HAProxy, and PgBouncer in transaction mode between them and PostgreSQL (issue 27).
 *
 *   browser ─▶ HAProxy 127.0.0.1:4600 ─┬─▶ next start :4601 ─┐
 *              (stats :4699/stats)      └─▶ next start :4602 ─┴─▶ PgBouncer :4650 ─▶ PostgreSQL (DATABASE_URL)
 *                                                  ▲      ▲                └▶ fault proxy (control :4651, stalled by test:cluster) ─▶
 *              Prometheus :4698 (ops/prometheus) ──┴──────┘ GET /api/metrics on each instance, Bearer METRICS_TOKEN
 *
 * DATABASE_URL names the PostgreSQL database itself (default postgres://postgres@127.0.0.1:5432/guessdle_cluster,
 * made when missing); the instances reach it through PgBouncer with DATABASE_POOLER=transaction (migrating it
 * directly: DATABASE_DIRECT_URL), TRUST_PROXY=1
 * (HAProxy appends the client to X-Forwarded-For), AUTH_URL = the balancer and METRICS_TOKEN (the environment's, else
 * a random one; Prometheus reads it from a file). Everything else in the environment
 * goes to every instance alike (secrets, sign-in providers, …: scripts/next-server.mjs's productionServerEnv).
 * Builds once when there is no build. Configurations and logs: .data/cluster/ (wiped at start), where
 * cluster.json says what runs where. Ctrl-C (SIGINT) or SIGTERM stops everything. `npm run deploy:rolling` replaces the
 * instances one at a time through HAProxy's runtime socket and this process's control socket (scripts/cluster/control.ts).
 * Run as `node --import tsx` (not the tsx CLI), so that a signal reaches this process and its clean-up runs.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { databaseTimeoutMs } from '../../db/deadline.ts';
import { buildIfNeeded, waitUntilHealthy } from '../next-server.mjs';
import { DEFAULT_SHUTDOWN_GRACE_MS } from '../../lib/observability/shutdown-grace.ts';
import { controlSocketPath, serveControl, type ReplaceReport } from './control.ts';
import { HAPROXY_BINARY, runtimeSocketPath, startHaproxy, type RunningHaproxy } from './haproxy.ts';
import { startInstance, stopInstance, waitUntilInstanceHealthy, type InstanceSettings, type RunningInstance } from './instance.ts';
import { PGBOUNCER_BINARY, startPgBouncer, type RunningPgBouncer } from './pgbouncer.ts';
import { startFaultProxy } from './fault-proxy.ts';
import { PROMETHEUS_BINARY, startPrometheus } from './prometheus.ts';
import { CLUSTER_FOLDER, CLUSTER_STATE_FILE, READY_LINE, clusterPorts, type ClusterState } from './state.ts';

const { balancer: BALANCER_PORT, firstInstance: FIRST_INSTANCE_PORT, pgbouncer: PGBOUNCER_PORT, fault: FAULT_PORT, stats: STATS_PORT, prometheus: PROMETHEUS_PORT } = clusterPorts();
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/guessdle_cluster';
/** Server connections PgBouncer opens to PostgreSQL, whatever the number of instances. */
const SERVER_CONNECTIONS = 20;
/**
 * Prometheus scrapes the instances and evaluates the rules this often (seconds), and a scrape may take as long: the
 * suite reads what changed seconds ago, and a scrape has time for the metrics route's own 1 s database check.
 */
const SCRAPE_INTERVAL_SECONDS = 3;

const log = (line: string) => console.log(`[cluster] ${line}`);

function instanceCount(): number {
  const count = Number(process.argv[2] ?? process.env.CLUSTER_INSTANCES ?? 2);
  if (!Number.isInteger(count) || count < 1 || count > 40) throw new Error(`The number of instances must be a whole number from 1 to 40, not ${count}.`);
  return count;
}

/** Debian's haproxy, pgbouncer and prometheus, installed with apt-get when missing. */
function installTools(): void {
  const packages = new Map([[HAPROXY_BINARY, 'haproxy'], [PGBOUNCER_BINARY, 'pgbouncer'], [PROMETHEUS_BINARY, 'prometheus']]);
  const missing = [...packages].filter(([binary]) => !existsSync(binary)).map(([, name]) => name);
  if (missing.length === 0) return;
  log(`${missing.join(', ')} missing: apt-get install -y ${missing.join(' ')}`);
  const apt = (...args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status;
  if (apt('update') !== 0 || apt('install', '-y', ...missing) !== 0) throw new Error(`apt-get could not install ${missing.join(', ')}.`);
}

async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = postgres(Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).href, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) await admin.unsafe(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  await stopInstance(child, 5000);
}

/** The instances' SHUTDOWN_GRACE_MS (their drain on SIGTERM), as lib/env.ts reads it. */
function shutdownGraceMs(): number {
  const given = Number(process.env.SHUTDOWN_GRACE_MS);
  return Number.isInteger(given) && given > 0 ? given : DEFAULT_SHUTDOWN_GRACE_MS;
}

async function main(): Promise<void> {
  const count = instanceCount();
  installTools();
  buildIfNeeded();
  rmSync(CLUSTER_FOLDER, { recursive: true, force: true });
  mkdirSync(CLUSTER_FOLDER, { recursive: true });
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  await createDatabaseIfMissing(databaseUrl);

  const stops: (() => Promise<void>)[] = [];
  let stopping: Promise<void> | null = null;
  const watchExit = ({ port, child }: RunningInstance) =>
    child.once('exit', (code, signal) => stopping || log(`instance :${port} (pid ${child.pid}) exited (${signal ?? code})`));
  const stopAll = () => (stopping ??= (async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error('[cluster] stop failed:', error));
  })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      log(`${signal}: stopping`);
      void stopAll().then(() => process.exit(0));
    });
  }

  try {
    const pgbouncerFolder = path.join(CLUSTER_FOLDER, 'pgbouncer');
    mkdirSync(pgbouncerFolder);
    const instancePorts = Array.from({ length: count }, (_, i) => FIRST_INSTANCE_PORT + i);
    // PgBouncer reaches PostgreSQL through a fault proxy the cluster suite stalls (a hung database or network).
    const fault = await startFaultProxy(databaseUrl, FAULT_PORT);
    stops.push(fault.close);
    const pgbouncer: RunningPgBouncer = await startPgBouncer({
      databaseUrl: fault.databaseUrl,
      port: PGBOUNCER_PORT,
      folder: pgbouncerFolder,
      statementTimeoutMs: databaseTimeoutMs(),
      serverConnections: SERVER_CONNECTIONS,
      maxClients: Math.max(100, count * 40),
    });
    stops.push(pgbouncer.stop);
    log(`PgBouncer (transaction mode) on 127.0.0.1:${PGBOUNCER_PORT} → fault proxy (control :${FAULT_PORT}) → ${new URL(databaseUrl).host}, ${SERVER_CONNECTIONS} server connections`);

    const balancer = `http://localhost:${BALANCER_PORT}`;
    const metricsToken = process.env.METRICS_TOKEN || randomBytes(24).toString('hex');
    const settings: InstanceSettings = { pgbouncerUrl: pgbouncer.url, databaseUrl, balancer, folder: CLUSTER_FOLDER, metricsToken };
    const instances = instancePorts.map((port) => {
      const instance = startInstance(port, settings);
      watchExit(instance);
      return instance;
    });
    // The instance on each port now (a rolling deploy replaces them).
    stops.push(() => Promise.all(instances.map(({ child }) => stopProcess(child))).then(() => {}));
    await Promise.all(instances.map(waitUntilInstanceHealthy));
    log(`${count} instances healthy on ${instancePorts.map((port) => `:${port}`).join(', ')}`);

    const haproxy: RunningHaproxy = startHaproxy({ port: BALANCER_PORT, statsPort: STATS_PORT, instancePorts, folder: CLUSTER_FOLDER });
    stops.push(haproxy.stop);
    await waitUntilHealthy(`${balancer}/api/health/live`, { child: haproxy.process, what: 'HAProxy' });

    const prometheus = await startPrometheus({
      port: PROMETHEUS_PORT,
      targets: instancePorts.map((port) => `127.0.0.1:${port}`),
      metricsToken,
      folder: path.join(CLUSTER_FOLDER, 'prometheus'),
      intervalSeconds: SCRAPE_INTERVAL_SECONDS,
    });
    stops.push(prometheus.stop);
    log(`Prometheus on ${prometheus.url} scraping ${count} instances every ${SCRAPE_INTERVAL_SECONDS} s (rules: ops/prometheus/guessdle.rules.yml)`);

    const writeState = () => {
      const state: ClusterState = {
        balancer,
        statsPort: STATS_PORT,
        databaseUrl,
        pgbouncerUrl: pgbouncer.url,
        faultPort: FAULT_PORT,
        prometheus: prometheus.url,
        haproxySocket: runtimeSocketPath(CLUSTER_FOLDER),
        controlSocket: controlSocketPath(CLUSTER_FOLDER),
        instances: instances.map(({ port, child, log: logPath }) => ({ port, pid: child.pid!, log: logPath })),
      };
      writeFileSync(CLUSTER_STATE_FILE, JSON.stringify(state, null, 1));
    };

    // A rolling deploy (npm run deploy:rolling) asks for each instance in turn, once HAProxy has drained it.
    let replacing: Promise<unknown> = Promise.resolve();
    const replace = async (port: number): Promise<ReplaceReport> => {
      const index = instances.findIndex((instance) => instance.port === port);
      if (index < 0) throw new Error(`no instance on :${port}`);
      if (stopping) throw new Error('the cluster is stopping');
      const old = instances[index];
      const wasRunning = old.child.exitCode === null && old.child.signalCode === null;
      const stopStarted = Date.now();
      const exit = await stopInstance(old.child, shutdownGraceMs() + 5_000);
      const stopMs = Date.now() - stopStarted;
      log(`instance :${port} (pid ${old.child.pid}) stopped for a deploy: ${exit.signal ?? `exit code ${exit.code}`} after ${stopMs} ms`);
      const startStarted = Date.now();
      const fresh = startInstance(port, settings);
      instances[index] = fresh;
      watchExit(fresh);
      await waitUntilInstanceHealthy(fresh);
      writeState();
      log(`instance :${port} replaced (pid ${fresh.child.pid}), healthy after ${Date.now() - startStarted} ms`);
      return { port, oldPid: old.child.pid!, wasRunning, exitCode: exit.code, signal: exit.signal, newPid: fresh.child.pid!, stopMs, startMs: Date.now() - startStarted };
    };
    const control = await serveControl(controlSocketPath(CLUSTER_FOLDER), (port) => {
      const turn = replacing.then(() => replace(port)); // one at a time
      replacing = turn.catch(() => {});
      return turn;
    });
    stops.push(() => new Promise<void>((resolve) => control.close(() => resolve())));

    writeState();
    log(`HAProxy on ${balancer} (round robin, health checks every 500 ms; stats http://127.0.0.1:${STATS_PORT}/stats)`);
    log(`configurations and logs: ${CLUSTER_FOLDER}`);
    console.log(`${READY_LINE}: ${balancer}`);
  } catch (error) {
    await stopAll();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
