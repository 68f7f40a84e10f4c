/** The cluster the suite runs against: what scripts/cluster/cluster.mts wrote once it was ready, and calls to one instance. */
import { readFileSync } from 'node:fs';
import { CLUSTER_STATE_FILE, type ClusterState } from '../../scripts/cluster/state';

/** HAProxy's address (scripts/cluster/cluster.mts listens there): the sign-in provider redirects back to it. */
export const BALANCER = 'http://localhost:4600';
/** The local OpenID Connect provider (scripts/oidc-test-provider.mjs). */
export const OIDC_PORT = 4690;
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
