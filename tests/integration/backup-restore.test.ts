/**
 * Issue 37: `npm run db:backup` and `npm run db:restore` (scripts/backup/), with PostgreSQL's own pg_dump and
 * pg_restore. A seeded database (the demo players' wins, unlocks and feedback, plus a profile picture) is backed
 * up and restored into a fresh one: the same rows per table, db:check clean. A non-empty database is refused
 * untouched; a backup older than the code gets the later migrations. On the PostgreSQL server of DATABASE_URL,
 * else the local one (pg_dump and pg_restore 15 must be installed: without them this FAILS, it does not skip).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase, openPostgres, type Database } from '@/db/client';
import { STARTUP_DEADLINE_MS } from '@/db/deadline';
import { replacePicture } from '@/db/queries/profile-pictures';
import { checkConsistency, formatReport } from '@/lib/services/site/consistency-check';
import { seedDemoData } from '@/lib/services/demo/seed';
import { backupDatabase } from '@/scripts/backup/backup';
import { migrationVersion, readJournal } from '@/scripts/backup/migration-version';
import { restoreDatabase } from '@/scripts/backup/restore';
import { postgresTarget } from '@/scripts/backup/target';
import { tableCounts } from '@/scripts/backup/table-counts';
import { tableChecksums } from '@/tests/helpers/table-checksum';
import { createScratchPostgresDatabase, type ScratchDatabase } from '@/tests/helpers/test-db';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const scratches: ScratchDatabase[] = [];
const opened: Database[] = [];
let folder: string;
let source: ScratchDatabase;
let sourceDb: Database;
let backupFile: string;

async function scratch(prefix: string): Promise<ScratchDatabase> {
  const made = await createScratchPostgresDatabase(SERVER_URL, prefix);
  scratches.push(made);
  return made;
}

async function open(url: string): Promise<Database> {
  const database = await openPostgres(url, { max: 1, deadlineMs: STARTUP_DEADLINE_MS });
  opened.push(database);
  return database;
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'guessdle-backup-'));
  source = await scratch('guessdle_backup_source');
  sourceDb = await open(source.url);
  await migrateDatabase(sourceDb);
  await seedDemoData(sourceDb.db);
  const [{ id }] = (await sourceDb.db.execute(`select id from users where username = 'KantoKid'`)) as unknown as { id: string }[];
  const picture = { filename: 'kanto-kid.png', contentType: 'image/png' as const, byteSize: PNG.length, bytes: new Uint8Array(PNG), createdAt: new Date() };
  expect(await replacePicture(sourceDb.db, id, picture)).toBe('replaced');
}, 120_000);

afterAll(async () => {
  for (const database of opened) await database.close();
  for (const made of scratches) await made.drop();
  rmSync(folder, { recursive: true, force: true });
});

describe('a backup restored into a fresh database', () => {
  it('is named after the migration it holds, and holds the same rows, pictures and feedback included', async () => {
    const last = readJournal().at(-1)!;
    const backup = await backupDatabase(source.url, folder);
    backupFile = backup.file;
    expect(path.basename(backup.file)).toMatch(new RegExp(`^guessdle-${source.name}-\\d{8}T\\d{6}Z-m${last.idx}-${last.tag}\\.dump$`));
    expect(readdirSync(folder)).toEqual([path.basename(backup.file)]); // no .partial left behind
    expect(backup.bytes).toBeGreaterThan(0);

    const target = await scratch('guessdle_backup_target');
    const restore = await restoreDatabase(target.url, backup.file);
    const expected = await tableCounts(sourceDb.db);
    expect(restore.counts).toEqual(expected);
    for (const table of ['public.users', 'public.daily_wins', 'public.endless_wins', 'public.user_achievements', 'public.feedback', 'public.profile_pictures']) {
      expect(expected[table]).toBeGreaterThan(0);
    }
    expect(restore.restored).toEqual(restore.migrated); // nothing later to apply

    const restored = await open(target.url);
    const tables = Object.keys(expected).filter((name) => name.startsWith('public.')).map((name) => name.slice('public.'.length));
    expect(await tableChecksums(restored.db, tables)).toEqual(await tableChecksums(sourceDb.db, tables));
    const report = await checkConsistency(restored.db);
    if (!report.clean) throw new Error(`db:check on the restored database:\n${formatReport(report).join('\n')}`);
  }, 120_000);

  it('never overwrites a file', async () => {
    const file = path.join(folder, 'taken.dump');
    writeFileSync(file, 'not a backup');
    await expect(backupDatabase(source.url, file)).rejects.toThrow(/exists already/);
  });

  it('is refused by a database that is not empty, which it leaves as it was', async () => {
    const before = await tableCounts(sourceDb.db);
    const tables = Object.keys(before).filter((name) => name.startsWith('public.')).map((name) => name.slice('public.'.length));
    const sums = await tableChecksums(sourceDb.db, tables);
    await expect(restoreDatabase(source.url, backupFile)).rejects.toThrow(/not empty.*table\(s\) in the public schema.*applied drizzle migration/s);
    expect(await tableCounts(sourceDb.db)).toEqual(before);
    expect(await tableChecksums(sourceDb.db, tables)).toEqual(sums);
  });

  it('is refused by a database holding only drizzle migration rows', async () => {
    const target = await scratch('guessdle_backup_drizzle_only');
    const database = await open(target.url);
    await database.db.execute('create schema drizzle');
    await database.db.execute('create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)');
    await database.db.execute(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('x', 1)`);
    await expect(restoreDatabase(target.url, backupFile)).rejects.toThrow(/1 applied drizzle migration/);
  });

  it('gets the migrations the backup predates', async () => {
    // A database at the second-to-last migration: the migrations folder without its last entry.
    const journal = readJournal();
    const older = path.join(folder, 'drizzle-older');
    cpSync(path.join(process.cwd(), 'drizzle'), older, { recursive: true });
    writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: journal.slice(0, -1) }));
    const oldSource = await scratch('guessdle_backup_old');
    const database = await open(oldSource.url);
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(database.db as never, { migrationsFolder: older });
    const backup = await backupDatabase(oldSource.url, path.join(folder, 'older.dump'));
    expect(backup.version.index).toBe(journal.at(-2)!.idx);

    const target = await scratch('guessdle_backup_old_target');
    const restore = await restoreDatabase(target.url, backup.file);
    expect(restore.restored).toMatchObject({ index: journal.at(-2)!.idx, tag: journal.at(-2)!.tag });
    expect(restore.migrated).toMatchObject({ index: journal.at(-1)!.idx, tag: journal.at(-1)!.tag, applied: journal.length });
    expect((await migrationVersion((await open(target.url)).db)).applied).toBe(journal.length);
  }, 120_000);
});

describe('PGlite', () => {
  it('is refused with a clear message: pg_dump needs PostgreSQL', () => {
    const saved = { url: process.env.DATABASE_URL, direct: process.env.DATABASE_DIRECT_URL };
    delete process.env.DATABASE_URL;
    delete process.env.DATABASE_DIRECT_URL;
    try {
      expect(() => postgresTarget('db:backup')).toThrow(/db:backup needs PostgreSQL: DATABASE_URL is unset.*PGlite/s);
    } finally {
      if (saved.url !== undefined) process.env.DATABASE_URL = saved.url;
      if (saved.direct !== undefined) process.env.DATABASE_DIRECT_URL = saved.direct;
    }
  });
});

describe('failures', () => {
  it('a backup that fails leaves no file behind', async () => {
    const file = path.join(folder, 'nowhere.dump');
    await expect(backupDatabase('postgres://postgres@127.0.0.1:5432/guessdle_backup_no_such_database', file)).rejects.toThrow();
    process.env.PG_BIN_DIR = path.join(folder, 'no-tools-here'); // pg_dump cannot start
    try {
      await expect(backupDatabase(source.url, file)).rejects.toThrow(/pg_dump failed/);
    } finally {
      delete process.env.PG_BIN_DIR;
    }
    expect(existsSync(file) || existsSync(`${file}.partial`)).toBe(false);
  });

  it('a file that is not a backup fails with pg_restore\'s own message', async () => {
    const file = path.join(folder, 'not-a-backup.dump');
    writeFileSync(file, 'not a backup');
    const target = await scratch('guessdle_backup_bad_file');
    await expect(restoreDatabase(target.url, file)).rejects.toThrow(/pg_restore failed \(exit 1\):\npg_restore: error: .*not appear to be a valid archive/);
  });
});
