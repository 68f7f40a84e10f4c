/**
 * What waits in the outbox (issue 24 item 1): writes the server judged or received but could not confirm
 * it stored, kept in the browser until a server confirms them. Each entry names the player it belongs to
 * and is only ever sent while this browser is signed in as that player.
 */
import type { GuestMergeInput } from '@/lib/validation/progress';
import type { AnyItem, Attempt, GameId } from '@/lib/games/types';

/** A judged guess as the page showed it, to draw the round again after a reload while its save waits. */
export interface ShownGuess {
  attempt: Attempt;
  won: boolean;
  answer?: AnyItem;
}

/** A signed-in daily guess: resent with its key and judgement receipt (it keeps its day for 48 hours). */
export interface DailyGuessEntry {
  kind: 'daily-guess';
  userId: string;
  game: GameId;
  date: string;
  guess: string;
  key: string;
  receipt?: string;
  shown: ShownGuess;
}

/** A signed-in endless win: resent with its round token, key and receipt. */
export interface EndlessWinEntry {
  kind: 'endless-win';
  userId: string;
  game: GameId;
  token: string;
  guess: string;
  key: string;
  receipt?: string;
}

/** A guest's rounds of the day, handed to the account that signed in (the server replays them once). */
export interface GuestMergeEntry {
  kind: 'guest-merge';
  userId: string;
  date: string;
  games: GuestMergeInput['games'];
}

export type OutboxEntry = DailyGuessEntry | EndlessWinEntry | GuestMergeEntry;
export type OutboxKind = OutboxEntry['kind'];
export const OUTBOX_KINDS: readonly OutboxKind[] = ['daily-guess', 'endless-win', 'guest-merge'];

/** The mutation key of each kind: TanStack Query finds the entry's send function and retry rules by it. */
export const outboxKey = (kind: OutboxKind) => ['outbox', kind] as const;

export function isOutboxKey(key: readonly unknown[] | undefined): boolean {
  return key?.[0] === 'outbox';
}

/** One player's entries are sent one at a time, in the order they were made (a TanStack Query mutation scope). */
export const outboxScope = (entry: OutboxEntry) => ({ id: `outbox:${entry.userId}` });

/** The same write, whichever tab or visit kept it. */
export function entryIdentity(entry: OutboxEntry): string {
  return entry.kind === 'guest-merge' ? `${entry.kind}:${entry.userId}:${entry.date}` : `${entry.kind}:${entry.userId}:${entry.key}`;
}
