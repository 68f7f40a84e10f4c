/** What `npm run start:cluster` (scripts/cluster/cluster.mts) tells those who drive it, e.g. `npm run test:cluster`. */
import path from 'node:path';

/** Configurations and logs of the running cluster (wiped at each start). */
export const CLUSTER_FOLDER = path.join(process.cwd(), '.data', 'cluster');
/** Written once every part answers: a ClusterState. */
export const CLUSTER_STATE_FILE = path.join(CLUSTER_FOLDER, 'cluster.json');
/** The line the runner prints then, followed by the balancer's address. */
export const READY_LINE = '[cluster] ready';

export interface ClusterState {
  /** HAProxy's address: what players use. */
  balancer: string;
  /** HAProxy's statistics page: http://127.0.0.1:{statsPort}/stats */
  statsPort: number;
  /** The PostgreSQL database itself, and the same through PgBouncer. */
  databaseUrl: string;
  pgbouncerUrl: string;
  instances: { port: number; pid: number; log: string }[];
  /** HAProxy's runtime API (admin level): scripts/cluster/haproxy-runtime.ts. */
  haproxySocket: string;
  /** The runner's own control socket, where a rolling deploy asks it to replace an instance: scripts/cluster/control.ts. */
  controlSocket: string;
  /**
   * The fault proxy between PgBouncer and PostgreSQL (tests/helpers/tcp-proxy.ts): POST
   * http://127.0.0.1:{faultPort}/stall stalls the database (connections kept, nothing forwarded), /resume forwards again.
   */
  faultPort: number;
  /** Prometheus, scraping every instance directly (ops/prometheus/): http://127.0.0.1:{port}, its API at /api/v1/query. */
  prometheus: string;
}

/**
 * The cluster's ports: 4600 for the balancer and the following ones for the instances, PgBouncer 4650, the fault
 * proxy's control 4651, Prometheus 4698 and HAProxy's statistics 4699, unless CLUSTER_BALANCER_PORT,
 * CLUSTER_PGBOUNCER_PORT, CLUSTER_FAULT_PORT, CLUSTER_PROMETHEUS_PORT and CLUSTER_STATS_PORT say otherwise
 * (several checkouts on one machine).
 */
export function clusterPorts(env: NodeJS.ProcessEnv = process.env) {
  const port = (name: string, fallback: number) => Number(env[name] || fallback);
  const balancer = port('CLUSTER_BALANCER_PORT', 4600);
  return {
    balancer,
    firstInstance: balancer + 1,
    pgbouncer: port('CLUSTER_PGBOUNCER_PORT', 4650),
    fault: port('CLUSTER_FAULT_PORT', 4651),
    prometheus: port('CLUSTER_PROMETHEUS_PORT', 4698),
    stats: port('CLUSTER_STATS_PORT', 4699),
  };
}
