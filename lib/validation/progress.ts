import { z } from 'zod';
import { safeText } from './text';
import { GAME_IDS } from '@/lib/games/types';
import { dateString } from './game';

/** Paths and bodies of the signed-in progress calls (game-side §7, accounts-side §7.2, §7.3). */

export const userParams = z.object({ userId: safeText().min(1).max(200) });
export const userGameParams = userParams.extend({ gameId: safeText().min(1).max(64) });
export const userDateParams = userParams.extend({ date: dateString });
export const userGameDateParams = userGameParams.extend({ date: dateString });

const names = z.array(safeText().trim().max(100)).max(1000);

/**
 * The spec's daily state body. Only is_hint_revealed is acted on; the other fields are accepted for
 * compatibility and ignored (wins and guesses are recorded by the guess call).
 */
export const dailyStateBody = z.object({
  game_won: z.boolean().optional(),
  is_hint_revealed: z.boolean().optional(),
  current_card_id: safeText().max(100).nullable().optional(),
  guessed_cards: names.optional(),
  attempts_data: z.array(z.unknown()).max(1000).optional(),
});

export const gameStatsReportBody = z.object({
  is_daily: z.boolean(),
  attempts_count: z.number().int().min(0).max(10_000).optional(),
});

/** ?limit=N: a whole number from 1 to 100; anything else is refused. */
export const leaderboardQuery = z.object({
  limit: safeText()
    .regex(/^\d{1,3}$/, 'Use a whole number from 1 to 100.')
    .transform(Number)
    .pipe(z.number().min(1, 'Use a whole number from 1 to 100.').max(100, 'Use a whole number from 1 to 100.'))
    .optional(),
});

/**
 * A guest's round of today's puzzle, as kept in browser storage: the names in the order guessed (shown,
 * not counted) and the receipts the server signed when it judged them, which must be the whole guest
 * round, in order (lib/services/play/guest-round.ts).
 */
const guestGameProgress = z.object({
  guesses: names.optional(),
  receipts: z.array(safeText().min(1).max(300)).max(1000).default([]),
  hintRevealed: z.boolean().optional(),
});

export const guestMergeBody = z.object({
  date: dateString,
  games: z.partialRecord(z.enum(GAME_IDS), guestGameProgress),
});
export type GuestMergeInput = z.output<typeof guestMergeBody>;
