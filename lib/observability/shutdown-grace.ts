/** SHUTDOWN_GRACE_MS unless set (lib/env.ts): how long the requests in flight may take to finish on SIGTERM. Without imports: the cluster scripts read it too. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;
/**
 * On SIGTERM, how long the process keeps taking connections while its health checks answer 503, before it closes its
 * listener: time for a balancer's checks to notice (HAProxy's in the cluster: 2 failures, at most ~0.75 s) so that
 * it stops sending; a connection still waiting to be accepted when the listener closes would be reset.
 */
export const DRAIN_NOTICE_MS = 1_500;
