import { z } from 'zod';
import { safeText } from './text';
import { isValidDateString } from '@/lib/time';

/** A calendar date written YYYY-MM-DD (a real date: 2026-02-30 is refused). */
export const dateString = safeText().refine(isValidDateString, 'Use a calendar date written YYYY-MM-DD.');

export const gameParams = z.object({ game: safeText().min(1).max(64) });

const guessName = safeText().trim().min(1, 'Type a name to guess.').max(100, 'That name is too long.');

/** A signed-in guess's key (one per guess, made in the browser) and, on a resend, its judgement receipt. */
const guessKey = safeText()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i, 'A guess key is a UUID.')
  .optional();
const judgementReceipt = safeText().min(1).max(1000).optional();

export const dailyGuessBody = z.object({
  guess: guessName,
  /** The day the page is playing; a stale tab sends yesterday and is told the day has changed. */
  date: dateString.optional(),
  key: guessKey,
  receipt: judgementReceipt,
  /** A guest's receipt of the round's previous guess: this guess continues that guest round (lib/services/play/guest-round.ts). */
  previousReceipt: safeText().min(1).max(300).optional(),
});

/** The receipts of a player's judged guesses (lib/services/play/guess-receipt.ts), each checked by the server. */
const guessReceipts = z.array(safeText().min(1).max(300)).max(1000).default([]);

export const dailyHintBody = z.object({
  date: dateString.optional(),
  /** A guest's receipts; a signed-in player's daily guesses are counted from the server's copy. */
  receipts: guessReceipts,
});

export const endlessGuessBody = z.object({
  token: safeText().min(1, 'The round token is missing.').max(2000),
  guess: guessName,
  key: guessKey,
  receipt: judgementReceipt,
});

export const endlessHintBody = z.object({
  token: endlessGuessBody.shape.token,
  receipts: guessReceipts,
});

/** GET /api/daily/{game}/stats: a guest proves today's win with the receipt of the winning guess. */
export const dailyStatsQuery = z.object({ receipt: safeText().min(1).max(300).optional() }).strict();
