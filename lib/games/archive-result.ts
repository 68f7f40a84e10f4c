/**
 * A player's result for one archive day (issue 29 item 6), in the browser and on the server alike: "Won in
 * n", "Tried" (guessed, not won) or "Not played".
 */
import type { LocalDayResult } from './distribution';

export type ArchiveResult = { status: 'won'; guesses: number } | { status: 'tried'; guesses: number } | { status: 'not-played' };

/** A day's round as a result reads it (the same shape as a guest's kept day, lib/games/distribution.ts). */
export type PlayedRound = LocalDayResult;

export const NOT_PLAYED: ArchiveResult = { status: 'not-played' };

/**
 * The day's result: the archive round when there is one (it starts from the day's daily round), else the
 * daily round played on that day, else not played.
 */
export function archiveResult(archive: PlayedRound | undefined, daily?: PlayedRound): ArchiveResult {
  const round = archive ?? daily;
  if (!round || round.guesses === 0) return NOT_PLAYED;
  return round.won ? { status: 'won', guesses: round.guesses } : { status: 'tried', guesses: round.guesses };
}

export function archiveResultLabel(result: ArchiveResult): string {
  if (result.status === 'won') return `Won in ${result.guesses}`;
  return result.status === 'tried' ? 'Tried' : 'Not played';
}
