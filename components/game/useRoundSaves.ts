'use client';

import { useOutboxItems, type OutboxItem } from '@/lib/client/outbox';
import { errorMessage } from '@/lib/client/api';
import { SAVE_REFUSED_FALLBACK } from '@/lib/messages/game';
import type { GameConfig } from '@/lib/games/game-config';
import type { Round } from './round-state';

/** What the page says about storing a signed-in round (issue 24 item 1); null when there is nothing to say. */
export type SaveState =
  | { kind: 'saving' }
  | { kind: 'not-saved-yet' }
  | { kind: 'saved' }
  | { kind: 'refused'; message: string };

/** A win waiting in the outbox: the first resend is on its way, or it failed and waits for the next. */
function waitingState(item: OutboxItem): SaveState {
  return item.failures === 0 && !item.paused ? { kind: 'saving' } : { kind: 'not-saved-yet' };
}

/**
 * The outbox entries of this round (a signed-in player's daily guesses, or the current endless round's win)
 * and what to tell the player about them. `savedNow` is true when the round's winning answer itself said
 * saved. `pendingWin` is a win the streak already counts, marked as pending.
 */
export function useRoundSaves(game: GameConfig, round: Round, accountId: string | null, date: string, savedNow: boolean) {
  const daily = useOutboxItems('daily-guess', (entry) => entry.userId === accountId && entry.game === game.id && entry.date === date);
  const endless = useOutboxItems('endless-win', (entry) => entry.userId === accountId && entry.game === game.id && entry.token === round.token);
  // An archive round has no outbox entries: its guesses are stored as they are judged, or refused.
  const items: OutboxItem[] = round.mode === 'daily' ? daily : round.mode === 'endless' ? endless : [];
  const win = items.find((item) => item.entry.kind !== 'daily-guess' || item.entry.shown.won);
  const waiting = items.filter((item) => item.status === 'pending');

  let state: SaveState | null = null;
  if (win?.status === 'pending') state = waitingState(win);
  else if (win?.status === 'error') state = { kind: 'refused', message: errorMessage(win.error, SAVE_REFUSED_FALLBACK) };
  else if (waiting.length > 0) state = { kind: 'not-saved-yet' };
  else if (round.won && accountId && (savedNow || win?.status === 'success')) state = { kind: 'saved' };

  const landedStreak = win?.status === 'success' ? (win.answer as { streak?: number } | undefined)?.streak : undefined;
  return {
    state,
    /**
     * The daily guesses the outbox holds for this round, waiting or landed during this visit, as the page
     * showed them: the round is drawn with them after a reload (one that landed before the server's copy
     * was read is not in that copy).
     */
    unsavedGuesses: daily.filter((item) => item.status === 'pending' || item.status === 'success').map((item) => item.entry.shown),
    pendingWin: round.mode === 'daily' && win?.status === 'pending',
    /** Something of this round already waits (the player has been told once). */
    anyWaiting: waiting.length > 0,
    landedStreak,
  };
}
