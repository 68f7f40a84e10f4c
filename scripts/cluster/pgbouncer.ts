/**
 * PgBouncer in transaction mode in front of one PostgreSQL database: its configuration (pgbouncer.ini and the
 * user list) written to a folder, the process, and the address the app connects to with DATABASE_POOLER=transaction.
 * Used by `npm run start:cluster` and the pooler's integration test.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, createWriteStream, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { idleInTransactionTimeoutMs } from '../../db/bounded-postgres';

export const PGBOUNCER_BINARY = '/usr/sbin/pgbouncer';

export interface PgBouncerSettings {
  /** The database behind it (a direct address: postgres://user@host:port/name). */
  databaseUrl: string;
  port: number;
  /** Where pgbouncer.ini, userlist.txt and pgbouncer.log go (made readable by the user PgBouncer runs as). */
  folder: string;
  /**
   * The statement_timeout its server connections get (the app sends none through the pooler): DATABASE_TIMEOUT_MS,
   * as a direct connection would have; idle_in_transaction_session_timeout follows from it as in db/bounded-postgres.ts.
   */
  statementTimeoutMs: number;
  /** Server connections to PostgreSQL for the database: what every client shares. */
  serverConnections: number;
  /** Client connections it accepts (every process's app pool and rate-limit pool together, with room). */
  maxClients: number;
}

export interface RunningPgBouncer {
  /** The database's address through PgBouncer. */
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * What postgres.js may put in its start-up packet besides what PgBouncer tracks itself (user, database,
 * client_encoding, application_name): a client not told about the pooler (a script without DATABASE_POOLER)
 * sends the app's session settings, which PgBouncer would otherwise refuse with "unsupported startup parameter".
 */
const IGNORED_STARTUP_PARAMETERS = ['extra_float_digits', 'statement_timeout', 'idle_in_transaction_session_timeout', 'synchronous_commit'];

/** pgbouncer.ini for one database, transaction pooling, trust authentication on loopback. */
export function pgBouncerConfig(settings: PgBouncerSettings): string {
  const target = new URL(settings.databaseUrl);
  const database = decodeURIComponent(target.pathname.slice(1));
  const idleInTransactionMs = idleInTransactionTimeoutMs(settings.statementTimeoutMs);
  return [
    '[databases]',
    // The session settings the app cannot send through the pooler, on every server connection PgBouncer opens.
    `${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database} connect_query='SET statement_timeout = ${settings.statementTimeoutMs}; SET idle_in_transaction_session_timeout = ${idleInTransactionMs}'`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${settings.port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${path.join(settings.folder, 'userlist.txt')}`,
    // A server connection serves one transaction, then the next client's: no session state survives a transaction.
    'pool_mode = transaction',
    `default_pool_size = ${settings.serverConnections}`,
    `max_db_connections = ${settings.serverConnections}`,
    'min_pool_size = 0',
    'reserve_pool_size = 0',
    `max_client_conn = ${settings.maxClients}`,
    `ignore_startup_parameters = ${IGNORED_STARTUP_PARAMETERS.join(',')}`,
    // A client waits this long for a server connection before an error (the app gives up sooner: DATABASE_TIMEOUT_MS).
    'query_wait_timeout = 10',
    'server_connect_timeout = 5',
    'server_login_retry = 1',
    'server_idle_timeout = 60',
    'log_connections = 0',
    'log_disconnections = 0',
    '',
  ].join('\n');
}

/**
 * PgBouncer does not run as root ("PgBouncer should not run as root"): started by root, it switches to the
 * `postgres` account (else `nobody`), which must be able to read its folder.
 */
function unprivilegedUser(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0 && group.status === 0) return { name, uid: Number(id.stdout.trim()), gid: Number(group.stdout.trim()) };
  }
  throw new Error('PgBouncer refuses to run as root, and neither a postgres nor a nobody account exists to run it as.');
}

/** Starts PgBouncer with a freshly written configuration and waits until a query goes through it. */
export async function startPgBouncer(settings: PgBouncerSettings): Promise<RunningPgBouncer> {
  const user = unprivilegedUser();
  const configPath = path.join(settings.folder, 'pgbouncer.ini');
  const target = new URL(settings.databaseUrl);
  writeFileSync(configPath, pgBouncerConfig(settings));
  writeFileSync(path.join(settings.folder, 'userlist.txt'), `"${decodeURIComponent(target.username || 'postgres')}" ""\n`);
  if (user) for (const file of ['', 'pgbouncer.ini', 'userlist.txt']) chownSync(path.join(settings.folder, file), user.uid, user.gid);

  const logPath = path.join(settings.folder, 'pgbouncer.log');
  const log = createWriteStream(logPath);
  const child = spawn(PGBOUNCER_BINARY, [...(user ? ['-u', user.name] : []), configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  let lastOutput = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.pipe(log);
    stream?.on('data', (chunk: Buffer) => (lastOutput = (lastOutput + chunk.toString()).slice(-2000)));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = Object.assign(new URL(settings.databaseUrl), { hostname: '127.0.0.1', port: String(settings.port) }).href;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await Promise.race([
      waitForQuery(url),
      exited.then(() => Promise.reject(new Error(`PgBouncer exited at start (${logPath}):\n${lastOutput.trim()}`))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: child, stop };
}

async function waitForQuery(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const sql = postgres(url, { max: 1, prepare: false, connect_timeout: 2, onnotice: () => {} });
    try {
      await sql`select 1`;
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PgBouncer did not pass a query within 15 s: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await sql.end({ timeout: 1 });
    }
  }
}
