/**
 * `npm run db:restore -- FILE`: restores a db:backup file into the PostgreSQL database DATABASE_URL names
 * (DATABASE_DIRECT_URL when set), which must be empty: no table in its public schema, no drizzle migration
 * row (it refuses otherwise, changing nothing). pg_restore --no-owner --exit-on-error --jobs=2, then the
 * migrations the backup predates (as db:migrate), then the rows per table. Then run `npm run db:check`.
 */
import { restoreDatabase } from './backup/restore';
import { databaseName, postgresTarget } from './backup/target';
import { formatCounts } from './backup/table-counts';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run db:restore -- FILE   (a db:backup file; DATABASE_URL names an empty database)');
  const url = postgresTarget('db:restore');
  const restore = await restoreDatabase(url, file);
  console.log(`Restored ${file} into ${databaseName(url)} in ${restore.restoreSeconds} s (migration ${restore.restored.index}, ${restore.restored.tag}).`);
  const later = restore.migrated.applied - restore.restored.applied;
  console.log(`Applied ${later} later migration(s) in ${restore.migrateSeconds} s: now at ${restore.migrated.index}, ${restore.migrated.tag}.`);
  console.log('Rows per table:');
  for (const line of formatCounts(restore.counts)) console.log(line);
  console.log(`Done in ${restore.seconds} s. Next: npm run db:check`);
}

main().catch((error) => {
  console.error('db:restore failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
