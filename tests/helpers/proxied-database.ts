import { migrateDatabase, openPostgres, setAppDatabase, type Database } from '@/db/client';
import { STARTUP_DEADLINE_MS } from '@/db/deadline';
import { closeRateLimitStores } from '@/lib/http/rate-limit-store';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { createScratchPostgresDatabase, type ScratchDatabase } from './test-db';

export interface ProxiedDatabase {
  scratch: ScratchDatabase;
  /** A connection of the test's own that never goes through the proxy (set-up and checks). */
  direct: Database;
  /** The app's database, through the proxy. */
  app: Database;
  proxy: TcpProxy;
  /** Puts everything back as it was (the app's database, DATABASE_URL) and drops the scratch database. */
  close: () => Promise<void>;
}

/**
 * The app's database behind a TCP proxy the test refuses, stalls, slows or cuts (tcp-proxy.ts): a scratch
 * database on the PostgreSQL server of DATABASE_URL (else 127.0.0.1:5432), migrated over a direct
 * connection and installed as the app's database through the proxy. The rate-limit counters either go
 * down with it, as in production (`proxied`), or stay reachable (`direct`) for a test about something else.
 */
export async function startProxiedDatabase(prefix: string, rateLimits: 'proxied' | 'direct'): Promise<ProxiedDatabase> {
  const originalUrl = process.env.DATABASE_URL;
  const scratch = await createScratchPostgresDatabase(originalUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres', prefix);
  const url = new URL(scratch.url);
  const direct = await openPostgres(scratch.url, { deadlineMs: STARTUP_DEADLINE_MS });
  await migrateDatabase(direct);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) }, decodeURIComponent(url.username || 'postgres'));
  const app = await openPostgres(proxy.url(scratch.name));
  setAppDatabase(app);
  process.env.DATABASE_URL = rateLimits === 'proxied' ? proxy.url(scratch.name) : scratch.url;
  return {
    scratch,
    direct,
    app,
    proxy,
    close: async () => {
      if (originalUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = originalUrl;
      await closeRateLimitStores();
      setAppDatabase(undefined);
      await app.close();
      await proxy.close();
      await direct.close();
      await scratch.drop();
    },
  };
}
