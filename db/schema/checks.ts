import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a', 'b', …)` from the same array as the column's enum, so that the CHECK constraint and
 * the TypeScript type never disagree. The values are constants of the schema, never user input.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const quoted = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(quoted)})`;
}
