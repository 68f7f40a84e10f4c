import { z } from 'zod';
import { safeText } from './text';
import { isValidDateString } from '@/lib/time';

/** A calendar date written YYYY-MM-DD (a real date: 2026-02-30 is refused). */
export const dateString = safeText().refine(isValidDateString, 'Use a calendar date written YYYY-MM-DD.');

export const gameParams = z.object({ game: safeText().min(1).max(64) });

const guessName = safeText().trim().min(1, 'Type a name to guess.').max(100, 'That name is too long.');

export const dailyGuessBody = z.object({
  guess: guessName,
  /** The day the page is playing; a stale tab sends yesterday and is told the day has changed. */
  date: dateString.optional(),
});

export const dailyHintBody = z.object({
  date: dateString.optional(),
  /** A guest's guesses so far (the server checks them); a signed-in player's come from the server. */
  guesses: z.array(safeText().trim().max(100)).max(1000).default([]),
});

export const endlessGuessBody = z.object({
  token: safeText().min(1, 'The round token is missing.').max(2000),
  guess: guessName,
});

export const endlessHintBody = z.object({
  token: endlessGuessBody.shape.token,
  guesses: dailyHintBody.shape.guesses,
});
