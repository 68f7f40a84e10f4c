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
}
