/**
 * `npm run deploy:rolling`: replaces the running cluster's instances (npm run start:cluster) one at a time, losing
 * no request (issue 37 item 5). For each instance, as .data/cluster/cluster.json lists them:
 *  1. HAProxy's runtime API: `set server instances/appN state drain`: no new requests go there;
 *  2. waits until HAProxy has no session open to it (its requests in flight answered);
 *  3. asks the cluster's runner (its control socket) to replace it: SIGTERM (the instance drains and exits 0,
 *     lib/observability/shutdown.ts), then a new `next start` on the same port with the same environment, healthy;
 *  4. `set server … state ready`, and waits until HAProxy's checks say UP.
 * A new build is picked up by the new processes (build first, to another folder, then deploy: docs/OPERATIONS.md).
 * Exits 1 when an instance did not exit 0 or did not come back; prints one line per instance and the total.
 * Run as `node --import tsx` like the runner.
 */
import { readFileSync } from 'node:fs';
import { instanceName } from './haproxy.ts';
import { instanceStat, setInstanceState } from './haproxy-runtime.ts';
import { askToReplace } from './control.ts';
import { CLUSTER_STATE_FILE, type ClusterState } from './state.ts';

const DRAIN_TIMEOUT_MS = 30_000;
const UP_TIMEOUT_MS = 30_000;

const log = (line: string) => console.log(`[deploy] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, timeoutMs: number, done: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(50);
  }
  return Date.now() - started;
}

async function replaceOne(cluster: ClusterState, port: number): Promise<void> {
  const socket = cluster.haproxySocket;
  const started = Date.now();
  await setInstanceState(socket, port, 'drain');
  try {
    const drainMs = await waitFor(`${instanceName(port)}'s sessions to end`, DRAIN_TIMEOUT_MS, async () => (await instanceStat(socket, port)).sessions === 0);
    const report = await askToReplace(cluster.controlSocket, port);
    if (!report.wasRunning) log(`:${port} (pid ${report.oldPid}) had already ended (${report.signal ?? `exit code ${report.exitCode}`}): started again`);
    else if (report.exitCode !== 0) throw new Error(`:${port} (pid ${report.oldPid}) ended with ${report.signal ?? `exit code ${report.exitCode}`}, not exit code 0`);
    await setInstanceState(socket, port, 'ready');
    const upMs = await waitFor(`${instanceName(port)} UP in HAProxy`, UP_TIMEOUT_MS, async () => (await instanceStat(socket, port)).status.startsWith('UP'));
    log(`:${port} replaced in ${Date.now() - started} ms (drained ${drainMs} ms, pid ${report.oldPid} exit 0 after ${report.stopMs} ms, pid ${report.newPid} healthy after ${report.startMs} ms, UP ${upMs} ms later)`);
  } catch (error) {
    await setInstanceState(socket, port, 'ready').catch(() => {}); // never leave it drained
    throw error;
  }
}

async function main(): Promise<void> {
  const cluster = JSON.parse(readFileSync(CLUSTER_STATE_FILE, 'utf8')) as ClusterState;
  if (!cluster.haproxySocket || !cluster.controlSocket) throw new Error(`${CLUSTER_STATE_FILE} names no runtime or control socket: restart the cluster with this version.`);
  const started = Date.now();
  log(`replacing ${cluster.instances.length} instance(s) one at a time: ${cluster.instances.map(({ port }) => `:${port}`).join(', ')}`);
  for (const { port } of cluster.instances) await replaceOne(cluster, port);
  log(`done: ${cluster.instances.length} instance(s) replaced in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
