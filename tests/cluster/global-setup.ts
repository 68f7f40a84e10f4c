/**
 * Starts the cluster (scripts/cluster/cluster.mts, two instances) on a fresh database, signing in through the
 * local provider, and makes Bulbasaur today's Pokemon on every instance (each forgets the puzzle it may hold in memory).
 * The teardown (global-teardown.ts) finds the runner and the database through the variables set here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createClusterDatabase, dropClusterDatabase } from './database';
import { call, instanceAddresses, OIDC_PORT, RATE_LIMIT_SCALE } from './cluster';
import { READY_LINE } from '../../scripts/cluster/state';

const READY_TIMEOUT_MS = 240_000;

export default async function globalSetup(): Promise<void> {
  // CLUSTER_DATABASE_PREFIX: several checkouts on one PostgreSQL server keep to names of their own.
  const name = `${process.env.CLUSTER_DATABASE_PREFIX || 'guessdle_cluster'}_${Date.now()}`;
  const databaseUrl = await createClusterDatabase(name);
  process.env.CLUSTER_DATABASE_NAME = name;
  process.env.CLUSTER_DATABASE_URL = databaseUrl;

  const runner = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster/cluster.mts', '2'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      E2E_TEST_HOOKS: 'true',
      AUTH_OIDC_ISSUER: `http://localhost:${OIDC_PORT}`,
      AUTH_OIDC_ID: 'guessdle-e2e',
      AUTH_OIDC_SECRET: 'guessdle-e2e-secret',
      AUTH_OIDC_NAME: 'Test Provider',
      AUTH_DEV_LOGIN: 'false',
      RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE),
    },
  });
  process.env.CLUSTER_RUNNER_PID = String(runner.pid);
  try {
    await ready(runner);
    for (const instance of instanceAddresses()) {
      const set = await call(`${instance}/api/test/daily-puzzle`, { json: { game: 'pokemon', item: 'Bulbasaur' } });
      if (set.status !== 200) throw new Error(`POST ${instance}/api/test/daily-puzzle answered ${set.status}: ${await set.text()}`);
    }
  } catch (error) {
    if (runner.exitCode === null && runner.signalCode === null) {
      const gone = new Promise((resolve) => runner.once('exit', resolve));
      runner.kill('SIGTERM'); // it stops what it started
      await gone;
    }
    delete process.env.CLUSTER_RUNNER_PID;
    delete process.env.CLUSTER_DATABASE_NAME;
    await dropClusterDatabase(name);
    throw error;
  }
}

function ready(runner: ChildProcess): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cluster was not ready within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
    runner.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    });
    runner.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run start:cluster exited (${code}) before it was ready`));
    });
  });

}
