import { z } from 'zod';
import { safeText } from './text';
import { getGame } from '@/lib/games/registry';

/** Game-side §5 "Data correction report", word for word. */
export const NO_ITEM_MESSAGE = 'Please select an item to report data for.';
export const NO_CATEGORY_MESSAGE = 'Please select at least one category with incorrect data.';
export const NOTES_MAX_LENGTH = 1000;
/** The hint can be reported in every game, next to the game's own categories. */
export const HINT_CATEGORY_KEY = 'hint';

/** The category keys a report on this game may tick: the game's categories plus the hint. */
export function reportableCategoryKeys(gameId: string): string[] | undefined {
  const game = getGame(gameId);
  return game && [...game.categories.map((category) => category.key), HINT_CATEGORY_KEY];
}

/**
 * POST /api/feedback/data-correction. Category keys are checked against the game here; an unknown game
 * is left to the handler, which answers 404 (and an unknown item 422).
 */
export const dataCorrectionBody = z
  .object({
    game: safeText().trim().min(1, 'Choose a game.').max(64),
    item: safeText().trim().min(1, NO_ITEM_MESSAGE).max(100, 'That name is too long.'),
    categories: z.array(safeText().max(64)).min(1, NO_CATEGORY_MESSAGE).max(20),
    notes: safeText().trim().max(NOTES_MAX_LENGTH, `Notes can be at most ${NOTES_MAX_LENGTH} characters.`).optional(),
  })
  .superRefine((body, ctx) => {
    if (new Set(body.categories).size !== body.categories.length) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Each category can be ticked only once.' });
    }
    const allowed = reportableCategoryKeys(body.game);
    const unknown = allowed ? body.categories.filter((key) => !allowed.includes(key)) : [];
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: `Unknown category: ${unknown.join(', ')}. Choose from ${allowed!.join(', ')}.` });
    }
  });

export type DataCorrectionBody = z.output<typeof dataCorrectionBody>;
