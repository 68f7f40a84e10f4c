/** PostgreSQL's own client tools (pg_dump, pg_restore), run as child processes: their stderr is the error. */
import { execFile } from 'node:child_process';

/** Debian's PostgreSQL client tools; PG_BIN_DIR points elsewhere (another major version's bin folder). */
function toolPath(tool: 'pg_dump' | 'pg_restore'): string {
  const folder = process.env.PG_BIN_DIR;
  return folder ? `${folder.replace(/\/$/, '')}/${tool}` : tool;
}

/** Runs the tool to the end; rejects with its exit code and stderr when it fails or cannot start. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(toolPath(tool), args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const detail = stderr.trim() || error.message;
      reject(new Error(`${tool} failed (exit ${error.code ?? 'unknown'}):\n${detail}`));
    });
  });
}

/** Seconds since `started` (a performance.now() value), one decimal. */
export function secondsSince(started: number): number {
  return Math.round((performance.now() - started) / 100) / 10;
}
