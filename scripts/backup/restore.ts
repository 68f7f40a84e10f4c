/**
 * A restore: into an empty database only, then the migrations the backup predates (the same code as
 * db:migrate), then the rows per table.
 */
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openPostgres, type Db } from '../../db/client';
import { STARTUP_DEADLINE_MS } from '../../db/deadline';
import { migrationVersion, type MigrationVersion } from './migration-version';
import { runPgTool, secondsSince } from './pg-tools';
import { tableCounts } from './table-counts';

export interface Restore {
  /** pg_restore's seconds, then the migrations', then the whole run's (counting included). */
  restoreSeconds: number;
  migrateSeconds: number;
  seconds: number;
  /** The migration the backup held, and the one the database is at after migrating. */
  restored: MigrationVersion;
  migrated: MigrationVersion;
  counts: Record<string, number>;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** What makes the database not empty: its public tables (at most 5 named) and drizzle's migration rows. */
export async function findContents(db: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string; total: number }>(
    await db.execute(sql`
      select table_name as name, count(*) over ()::int as total from information_schema.tables
      where table_schema = 'public' order by table_name limit 5`),
  );
  const found: string[] = [];
  if (tables.length > 0) {
    const more = tables[0].total > tables.length ? ` and ${tables[0].total - tables.length} more` : '';
    found.push(`${tables[0].total} table(s) in the public schema (${tables.map((table) => table.name).join(', ')}${more})`);
  }
  const version = await migrationVersion(db);
  if (version.applied > 0) found.push(`${version.applied} applied drizzle migration(s) (the last: ${version.tag})`);
  return found;
}

/** Restores `file` into the empty database at `url`; throws, changing nothing, when it is not empty. */
export async function restoreDatabase(url: string, file: string): Promise<Restore> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  const started = performance.now();
  const database = await openPostgres(url, { max: 1, deadlineMs: STARTUP_DEADLINE_MS });
  try {
    const contents = await findContents(database.db);
    if (contents.length > 0) {
      throw new Error(`Refusing to restore: the database is not empty. It holds ${contents.join(' and ')}. Restore into a new, empty database.`);
    }
    await runPgTool('pg_restore', ['--no-owner', '--exit-on-error', '--jobs=2', '--dbname', url, file]);
    const restoreSeconds = secondsSince(started);
    const restored = await migrationVersion(database.db);
    await migrateDatabase(database);
    const migrateSeconds = secondsSince(started) - restoreSeconds;
    const migrated = await migrationVersion(database.db);
    const counts = await tableCounts(database.db);
    return { restoreSeconds, migrateSeconds: Math.round(migrateSeconds * 10) / 10, seconds: secondsSince(started), restored, migrated, counts };
  } finally {
    await database.close();
  }
}
