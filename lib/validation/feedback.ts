import { z } from 'zod';
import { displayText, safeText } from './text';
import { getGame } from '@/lib/games/registry';
import { HINT_CATEGORY_KEY } from '@/lib/feedback/report-categories';
import { FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_WARN } from '@/lib/feedback/messages';
import { NO_CATEGORY_MESSAGE, NO_ITEM_MESSAGE } from '@/lib/messages/game';
import { NOTES_MAX_LENGTH, reportCategoryChoices } from './report-rules';

export { HINT_CATEGORY_KEY, NOTES_MAX_LENGTH };

/** The category keys a report on this game may tick: the game's categories plus the hint. */
export function reportableCategoryKeys(gameId: string): string[] | undefined {
  const game = getGame(gameId);
  return game && reportCategoryChoices(game).map((choice) => choice.key);
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
    notes: displayText().trim().max(NOTES_MAX_LENGTH, `Notes can be at most ${NOTES_MAX_LENGTH} characters.`).optional(),
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

/** The footer's two forms (accounts-side §2.14, §5): each text at most 1000 characters, the counters warn above 900. */
export { FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_WARN };
export const SUBMITTED_FEEDBACK_TYPES = ['feedback', 'feature', 'question', 'other', 'bug'] as const;

const longText = (field: string) =>
  displayText()
    .trim()
    .min(1, `${field} is required.`)
    .max(FEEDBACK_TEXT_MAX, `${field} can be at most ${FEEDBACK_TEXT_MAX} characters.`);
const optionalLongText = (field: string) =>
  displayText()
    .trim()
    .max(FEEDBACK_TEXT_MAX, `${field} can be at most ${FEEDBACK_TEXT_MAX} characters.`)
    .nullish()
    .transform((value) => value || null);

/**
 * POST /api/feedback/submit {type, subject, message, email, pageSection?, reproductionSteps?}. A bug
 * report sends its page as subject and pageSection, what went wrong as message. An empty e-mail is none.
 */
export const feedbackSubmitBody = z
  .object({
    type: z.enum(SUBMITTED_FEEDBACK_TYPES, { message: `Type must be one of: ${SUBMITTED_FEEDBACK_TYPES.join(', ')}.` }),
    subject: longText('Subject'),
    message: longText('Message'),
    email: z
      .union([z.literal(''), z.email('Enter a valid e-mail address.').max(254, 'That e-mail address is too long.')])
      .nullish()
      .transform((value) => value || null),
    pageSection: optionalLongText('Page'),
    reproductionSteps: optionalLongText('How to reproduce'),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.type === 'bug' && !body.pageSection) ctx.addIssue({ code: 'custom', path: ['pageSection'], message: 'Page is required for a bug report.' });
  });
export type FeedbackSubmitBody = z.output<typeof feedbackSubmitBody>;
