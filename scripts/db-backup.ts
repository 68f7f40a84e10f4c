/**
 * `npm run db:backup [-- FILE]`: pg_dump's custom format of the PostgreSQL database DATABASE_URL names
 * (DATABASE_DIRECT_URL when set: not through a pooler) into FILE, or into
 * .data/backups/guessdle-<database>-<UTC time>-m<migration index>-<tag>.dump (FILE may also be a folder).
 * Never overwrites a file; refuses PGlite. Restore it with `npm run db:restore FILE` (docs/OPERATIONS.md).
 */
import { backupDatabase } from './backup/backup';
import { postgresTarget, databaseName } from './backup/target';

async function main() {
  const url = postgresTarget('db:backup');
  const backup = await backupDatabase(url, process.argv[2]);
  const megabytes = (backup.bytes / 1024 / 1024).toFixed(1);
  console.log(`Backed up ${databaseName(url)} (migration ${backup.version.index}, ${backup.version.tag}) to ${backup.file}: ${megabytes} MB in ${backup.seconds} s.`);
}

main().catch((error) => {
  console.error('db:backup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
