/**
 * A second production server for the tests that take the database away: `next start` (the suite's build,
 * through scripts/e2e-server.mjs) on a free port, on a fresh database of the PostgreSQL server of
 * DATABASE_URL (else the local one, 127.0.0.1:5432), reached through a TCP proxy the test refuses, stalls
 * and cuts (tests/helpers/tcp-proxy.ts), with its own OpenID Connect provider for real sign-ins.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import postgres from 'postgres';
import { freePort } from '../../../scripts/crash/free-port';
import { createClusterDatabase, dropClusterDatabase } from '../../cluster/database';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcp-proxy';
import { SITE_URL } from './site-url';

export interface ProxiedSite {
  base: string;
  proxy: TcpProxy;
  /** A connection that never goes through the proxy, for the test's checks. */
  sql: postgres.Sql;
  close: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (code ${child.exitCode}) before it answered`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return gone;
}

export async function startProxiedSite(prefix: string): Promise<ProxiedSite> {
  const name = `${prefix}_${Date.now()}`;
  const databaseUrl = new URL(await createClusterDatabase(name));
  const proxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) }, decodeURIComponent(databaseUrl.username || 'postgres'));
  const [port, oidcPort] = [await freePort(), await freePort()];
  const base = `http://localhost:${port}`;
  const children: ChildProcess[] = [];
  const sql = postgres(databaseUrl.href, { max: 2, onnotice: () => {} });
  const close = async () => {
    await Promise.all(children.map(stop));
    await proxy.close();
    await sql.end();
    await dropClusterDatabase(name);
  };
  try {
    const oidc = spawn(process.execPath, ['scripts/oidc-test-provider.mjs', String(oidcPort), base], { stdio: 'ignore' });
    children.push(oidc);
    // The build carries the suite's public address; this server answers on its own port beside it.
    const env = { ...process.env, DATABASE_URL: proxy.url(name), NEXT_PUBLIC_SITE_URL: SITE_URL };
    const server = spawn(process.execPath, ['scripts/e2e-server.mjs', String(port), String(oidcPort)], { env, stdio: 'ignore' });
    children.push(server);
    await waitFor(`http://localhost:${oidcPort}/.well-known/openid-configuration`, oidc, 'the OpenID provider');
    await waitFor(`${base}/api/health`, server, 'next start');
  } catch (error) {
    await close();
    throw error;
  }
  return { base, proxy, sql, close };
}
