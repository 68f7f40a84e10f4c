import 'server-only';
import type { Db } from '@/db/client';
import { claimGuessKey, deleteGuessRecordsBefore, findGuessRecord, storeGuessOutcome, type GuessIdentity } from '@/db/queries/guess-records';
import { conflict } from '@/lib/http/errors';
import { count } from '@/lib/observability/metrics';
import { injectedRecordingFault } from '../site/injected-faults';
import { BACKDATE_GRACE_MS, roundMode } from './judgement-receipt';
import { KEY_REUSED_MESSAGE } from '@/lib/messages/game';
import { log } from '@/lib/observability/log';

/**
 * Idempotent recording of signed-in guesses (issue 24 item 1). The browser makes a key for each guess and
 * sends it again with every resend; `recordOnce` records under it at most once, in one transaction with
 * the key, and a resend answers what the first recording changed.
 */

/**
 * Runs `record` in a transaction that first takes the guess's key; when the key was taken before, nothing
 * is recorded and the first recording's answer is returned. Without a key, `record` simply runs in a
 * transaction (its outcome is then known: committed, or certainly not, or CommitOutcomeUnknownError).
 */
export async function recordOnce<Recorded extends object>(
  db: Db,
  identity: GuessIdentity | null,
  now: Date,
  record: (tx: Db) => Promise<Recorded>,
): Promise<Recorded> {
  injectedRecordingFault();
  forgetOldKeys(db, now);
  let replay = false;
  const recorded = await db.transaction(async (tx) => {
    replay = false; // a retried transaction starts over
    if (identity && !(await claimGuessKey(tx, identity, now))) {
      replay = true;
      return replayed<Recorded>(tx, identity);
    }
    const recorded = await record(tx);
    if (identity) await storeGuessOutcome(tx, identity.userId, identity.key, recorded as Record<string, unknown>);
    return recorded;
  });
  const mode = identity && roundMode(identity.round);
  if (replay && mode) count((m) => m.guessReplays.inc({ game: identity.game, mode }));
  return recorded;
}

/** The first recording's answer; 409 key_reused when the key was sent before with another guess. */
async function replayed<Recorded>(tx: Db, identity: GuessIdentity): Promise<Recorded> {
  const stored = await findGuessRecord(tx, identity.userId, identity.key);
  const same = stored && stored.game === identity.game && stored.round === identity.round && stored.guess === identity.guess;
  if (!same) throw conflict(KEY_REUSED_MESSAGE, 'key_reused');
  return stored.recorded as Recorded;
}

/** Keys are kept past the back-dating grace (a resend may come that late), then deleted. */
const KEEP_KEYS_MS = BACKDATE_GRACE_MS + 24 * 60 * 60 * 1000;
const CLEAN_EVERY_MS = 10 * 60 * 1000;
const CLEAN_BATCH = 5000;
const holder = globalThis as unknown as { __guessdleKeysCleanedAt?: number };

/** At most every 10 minutes per process, deletes a batch of expired keys in the background (through the created_at index). */
function forgetOldKeys(db: Db, now: Date): void {
  if (now.getTime() - (holder.__guessdleKeysCleanedAt ?? 0) < CLEAN_EVERY_MS) return;
  holder.__guessdleKeysCleanedAt = now.getTime();
  deleteGuessRecordsBefore(db, new Date(now.getTime() - KEEP_KEYS_MS), CLEAN_BATCH).catch((error: unknown) =>
    log().warn({ err: error }, '[guess-records] deleting old keys failed'),
  );
}
