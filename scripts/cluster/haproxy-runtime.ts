/**
 * HAProxy's runtime API on its Unix socket (`stats socket … level admin`, scripts/cluster/haproxy.ts): one command a
 * connection (HAProxy answers and closes). What a rolling deploy needs: drain an instance, read its sessions, make it
 * ready again.
 */
import { connect } from 'node:net';
import { BACKEND, instanceName } from './haproxy';

/** Sends one command; resolves with HAProxy's whole answer. */
export function runtimeCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error(`HAProxy's runtime API did not answer "${command}" within 5 s`)));
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

export type AdminState = 'ready' | 'drain' | 'maint';

/** `set server instances/app{port} state …`: drain keeps the sessions it has and gets no new ones; ready takes them again. */
export async function setInstanceState(socketPath: string, port: number, state: AdminState): Promise<void> {
  const answer = (await runtimeCommand(socketPath, `set server ${BACKEND}/${instanceName(port)} state ${state}`)).trim();
  if (answer !== '') throw new Error(`HAProxy refused to set ${instanceName(port)} ${state}: ${answer}`);
}

export interface InstanceStat {
  /** Sessions open to the instance now (scur). */
  sessions: number;
  /** UP, DOWN, DRAIN, MAINT, … (with the check's transition, e.g. "UP 1/2"). */
  status: string;
}

/** The instance's line of `show stat`. */
export async function instanceStat(socketPath: string, port: number): Promise<InstanceStat> {
  const csv = await runtimeCommand(socketPath, 'show stat');
  const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n').map((line) => line.split(','));
  const at = (name: string) => header.indexOf(name);
  const row = rows.find((cells) => cells[at('pxname')] === BACKEND && cells[at('svname')] === instanceName(port));
  if (!row) throw new Error(`HAProxy's statistics have no server ${instanceName(port)}`);
  return { sessions: Number(row[at('scur')]), status: row[at('status')] };
}
