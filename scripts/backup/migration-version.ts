/**
 * The migration a database is at: the last row of drizzle's own table (drizzle.__drizzle_migrations), named
 * through drizzle/meta/_journal.json (a row holds the migration's hash and its journal `when`, not its tag).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface MigrationVersion {
  /** The journal's idx (0 for 0000_…); -1 when none is applied. */
  index: number;
  /** The migration's tag, e.g. 0013_appearance_and_fairness; "none", or "unknown" for a migration this code lacks. */
  tag: string;
  /** Rows in drizzle's table. */
  applied: number;
}

interface JournalEntry { idx: number; when: number; tag: string }

export function readJournal(folder = path.join(process.cwd(), 'drizzle')): JournalEntry[] {
  return (JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function migrationVersion(db: Db): Promise<MigrationVersion> {
  const [{ present }] = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`));
  if (!present) return { index: -1, tag: 'none', applied: 0 };
  const rows = rowsOf<{ created_at: string | number | null; applied: number }>(
    await db.execute(sql`select created_at, count(*) over ()::int as applied from drizzle.__drizzle_migrations order by created_at desc nulls last, id desc limit 1`),
  );
  if (rows.length === 0) return { index: -1, tag: 'none', applied: 0 };
  const when = Number(rows[0].created_at);
  const entry = readJournal().find((candidate) => candidate.when === when);
  return entry ? { index: entry.idx, tag: entry.tag, applied: rows[0].applied } : { index: rows[0].applied - 1, tag: 'unknown', applied: rows[0].applied };
}

/** "m13-0013_appearance_and_fairness": the part of a backup's file name that says which migration it holds. */
export function versionLabel(version: MigrationVersion): string {
  return `m${version.index}-${version.tag}`;
}
