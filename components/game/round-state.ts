/** The state of one round on the game page, and its conversions to and from the guest's saved daily state. */
import type { LocalDailyState } from '@/lib/client/guest-storage';
import type { ShownGuess } from '@/lib/client/outbox';
import type { GameConfig } from '@/lib/games/game-config';
import { itemHint } from '@/lib/games/item-fields';
import type { AnyItem, Attempt, CellResult, GuessOutcome } from '@/lib/games/types';

/** 'archive': a past day's puzzle (/archive/{game}/{date}), judged like the daily but never counted toward it. */
export type RoundMode = 'daily' | 'endless' | 'archive';

export interface Round {
  mode: RoundMode;
  /** In the order guessed (the grid shows them newest first). */
  attempts: Attempt[];
  won: boolean;
  /** The secret item, known only after the win. */
  answer: AnyItem | null;
  hintRevealed: boolean;
  hint: string | null;
  /** Endless rounds only: the server's opaque round token. */
  token: string | null;
  /** The server's receipts for the judged guesses (a guest's daily round, every endless round): the hint needs them. */
  receipts: string[];
}

/** A judged guess as the server answers it; `receipt` proves to the hint call that the guess was made. */
export type JudgedGuess = GuessOutcome & { receipt?: string };

export function newRound(mode: RoundMode, token: string | null = null): Round {
  return { mode, attempts: [], won: false, answer: null, hintRevealed: false, hint: null, token, receipts: [] };
}

const isAttempt = (value: unknown): value is Attempt =>
  typeof (value as Attempt)?.name === 'string' && typeof (value as Attempt).results === 'object' && (value as Attempt).results !== null;

export function roundFromSaved(saved: LocalDailyState | null, mode: 'daily' | 'archive' = 'daily'): Round {
  if (!saved) return newRound(mode);
  return {
    mode,
    // Storage can hold anything a user or an older version wrote: keep only well-formed rows.
    attempts: saved.attempts_data.filter(isAttempt),
    won: saved.game_won,
    answer: saved.answer ?? null,
    hintRevealed: saved.is_hint_revealed,
    hint: saved.hint ?? null,
    token: null,
    receipts: Array.isArray(saved.receipts) ? saved.receipts.filter((receipt) => typeof receipt === 'string') : [],
  };
}

export function savedFromRound(round: Round, date: string): LocalDailyState {
  const state: LocalDailyState = {
    date,
    game_won: round.won,
    is_hint_revealed: round.hintRevealed,
    current_card_id: round.won && round.answer ? round.answer.name : null,
    guessed_cards: guessedNames(round),
    attempts_data: round.attempts,
  };
  if (round.hint !== null) state.hint = round.hint;
  if (round.answer) state.answer = round.answer;
  if (round.receipts.length > 0) state.receipts = round.receipts;
  return state;
}

export function guessedNames(round: Pick<Round, 'attempts'>): string[] {
  return round.attempts.map((attempt) => attempt.name);
}

/**
 * What a guest's daily guess is sent with so the server continues the same guest round: the receipt of the
 * round's previous guess (none for the first guess: the server starts a round). At sign-in the merge counts
 * the round only whole (lib/services/play/guest-round.ts).
 */
export function guestRoundLink(round: Pick<Round, 'receipts'>): { previousReceipt?: string } {
  const previousReceipt = round.receipts.at(-1);
  return previousReceipt ? { previousReceipt } : {};
}

export function withOutcome(round: Round, outcome: JudgedGuess): Round {
  const attempts = [...round.attempts, outcome.attempt];
  const receipts = outcome.receipt ? [...round.receipts, outcome.receipt] : round.receipts;
  if (!outcome.won) return { ...round, attempts, receipts };
  return { ...round, attempts, receipts, won: true, answer: outcome.answer ?? null };
}

/**
 * The hint to show after a win (game-side §4: every game except AoE2 shows it, revealed or not).
 * In a game that keeps it hidden the win shows no hint, even one revealed during the round.
 */
export function hintAfterWin(game: GameConfig, round: Round): string | null {
  if (!game.showHintAfterWin) return null;
  if (round.hintRevealed && round.hint) return round.hint;
  return round.answer ? itemHint(game, round.answer) || null : null;
}

/** The share grid: one row of results per attempt, in the order guessed. */
export function shareRows(game: GameConfig, round: Round): CellResult[][] {
  return round.attempts.map((attempt) => game.categories.map((category) => attempt.results[category.key] ?? 'incorrect'));
}

/**
 * The round with guesses the server judged but has not confirmed storing (they wait in the outbox),
 * after the ones it returned: so a reload shows everything the player played.
 */
export function withUnsavedGuesses(round: Round, unsaved: readonly ShownGuess[]): Round {
  let next = round;
  for (const guess of unsaved) {
    if (next.won || next.attempts.some((attempt) => attempt.name === guess.attempt.name)) continue;
    next = withOutcome(next, guess);
  }
  return next;
}
