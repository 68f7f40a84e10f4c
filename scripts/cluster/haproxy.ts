/**
 * HAProxy in front of the cluster's `next start` instances: its configuration written to a folder, the process,
 * and the statistics page that shows each instance UP or DOWN.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import path from 'node:path';

export const HAPROXY_BINARY = '/usr/sbin/haproxy';

export interface HaproxySettings {
  port: number;
  /** The statistics page: http://127.0.0.1:{statsPort}/stats (;csv for the table). */
  statsPort: number;
  instancePorts: number[];
  folder: string;
}

/** HAProxy's runtime API (admin level), a Unix socket in the cluster's folder: scripts/cluster/haproxy-runtime.ts. */
export const runtimeSocketPath = (folder: string) => path.join(folder, 'haproxy.sock');
/** The backend holding the instances. */
export const BACKEND = 'instances';

export interface RunningHaproxy {
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** The name HAProxy gives the instance on `port` (the statistics' svname). */
export const instanceName = (port: number) => `app${port}`;

/**
 * Round robin over the instances, each checked with GET /api/health/live (200 while the process can serve; the
 * database is not asked, issue 40: a stalled database would take every instance out, and the balancer would answer
 * its own 503 page to everyone while the instances still serve pages, guests and their own 503 with Retry-After)
 * every 500 ms (503 from the moment the instance starts shutting down, lib/observability/shutdown.ts): two failures (1 s) take an instance out, two successes bring it back. Each request opens its own
 * server connection, and one whose connection is refused goes to another instance (retry-on conn-failure with redispatch on every retry); an idempotent
 * request that got no answer at all (the instance died with it) is sent again, elsewhere; a POST that reached
 * a server is never sent twice by the balancer (the app's clients resend with their keys).
 */
export function haproxyConfig(settings: HaproxySettings): string {
  return [
    'global',
    '  maxconn 2000',
    // The runtime API a rolling deploy drains an instance through (set server instances/appN state drain).
    `  stats socket ${runtimeSocketPath(settings.folder)} mode 600 level admin`,
    // One line per request on HAProxy's output (haproxy.log in the cluster's folder), with the request id.
    '  log stdout format raw local0',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 30s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 5s',
    '  timeout check 2s',
    // The client address for the app (TRUST_PROXY=1 reads the rightmost X-Forwarded-For entry, which this appends).
    '  option forwardfor',
    // Every request gets an id, sent to the instance as X-Request-Id (which keeps it: lib/observability/request-observers.ts
    // accepts it) and written in this log, so one id finds a request in HAProxy's log and in the instance's.
    '  unique-id-format %{+X}o%ci:%cp-%fi:%fp-%Ts-%rt:%pid',
    '  unique-id-header X-Request-Id',
    '  log global',
    '  log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %ac/%fc/%bc/%sc/%rc %sq/%bq request_id=%ID %HM %HPO"',
    // A new server connection per request (loopback: cheap): a request never goes out on a kept-alive connection
    // to an instance that died since, where a POST would fail without being retried; a fresh connection to a
    // dead instance is refused, and that is retried on another.
    '  option http-server-close',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    '',
    'frontend balancer',
    `  bind 127.0.0.1:${settings.port}`,
    '  default_backend instances',
    '',
    `backend ${BACKEND}`,
    '  balance roundrobin',
    '  option httpchk GET /api/health/live',
    '  http-check expect status 200',
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS',
    '  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2',
    ...settings.instancePorts.map((port) => `  server ${instanceName(port)} 127.0.0.1:${port} check`),
    '',
    'listen stats',
    `  bind 127.0.0.1:${settings.statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

/** Starts HAProxy in the foreground (-db) with a freshly written configuration. */
export function startHaproxy(settings: HaproxySettings): RunningHaproxy {
  const configPath = path.join(settings.folder, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig(settings));
  const log = createWriteStream(path.join(settings.folder, 'haproxy.log'));
  const child = spawn(HAPROXY_BINARY, ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Each instance's state as HAProxy's checks see it (UP, DOWN, …), by port. */
export async function instanceStates(statsPort: number): Promise<Map<number, string>> {
  const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
  const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n').map((line) => line.split(','));
  const column = (name: string) => header.indexOf(name);
  const states = new Map<number, string>();
  for (const row of rows) {
    const match = /^app(\d+)$/.exec(row[column('svname')] ?? '');
    if (row[column('pxname')] === BACKEND && match) states.set(Number(match[1]), row[column('status')]);
  }
  return states;
}
