import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import type { Viewer } from '@/lib/auth/guards';
import { compareItems, isWin } from '@/lib/games/compare';
import type { GameConfig } from '@/lib/games/game-config';
import { getItems } from '@/lib/games/items';
import { itemHint } from '@/lib/games/item-fields';
import type { AnyItem, GuessOutcome } from '@/lib/games/types';
import { badRequest, conflict } from '@/lib/http/errors';
import { chicagoDate } from '@/lib/time';
import { getDailyPuzzle } from './daily-puzzle';
import { openRound, sealRound } from './endless-token';
import { requireItem } from './games';

export const DAY_CHANGED_MESSAGE = "The day has changed: that puzzle is over. Today's puzzle is ready, so reload to play it.";

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

export async function guessDaily(db: Db, _viewer: Viewer, game: GameConfig, input: { guess: string; date?: string }) {
  const date = requireToday(input.date);
  const guessed = requireItem(game, input.guess);
  const puzzle = await getDailyPuzzle(db, game, date);
  // Signed-in recording (state, completion, streaks) slots in here in step 5, in one transaction.
  return { date, puzzleNumber: puzzle.puzzleNumber, ...judge(game, guessed, puzzle.item) };
}

/** The secret's hint, once the player has made the unlock number of distinct valid guesses. */
function unlockHint(game: GameConfig, secret: AnyItem, guesses: string[]): { hint: string } {
  const distinct = new Set(guesses.map((name) => requireItem(game, name).name));
  if (distinct.size < game.hintUnlockAttempts) {
    const missing = game.hintUnlockAttempts - distinct.size;
    throw conflict(`The hint unlocks after ${game.hintUnlockAttempts} guesses: make ${missing} more first.`, 'hint_locked');
  }
  return { hint: itemHint(game, secret) };
}

export async function revealDailyHint(db: Db, _viewer: Viewer, game: GameConfig, input: { date?: string; guesses: string[] }) {
  const date = requireToday(input.date);
  const puzzle = await getDailyPuzzle(db, game, date);
  return { date, ...unlockHint(game, puzzle.item, input.guesses) };
}

export function startEndlessRound(game: GameConfig) {
  const items = getItems(game.id);
  const item = items[randomInt(items.length)];
  return { token: sealRound({ game: game.id, item: item.name, round: randomUUID() }) };
}

function openEndlessSecret(game: GameConfig, token: string): AnyItem {
  const round = openRound(token);
  if (round.game !== game.id) throw badRequest('This endless round belongs to another game. Start a new round with Play Again.', 'invalid_round');
  return requireItem(game, round.item);
}

export function guessEndless(game: GameConfig, input: { token: string; guess: string }) {
  return judge(game, requireItem(game, input.guess), openEndlessSecret(game, input.token));
}

export function revealEndlessHint(game: GameConfig, input: { token: string; guesses: string[] }) {
  return unlockHint(game, openEndlessSecret(game, input.token), input.guesses);
}
