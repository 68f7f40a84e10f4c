import 'server-only';
import type { Viewer } from '@/lib/auth/guards';
import { forbidden } from '@/lib/http/errors';
import { OTHER_PLAYER_ROUND_MESSAGE } from '@/lib/messages/game';

/**
 * Who an endless round belongs to and when its win counts (issue 10 item 9): the one place for these
 * rules. A round is bound to the player who started it (a user id, or GUEST_PLAYER); a guest's round
 * counts for no one, even when the guest signs in before winning it. A win counts when the round lasted
 * a human time and did not overlap the player's last counted round of the same game.
 */

/** The player marker of a round started signed out (user ids are UUIDs, so it never names a user). */
export const GUEST_PLAYER = 'guest';

/** A win counts only for a round that lasted at least this long (no script wins in a blink)… */
export const MIN_COUNTED_ROUND_MS = 2_000;
/** …and no longer than this (an old token kept aside is not a stock of wins). */
export const MAX_COUNTED_ROUND_MS = 24 * 60 * 60 * 1000;

interface OwnedRound {
  player: string;
  startedAt: number;
}

/**
 * The signed-in player behind a request: the account, or while the database is away the user the session
 * cookie names (verified, but its session record unread): enough to play their own rounds, never to record.
 */
export function signedInPlayer(viewer: Viewer): string | null {
  return viewer.user?.id ?? ('claimedUserId' in viewer ? (viewer.claimedUserId ?? null) : null);
}

export function roundPlayer(viewer: Viewer): string {
  return signedInPlayer(viewer) ?? GUEST_PLAYER;
}

/** 403 other_player_round unless the round is the viewer's own, or a guest's round played on. */
export function requireOwnRound(round: OwnedRound, viewer: Viewer): void {
  if (round.player === GUEST_PLAYER || round.player === signedInPlayer(viewer)) return;
  throw forbidden(OTHER_PLAYER_ROUND_MESSAGE, 'other_player_round');
}

/**
 * Rounds of one game do not overlap: a round started before the player's last counted win of that game
 * counts for no one (so rounds started side by side by a script count one win, not one each).
 */
export function startedAfterLastWin(round: OwnedRound, lastWinAt: Date | null): boolean {
  return lastWinAt === null || round.startedAt >= lastWinAt.getTime();
}

/** The user a winning guess counts for at `now` (before the check against the last win), or null when it counts for no one. */
export function countedWinner(round: OwnedRound, viewer: Viewer, now: number): string | null {
  const userId = viewer.user?.id;
  if (!userId || round.player !== userId) return null;
  const lasted = now - round.startedAt;
  return lasted >= MIN_COUNTED_ROUND_MS && lasted <= MAX_COUNTED_ROUND_MS ? userId : null;
}
