import 'server-only';
import { getDatabase } from '@/db/client';
import { runWithRequestDeadline } from '@/db/deadline';
import { pingDatabase } from '@/db/queries/health';
import { commitmentDaysAhead, newestSnapshotAgeSeconds } from '@/db/queries/metrics';
import { pendingRevocationCount } from '@/lib/auth/pending-revocations';
import { GAME_IDS } from '@/lib/games/types';
import { chicagoDate } from '@/lib/time';
import { setScrapeReader, type Metrics } from './metrics';

/** Each database read of a scrape gets at most this long (they run in parallel: a scrape waits ≤ ~1 s for them). */
export const SCRAPE_DEADLINE_MS = 1000;

/** `work` with the database, within SCRAPE_DEADLINE_MS (opening the pool included); undefined when it fails. */
async function read<T>(work: (db: Awaited<ReturnType<typeof getDatabase>>['db']) => Promise<T>): Promise<T | undefined> {
  try {
    return await runWithRequestDeadline(async () => work((await getDatabase(SCRAPE_DEADLINE_MS)).db), SCRAPE_DEADLINE_MS);
  } catch {
    return undefined;
  }
}

/**
 * Sets the scrape-time gauges: database_up from a `select 1`; then, only when it answered, the snapshot age and the
 * commitments ahead from their queries in parallel, each within SCRAPE_DEADLINE_MS. While the database stalls a
 * scrape so holds one connection, not three (every instance is scraped every few seconds: stalled reads pile up
 * behind a pooler and slow its recovery). A gauge whose read failed or was skipped is absent from the scrape
 * (removed), never a stale value: while the database is away only guessdle_database_up 0 says so. The pending
 * revocations are this process's own (lib/auth/pending-revocations.ts), read from memory.
 */
export async function readScrapeGauges(m: Metrics): Promise<void> {
  const up = await read(async (db) => {
    await pingDatabase(db);
    return true;
  });
  const [age, ahead] = up ? await Promise.all([read(newestSnapshotAgeSeconds), read((db) => commitmentDaysAhead(db, chicagoDate()))]) : [undefined, undefined];
  m.databaseUp.set(up ? 1 : 0);
  // remove(), not reset(): a gauge without labels resets to 0, which would read as a fresh snapshot.
  if (age === undefined || age === null) m.snapshotAge.remove();
  else m.snapshotAge.set(age);
  m.commitmentsAhead.reset();
  if (ahead) for (const game of GAME_IDS) m.commitmentsAhead.set({ game }, ahead.get(game) ?? -1);
  m.pendingRevocations.set(pendingRevocationCount());
}

/** GET /api/metrics installs it: the gauges' collect() calls it once per scrape. */
export function installScrapeGauges(): void {
  setScrapeReader(readScrapeGauges);
}
