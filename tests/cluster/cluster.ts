/** The cluster the suite runs against: what scripts/cluster/cluster.mts wrote once it was ready, and calls to one instance. */
import { readFileSync } from 'node:fs';
import { CLUSTER_STATE_FILE, clusterPorts, type ClusterState } from '../../scripts/cluster/state';

/** HAProxy's address (scripts/cluster/cluster.mts listens there): the sign-in provider redirects back to it. */
export const BALANCER = `http://localhost:${clusterPorts().balancer}`;
/** The local OpenID Connect provider (scripts/oidc-test-provider.mjs): CLUSTER_OIDC_PORT, else 4690. */
export const OIDC_PORT = Number(process.env.CLUSTER_OIDC_PORT || 4690);
/** The rate limits are multiplied by this in the cluster (the journeys sign in a few times from one address). */
export const RATE_LIMIT_SCALE = 2;

export function readCluster(): ClusterState {
  return JSON.parse(readFileSync(CLUSTER_STATE_FILE, 'utf8')) as ClusterState;
}

/** Each instance's own address, skipping the balancer. */
export function instanceAddresses(cluster: ClusterState = readCluster()): string[] {
  return cluster.instances.map(({ port }) => `http://localhost:${port}`);
}

/** One call straight to an address with the given cookies (no cookie jar: what was sent is what counts). */
export function call(url: string, init: { method?: string; cookie?: string; json?: unknown; headers?: Record<string, string>; body?: FormData } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(url, {
    method: init.method ?? (init.json === undefined && !init.body ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
    signal: AbortSignal.timeout(15_000),
  });
}

/** Stalls the database behind PgBouncer (the cluster's fault proxy), or lets it answer again. */
export async function setDatabaseFault(action: 'stall' | 'resume', cluster: ClusterState = readCluster()): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${cluster.faultPort}/${action}`, { method: 'POST', signal: AbortSignal.timeout(5_000) });
  if (answer.status !== 200) throw new Error(`the fault proxy's /${action} answered ${answer.status}`);
}

/** One series of an instant query's answer: its labels and its value. */
export interface PrometheusSample {
  metric: Record<string, string>;
  value: number;
}

/** An instant query through the cluster's Prometheus (GET /api/v1/query), evaluated now. */
export async function queryPrometheus(expression: string, cluster: ClusterState = readCluster()): Promise<PrometheusSample[]> {
  const answer = await fetch(`${cluster.prometheus}/api/v1/query?${new URLSearchParams({ query: expression })}`, { signal: AbortSignal.timeout(5_000) });
  const body = (await answer.json()) as { status: string; error?: string; data?: { result: { metric: Record<string, string>; value: [number, string] }[] } };
  if (body.status !== 'success' || !body.data) throw new Error(`Prometheus refused ${expression}: ${body.error ?? answer.status}`);
  return body.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
}

/** What Prometheus's last scrape of each instance gave (`up`: 1 answered, 0 not), by the instance's port. */
export async function scrapedUp(cluster: ClusterState = readCluster()): Promise<Record<number, number>> {
  const samples = await queryPrometheus('up{job="guessdle"}', cluster);
  return Object.fromEntries(samples.map(({ metric, value }) => [Number(metric.instance.split(':').pop()), value]));
}

/** The single value of an aggregating query (`sum(…)`), 0 when it has no series (nothing counted yet). */
export async function queryPrometheusValue(expression: string, cluster: ClusterState = readCluster()): Promise<number> {
  const [sample] = await queryPrometheus(expression, cluster);
  return sample?.value ?? 0;
}
