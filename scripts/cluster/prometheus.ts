/**
 * Debian's Prometheus beside the cluster (issue 37): ops/prometheus/prometheus.yml and its rules, copied into a
 * folder with a short scrape and evaluation interval (the cluster suite reads what changed seconds ago), the
 * instances' own addresses as its targets (never the balancer: each process counts its own requests), the metrics
 * token in a file only it reads (not on a command line, where `ps` would show it), and its database in the folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitUntilHealthy } from '../next-server.mjs';

export const PROMETHEUS_BINARY = '/usr/bin/prometheus';
/** The configuration and rules production runs too. */
export const PROMETHEUS_OPS_FOLDER = path.join(process.cwd(), 'ops', 'prometheus');

export interface PrometheusSettings {
  /** Its web interface and HTTP API: http://127.0.0.1:{port}/api/v1/query */
  port: number;
  /** host:port of each instance, scraped at /api/metrics. */
  targets: string[];
  /** The instances' METRICS_TOKEN. */
  metricsToken: string;
  /** Where the configuration, the token file, the log and the database (data/) go. */
  folder: string;
  /** Scrape and rule-evaluation interval, in seconds. */
  intervalSeconds: number;
}

export interface RunningPrometheus {
  /** http://127.0.0.1:{port} */
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * ops/prometheus/prometheus.yml with the global scrape interval, evaluation interval and scrape timeout set to
 * `intervalSeconds` (a scrape may not outlast the interval); everything else, the job included, as production has it.
 */
export function clusterPrometheusConfig(source: string, intervalSeconds: number): string {
  let config = source;
  for (const key of ['scrape_interval', 'evaluation_interval', 'scrape_timeout']) {
    const line = new RegExp(`^  ${key}: .*$`, 'm');
    if (!line.test(config)) throw new Error(`ops/prometheus/prometheus.yml has no global ${key} to set for the cluster.`);
    config = config.replace(line, `  ${key}: ${intervalSeconds}s`);
  }
  return config;
}

/** The file_sd targets file the configuration reads (targets.json). */
export function targetsFile(targets: string[]): string {
  return `${JSON.stringify([{ targets }], null, 1)}\n`;
}

/** Starts Prometheus with a freshly written configuration and waits until it is ready (GET /-/ready). */
export async function startPrometheus(settings: PrometheusSettings): Promise<RunningPrometheus> {
  const { folder } = settings;
  mkdirSync(folder, { recursive: true });
  const configPath = path.join(folder, 'prometheus.yml');
  writeFileSync(configPath, clusterPrometheusConfig(readFileSync(path.join(PROMETHEUS_OPS_FOLDER, 'prometheus.yml'), 'utf8'), settings.intervalSeconds));
  copyFileSync(path.join(PROMETHEUS_OPS_FOLDER, 'guessdle.rules.yml'), path.join(folder, 'guessdle.rules.yml'));
  writeFileSync(path.join(folder, 'targets.json'), targetsFile(settings.targets));
  writeFileSync(path.join(folder, 'metrics-token'), settings.metricsToken, { mode: 0o600 });

  const log = createWriteStream(path.join(folder, 'prometheus.log'));
  const child = spawn(PROMETHEUS_BINARY, [
    `--config.file=${configPath}`,
    `--storage.tsdb.path=${path.join(folder, 'data')}`,
    '--storage.tsdb.retention.time=1d',
    `--web.listen-address=127.0.0.1:${settings.port}`,
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${settings.port}`;
  try {
    await waitUntilHealthy(`${url}/-/ready`, { child, what: `Prometheus (${path.join(folder, 'prometheus.log')})`, timeoutMs: 30_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: child, stop };
}
