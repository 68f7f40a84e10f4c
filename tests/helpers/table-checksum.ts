import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

/** Tables a refused request may still change: rate-limit counters count refused requests too. */
const COUNTER_TABLE = /rate.?limit/i;

/** Rows of a drizzle `execute` result, on PGlite ({rows}) and postgres.js (an array) alike. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The app's tables in the public schema, rate-limit counters left out. */
export async function appTables(db: Db): Promise<string[]> {
  const result = await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name).filter((name) => !COUNTER_TABLE.test(name));
}

/**
 * One "rows:md5" value per table, over every row's full text: two equal results mean no row was
 * added, removed or changed in between.
 */
export async function tableChecksums(db: Db, tables: string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (table) => `select '${table}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from "${table}" t`,
  );
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rowsOf<{ name: string; sum: string }>(result).map((row) => [row.name, row.sum]));
}
