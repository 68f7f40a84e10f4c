/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { clusterPrometheusConfig, targetsFile } from '@/scripts/cluster/prometheus';

/**
 * Issue 37: every alert of ops/prometheus/guessdle.rules.yml has a promtool test that makes it fire and one that
 * keeps it quiet (`npm run test:rules` runs them), and a runbook entry in docs/OPERATIONS.md; the cluster runs
 * the production scrape configuration, only faster.
 */
const FOLDER = 'ops/prometheus';
const alerts = [...readFileSync(`${FOLDER}/guessdle.rules.yml`, 'utf8').matchAll(/^ {6}- alert: (\w+)$/gm)].map((match) => match[1]);
const tests = readdirSync(FOLDER).filter((file) => file.endsWith('.test.yml')).map((file) => readFileSync(`${FOLDER}/${file}`, 'utf8')).join('\n');
/** alert_rule_test entries: the alert's name and whether it expects alerts (fires) or `exp_alerts: []` (quiet). */
const checks = [...tests.matchAll(/alertname: (\w+)\n\s+exp_alerts:( \[\])?/g)].map((match) => ({ alert: match[1], quiet: match[2] !== undefined }));
const operations = readFileSync('docs/OPERATIONS.md', 'utf8');

test('the rules define the SLO burn-rate alerts and the health alerts', () => {
  expect(alerts).toEqual(expect.arrayContaining([
    'GuessdleAvailabilityFastBurn', 'GuessdleAvailabilitySlowBurn',
    'GuessdleDailyGuessLatencyFastBurn', 'GuessdleDailyGuessLatencySlowBurn',
    'GuessdleWinsNotSavedFastBurn', 'GuessdleWinsNotSavedSlowBurn',
    'GuessdleInstanceDown', 'GuessdleDatabaseDown', 'GuessdleLeaderboardSnapshotStale', 'GuessdleFairnessCommitmentsShort',
  ]));
});

test.each(alerts)('%s has a promtool test where it fires and one where it stays quiet', (alert) => {
  expect(checks.filter((check) => check.alert === alert && !check.quiet).length).toBeGreaterThan(0);
  expect(checks.filter((check) => check.alert === alert && check.quiet).length).toBeGreaterThan(0);
});

test.each(alerts)('%s has a runbook entry in docs/OPERATIONS.md that its annotation links to', (alert) => {
  const entry = operations.split(/^### /m).find((section) => section.startsWith(`${alert}\n`));
  expect(entry).toMatch(/First steps/);
  expect(readFileSync(`${FOLDER}/guessdle.rules.yml`, 'utf8')).toContain(`runbook: docs/OPERATIONS.md#${alert.toLowerCase()}\n`);
});

test("the cluster's configuration is production's with a 1 s scrape, evaluation and timeout", () => {
  const production = readFileSync(`${FOLDER}/prometheus.yml`, 'utf8');
  const cluster = clusterPrometheusConfig(production, 1);
  expect(cluster).toMatch(/^ {2}scrape_interval: 1s$/m);
  expect(cluster).toMatch(/^ {2}evaluation_interval: 1s$/m);
  expect(cluster).toMatch(/^ {2}scrape_timeout: 1s$/m);
  const unchanged = (config: string) => config.replace(/^ {2}(scrape_interval|evaluation_interval|scrape_timeout): .*$/gm, '');
  expect(unchanged(cluster)).toBe(unchanged(production));
  expect(production).toMatch(/credentials_file: metrics-token/);
  expect(() => clusterPrometheusConfig('global: {}\n', 1)).toThrow(/scrape_interval/);
  expect(JSON.parse(targetsFile(['127.0.0.1:4601']))).toEqual([{ targets: ['127.0.0.1:4601'] }]);
});
