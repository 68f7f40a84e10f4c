/**
 * `npm run start:cluster [N]`: N `next start` instances of the production build (default 2, or
 * CLUSTER_INSTANCES) behind HAProxy, and PgBouncer in transaction mode between them and PostgreSQL (issue 27).
 *
 *   browser ─▶ HAProxy 127.0.0.1:4600 ─┬─▶ next start :4601 ─┐
 *              (stats :4699/stats)      └─▶ next start :4602 ─┴─▶ PgBouncer :4650 ─▶ PostgreSQL (DATABASE_URL)
 *
 * DATABASE_URL names the PostgreSQL database itself (default postgres://postgres@127.0.0.1:5432/guessdle_cluster,
 * made when missing); the instances reach it through PgBouncer with DATABASE_POOLER=transaction (migrating it
 * directly: DATABASE_DIRECT_URL), TRUST_PROXY=1
 * (HAProxy appends the client to X-Forwarded-For) and AUTH_URL = the balancer. Everything else in the environment
 * goes to every instance alike (secrets, sign-in providers, …: scripts/next-server.mjs's productionServerEnv).
 * Builds once when there is no build. Configurations and logs: .data/cluster/ (wiped at start), where
 * cluster.json says what runs where. Ctrl-C (SIGINT) or SIGTERM stops everything.
 * Run as `node --import tsx` (not the tsx CLI), so that a signal reaches this process and its clean-up runs.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { databaseTimeoutMs } from '../../db/deadline.ts';
import { buildIfNeeded, productionServerEnv, startNextServer, waitUntilHealthy } from '../next-server.mjs';
import { HAPROXY_BINARY, startHaproxy, type RunningHaproxy } from './haproxy.ts';
import { PGBOUNCER_BINARY, startPgBouncer, type RunningPgBouncer } from './pgbouncer.ts';
import { CLUSTER_FOLDER, CLUSTER_STATE_FILE, READY_LINE, type ClusterState } from './state.ts';

const BALANCER_PORT = 4600;
const FIRST_INSTANCE_PORT = 4601;
const PGBOUNCER_PORT = 4650;
const STATS_PORT = 4699;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/guessdle_cluster';
/** Server connections PgBouncer opens to PostgreSQL, whatever the number of instances. */
const SERVER_CONNECTIONS = 20;

const log = (line: string) => console.log(`[cluster] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function instanceCount(): number {
  const count = Number(process.argv[2] ?? process.env.CLUSTER_INSTANCES ?? 2);
  if (!Number.isInteger(count) || count < 1 || count > 40) throw new Error(`The number of instances must be a whole number from 1 to 40, not ${count}.`);
  return count;
}

/** Debian's haproxy and pgbouncer, installed with apt-get when missing. */
function installTools(): void {
  const missing = [HAPROXY_BINARY, PGBOUNCER_BINARY].filter((binary) => !existsSync(binary));
  if (missing.length === 0) return;
  log(`${missing.join(' and ')} missing: apt-get install -y haproxy pgbouncer`);
  const apt = (...args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status;
  if (apt('update') !== 0 || apt('install', '-y', 'haproxy', 'pgbouncer') !== 0) throw new Error('apt-get could not install haproxy and pgbouncer.');
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
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([gone, sleep(5000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
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
    const pgbouncer: RunningPgBouncer = await startPgBouncer({
      databaseUrl,
      port: PGBOUNCER_PORT,
      folder: pgbouncerFolder,
      statementTimeoutMs: databaseTimeoutMs(),
      serverConnections: SERVER_CONNECTIONS,
      maxClients: Math.max(100, count * 40),
    });
    stops.push(pgbouncer.stop);
    log(`PgBouncer (transaction mode) on 127.0.0.1:${PGBOUNCER_PORT} → ${new URL(databaseUrl).host}, ${SERVER_CONNECTIONS} server connections`);

    const balancer = `http://localhost:${BALANCER_PORT}`;
    const instances = instancePorts.map((port) => {
      const logPath = path.join(CLUSTER_FOLDER, `instance-${port}.log`);
      const env = productionServerEnv(port, 'unused', {
        DATABASE_URL: pgbouncer.url,
        DATABASE_POOLER: 'transaction',
        DATABASE_DIRECT_URL: databaseUrl, // migrations at start-up
        TRUST_PROXY: '1',
        AUTH_URL: balancer,
      });
      const file = openSync(logPath, 'a');
      const child = startNextServer(port, env, ['ignore', file, file]);
      closeSync(file);
      child.once('exit', (code, signal) => stopping || log(`instance :${port} exited (${signal ?? code})`));
      stops.push(() => stopProcess(child));
      return { port, child, log: logPath };
    });
    await Promise.all(instances.map(({ port, child }) => waitUntilHealthy(`http://127.0.0.1:${port}/api/health`, { child, what: `next start :${port}` })));
    log(`${count} instances healthy on ${instancePorts.map((port) => `:${port}`).join(', ')}`);

    const haproxy: RunningHaproxy = startHaproxy({ port: BALANCER_PORT, statsPort: STATS_PORT, instancePorts, folder: CLUSTER_FOLDER });
    stops.push(haproxy.stop);
    await waitUntilHealthy(`${balancer}/api/health`, { child: haproxy.process, what: 'HAProxy' });

    const state: ClusterState = {
      balancer,
      statsPort: STATS_PORT,
      databaseUrl,
      pgbouncerUrl: pgbouncer.url,
      instances: instances.map(({ port, child, log: logPath }) => ({ port, pid: child.pid!, log: logPath })),
    };
    writeFileSync(CLUSTER_STATE_FILE, JSON.stringify(state, null, 1));
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
