/**
 * The running cluster's control socket (a Unix socket in its folder): `npm run start:cluster` owns the instances'
 * processes, so a rolling deploy (scripts/cluster/deploy-rolling.mts) asks it to replace one:
 * POST /instances/{port}/replace → SIGTERM to the instance, its exit awaited, a new one started on the same port
 * with the same environment, healthy: answers a ReplaceReport (500 with { error } when that fails).
 */
import { createServer, request, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';

export const controlSocketPath = (folder: string) => path.join(folder, 'control.sock');

export interface ReplaceReport {
  port: number;
  oldPid: number;
  /** False when the old process had already ended before (a crash, a kill): it is only started again. */
  wasRunning: boolean;
  /** How the old process ended: exit code 0 after its drain is the goal. */
  exitCode: number | null;
  signal: string | null;
  newPid: number;
  /** From the SIGTERM to the exit, and from the start to the first 200 of /api/health. */
  stopMs: number;
  startMs: number;
}

export function serveControl(socketPath: string, replace: (port: number) => Promise<ReplaceReport>): Promise<Server> {
  rmSync(socketPath, { force: true });
  const server = createServer((incoming, answer) => {
    const match = /^\/instances\/(\d+)\/replace$/.exec(incoming.url ?? '');
    const reply = (status: number, body: unknown) => answer.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (incoming.method !== 'POST' || !match) return reply(404, { error: 'POST /instances/{port}/replace' });
    replace(Number(match[1])).then(
      (report) => reply(200, report),
      (error: unknown) => reply(500, { error: error instanceof Error ? error.message : String(error) }),
    );
  });
  server.requestTimeout = 0; // a replacement takes as long as an instance's drain and start
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve(server));
  });
}

export function askToReplace(socketPath: string, port: number): Promise<ReplaceReport> {
  return new Promise((resolve, reject) => {
    const sent = request({ socketPath, path: `/instances/${port}/replace`, method: 'POST' }, (answer) => {
      let text = '';
      answer.on('data', (chunk) => (text += chunk));
      answer.on('end', () => {
        try {
          const body = JSON.parse(text) as ReplaceReport & { error?: string };
          if (answer.statusCode === 200) resolve(body);
          else reject(new Error(`replacing :${port} failed: ${body.error ?? text}`));
        } catch {
          reject(new Error(`the cluster's control socket answered ${answer.statusCode}: ${text}`));
        }
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}
