import 'server-only';
import type { Db } from '@/db/client';
import { runWithRequestDeadline } from '@/db/deadline';
import { findStoredDatesBetween, isDailyPuzzleStored } from '@/db/queries/daily-puzzles';
import type { GameConfig } from '@/lib/games/game-config';
import { addDays, chicagoDate } from '@/lib/time';
import { storeDailyPuzzle } from '../daily/puzzle';
import { requireDailySecret } from '../daily/secret';
import { log } from '@/lib/observability/log';

/** The promise (issue 30 item 5): today's and the next 30 days' commitments are published, so those puzzles are fixed. */
export const COMMITMENT_DAYS_AHEAD = 30;
/** Puzzles are stored this far ahead, a few days more than promised, so the work comes in a batch every few days. */
export const PUBLISH_DAYS_AHEAD = 35;
/** The database budget of a batch (one day's puzzle takes three or four queries; the first batch stores 36 days). */
export const PUBLISH_BUDGET_MS = 20_000;
/**
 * After a failed batch (the database away), this process tries again no sooner than this: while the database is
 * away a try holds a connection the calls need. (The fairness call publishes on its own, so the promise holds.)
 */
const RETRY_AFTER_MS = 10 * 60_000;

/**
 * Stores the game's puzzles from `today` to today + PUBLISH_DAYS_AHEAD that are not stored yet, one day at a
 * time in date order: the item of day D is drawn among the items not stored in the K days before it
 * (lib/services/daily/item-choice.ts), so day D must be drawn after day D - 1. Safe when several processes do it at once: each day is inserted on
 * conflict do nothing, then read, so the first insert is the day's puzzle. Returns how many days it stored.
 */
export async function publishAhead(db: Db, game: GameConfig, today: string): Promise<number> {
  const secret = requireDailySecret();
  const stored = new Set(await findStoredDatesBetween(db, game.id, today, addDays(today, PUBLISH_DAYS_AHEAD)));
  let added = 0;
  for (let ahead = 0; ahead <= PUBLISH_DAYS_AHEAD; ahead++) {
    const date = addDays(today, ahead);
    if (stored.has(date)) continue;
    await storeDailyPuzzle(db, game, date, secret);
    added++;
  }
  return added;
}

/** publishAhead with its own database budget: a first batch is more work than a request's 1.2 s allow. */
export function publishAheadWithinBudget(db: Db, game: GameConfig, today: string): Promise<number> {
  return runWithRequestDeadline(() => publishAhead(db, game, today), PUBLISH_BUDGET_MS);
}

interface Publishing {
  /** Per game: the day this process last found the promise kept. */
  checked: Map<string, string>;
  running: Map<string, Promise<void>>;
  failedAt: Map<string, number>;
}
// On globalThis: every route bundle shares one.
const holder = globalThis as unknown as { __guessdlePublishing?: Publishing };
const publishing = (): Publishing => (holder.__guessdlePublishing ??= { checked: new Map(), running: new Map(), failedAt: new Map() });

/**
 * The daily info call's hook (GET /api/daily/{game}): once a day per process and game, in the background (the
 * call never waits for it, and a guess never starts it), checks that today + COMMITMENT_DAYS_AHEAD is stored
 * (one index lookup) and, when it is not, stores the days up to today + PUBLISH_DAYS_AHEAD.
 */
export function publishAheadOncePerDay(db: Db, game: GameConfig, now = new Date()): void {
  const held = publishing();
  const today = chicagoDate(now);
  if (held.checked.get(game.id) === today || held.running.has(game.id)) return;
  if (Date.now() - (held.failedAt.get(game.id) ?? -Infinity) < RETRY_AFTER_MS) return;
  const work = runWithRequestDeadline(async () => {
    if (!(await isDailyPuzzleStored(db, game.id, addDays(today, COMMITMENT_DAYS_AHEAD)))) await publishAhead(db, game, today);
  }, PUBLISH_BUDGET_MS)
    .then(
      () => void held.checked.set(game.id, today),
      (error: unknown) => {
        held.failedAt.set(game.id, Date.now());
        log().error({ err: error }, `[fairness] could not publish the ${game.id} puzzles ahead`);
      },
    )
    .finally(() => held.running.delete(game.id));
  held.running.set(game.id, work);
}

/** Tests: every background batch under way has settled. */
export async function publishingSettled(): Promise<void> {
  await Promise.all(publishing().running.values());
}

/** Tests: this process forgets what it checked (as a new process would). */
export function forgetPublishing(): void {
  const held = publishing();
  held.checked.clear();
  held.failedAt.clear();
}
