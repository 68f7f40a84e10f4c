import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import * as schema from '@/db/schema';

/** Tables a refused request may still change: rate-limit counters count refused requests too. */
const COUNTER_TABLE = /rate.?limit/i;

/** Rows of a drizzle `execute` result, on PGlite ({rows}) and postgres.js (an array) alike. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * The app's tables (those db/schema defines), the rate-limit counters left out: a refused call may
 * still count toward a limit.
 */
export function appTables(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .filter((name) => !COUNTER_TABLE.test(name))
    .sort();
}

/** Rows a refused request writes on purpose: the audit row of a refused write to a user (lib/services/admin/user-writes.ts). */
const REFUSAL_ROWS = new Map([['admin_audit_log', `where t.action not like '%.refused'`]]);

/**
 * One "rows:md5" value per table, over every row's full text: two equal results mean no row was
 * added, removed or changed in between (the audited refusals apart).
 */
export async function tableChecksums(db: Db, tables: string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (table) =>
      `select '${table}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from "${table}" t ${REFUSAL_ROWS.get(table) ?? ''}`,
  );
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rowsOf<{ name: string; sum: string }>(result).map((row) => [row.name, row.sum]));
}
