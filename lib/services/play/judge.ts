import 'server-only';
import { compareItems, isWin } from '@/lib/games/compare';
import type { GameConfig } from '@/lib/games/game-config';
import { hintUnlocksIn } from '@/lib/games/hint';
import type { AnyItem, GuessOutcome } from '@/lib/games/types';
import { conflict } from '@/lib/http/errors';
import { chicagoDate } from '@/lib/time';
import { DAY_CHANGED_MESSAGE } from '@/lib/messages/game';

/** The rules every guess goes through, for guests, signed-in players and merged guest progress alike. */

export function judge(game: GameConfig, guess: AnyItem, secret: AnyItem): GuessOutcome {
  const won = isWin(guess.name, secret.name);
  const attempt = { name: guess.name, results: compareItems(game, guess, secret) };
  return won ? { attempt, won, answer: secret } : { attempt, won };
}

/** Today in America/Chicago, or 409 when the page is still playing another day (a stale tab). */
export function requireToday(requestedDate: string | undefined, now = new Date()): string {
  const today = chicagoDate(now);
  if (requestedDate !== undefined && requestedDate !== today) throw conflict(DAY_CHANGED_MESSAGE, 'day_changed');
  return today;
}

/** 409 hint_locked until the player has made the game's unlock number of distinct valid guesses. */
export function requireHintUnlocked(game: GameConfig, distinctGuesses: number): void {
  const missing = hintUnlocksIn(distinctGuesses, game.hintUnlockAttempts);
  if (missing === 0) return;
  throw conflict(`The hint unlocks after ${game.hintUnlockAttempts} guesses: make ${missing} more first.`, 'hint_locked');
}
