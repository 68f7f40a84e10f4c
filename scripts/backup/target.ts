/** The PostgreSQL database db:backup reads and db:restore writes: never PGlite, never through a pooler. */
import { readEnv } from '../../lib/env';

/**
 * DATABASE_DIRECT_URL when set (pg_dump and pg_restore hold one session for their whole run, which a pooler in
 * transaction mode does not give), else DATABASE_URL. Throws when neither is set: the database is then the
 * PGlite folder, which pg_dump cannot read.
 */
export function postgresTarget(command: 'db:backup' | 'db:restore'): string {
  const env = readEnv();
  const url = env.DATABASE_DIRECT_URL ?? env.DATABASE_URL;
  if (!url) {
    throw new Error(
      `${command} needs PostgreSQL: DATABASE_URL is unset, so the database is the PGlite folder, which pg_dump and ` +
        'pg_restore cannot read. Set DATABASE_URL (and DATABASE_DIRECT_URL behind a pooler); to keep a PGlite ' +
        'database, copy its folder (PGLITE_DATA_DIR, default .data/pglite) with the app stopped.',
    );
  }
  return url;
}

/** The database name in a connection string (for the backup's file name and the messages). */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}
