/**
 * A backup: pg_dump's custom format (-Fc: compressed, restorable table by table and in parallel) of the whole
 * database, drizzle's migration table included, named after the migration it holds.
 */
import { existsSync, linkSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { openPostgres } from '../../db/client';
import { STARTUP_DEADLINE_MS } from '../../db/deadline';
import { migrationVersion, versionLabel, type MigrationVersion } from './migration-version';
import { runPgTool, secondsSince } from './pg-tools';
import { databaseName } from './target';

export const DEFAULT_BACKUP_FOLDER = path.join(process.cwd(), '.data', 'backups');

export interface Backup {
  file: string;
  bytes: number;
  seconds: number;
  version: MigrationVersion;
}

/** 2026-11-29T05:34:43.123Z → 20261129T053443Z */
function fileTimestamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

/** guessdle-<database>-<UTC time>-m<index>-<tag>.dump */
export function backupFileName(database: string, version: MigrationVersion, at: Date): string {
  const safe = database.replace(/[^A-Za-z0-9_.-]/g, '_');
  return `guessdle-${safe}-${fileTimestamp(at)}-${versionLabel(version)}.dump`;
}

/**
 * `target` is the file to write, or a folder to write the default name into (default .data/backups). An
 * existing file is never overwritten. pg_dump writes to "<file>.partial", linked to the file's name only once
 * complete: a failed or interrupted backup never looks like a finished one.
 */
export async function backupDatabase(url: string, target?: string): Promise<Backup> {
  const started = performance.now();
  const database = await openPostgres(url, { max: 1, deadlineMs: STARTUP_DEADLINE_MS });
  let version: MigrationVersion;
  try {
    version = await migrationVersion(database.db);
  } finally {
    await database.close();
  }
  const folderGiven = target === undefined || (existsSync(target) && statSync(target).isDirectory());
  const file = path.resolve(folderGiven ? path.join(target ?? DEFAULT_BACKUP_FOLDER, backupFileName(databaseName(url), version, new Date())) : target);
  if (existsSync(file)) throw new Error(`${file} exists already: a backup never overwrites one. Name another file.`);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    await runPgTool('pg_dump', ['--format=custom', '--file', partial, '--dbname', url]);
    linkSync(partial, file); // fails when the file appeared meanwhile: still no overwrite
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, bytes: statSync(file).size, seconds: secondsSince(started), version };
}
