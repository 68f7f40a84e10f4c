/**
 * Stops the cluster, then `npm run db:check` on its database (fails the run on any difference: a kill must
 * leave nothing half-written), and drops the database.
 */
import { spawnSync } from 'node:child_process';
import { dropClusterDatabase } from './database';

async function stopRunner(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`the cluster runner (pid ${pid}) did not stop within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export default async function globalTeardown(): Promise<void> {
  const { CLUSTER_RUNNER_PID, CLUSTER_DATABASE_URL, CLUSTER_DATABASE_NAME } = process.env;
  if (CLUSTER_RUNNER_PID) await stopRunner(Number(CLUSTER_RUNNER_PID));
  if (!CLUSTER_DATABASE_URL || !CLUSTER_DATABASE_NAME) return;
  try {
    const check = spawnSync('npm', ['run', '--silent', 'db:check', '--', CLUSTER_DATABASE_URL], { stdio: 'inherit' });
    if (check.status !== 0) throw new Error(`npm run db:check after the cluster suite: exit code ${check.status} (differences are listed above).`);
  } finally {
    await dropClusterDatabase(CLUSTER_DATABASE_NAME);
  }
}
