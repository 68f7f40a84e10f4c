/** Rows per table of the app's schema (public) and drizzle's migration table, in one statement. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The base tables of those schemas, as "schema.table", sorted. */
export async function listTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`),
  );
  return rows.map((row) => row.name);
}

/** { "public.users": 7, … } for every table of those schemas (exact counts, so a full scan of each). */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await listTables(db);
  if (tables.length === 0) return {};
  const quoted = (name: string) => name.split('.').map((part) => `"${part.replace(/"/g, '""')}"`).join('.');
  const parts = tables.map((name) => `select '${name}' as name, count(*)::bigint::text as rows from ${quoted(name)}`);
  const rows = rowsOf<{ name: string; rows: string }>(await db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
}

export function formatCounts(counts: Record<string, number>): string[] {
  return Object.entries(counts).map(([name, rows]) => `  ${name.padEnd(40)} ${rows.toLocaleString('en-US').padStart(12)}`);
}
