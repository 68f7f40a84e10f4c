import { z } from 'zod';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@/db/schema/feedback';
import { FEEDBACK_PAGE_SIZE } from '@/lib/admin/feedback-display';
import { displayText, safeText, wholeNumberText } from './text';

/**
 * The admin Feedback tab's calls. Statuses come in two spellings (accounts-side §4.7): the list's
 * new / in_progress / resolved / closed and the detail modal's open / in-progress / resolved / closed.
 * The server accepts both and stores the list's.
 */
const STATUS_SPELLINGS = new Map<string, (typeof FEEDBACK_STATUSES)[number]>([
  ['new', 'new'],
  ['open', 'new'],
  ['in_progress', 'in_progress'],
  ['in-progress', 'in_progress'],
  ['resolved', 'resolved'],
  ['closed', 'closed'],
]);
const STATUS_MESSAGE = `Status must be one of: ${[...STATUS_SPELLINGS.keys()].join(', ')}.`;

/** A Map, not an object: 'constructor' or '__proto__' must not pass as a spelling (issue 25 item 9). */
export const feedbackStatus = safeText()
  .trim()
  .refine((value) => STATUS_SPELLINGS.has(value), STATUS_MESSAGE)
  .transform((value) => STATUS_SPELLINGS.get(value)!);

export const ADMIN_NOTES_MAX_LENGTH = 2000;

/** GET /api/admin/feedback?page&limit&type&status&search (empty ones are left out by the page). */
export const feedbackListQuery = z
  .object({
    page: wholeNumberText(1, 100_000, 'Page').default(1),
    limit: wholeNumberText(1, 100, 'Limit').default(FEEDBACK_PAGE_SIZE),
    type: z.enum(FEEDBACK_TYPES, { message: `Type must be one of: ${FEEDBACK_TYPES.join(', ')}.` }).optional(),
    status: feedbackStatus.optional(),
    search: safeText().trim().max(100, 'Search at most 100 characters.').optional(),
  })
  .strict();
export type FeedbackListQuery = z.output<typeof feedbackListQuery>;

export const feedbackIdParams = z.object({
  id: wholeNumberText(1, 2_147_483_647, 'The feedback id'),
});

/** PUT /api/admin/feedback/{id} {status?, admin_notes?}: at least one of them. */
export const feedbackUpdateBody = z
  .object({
    status: feedbackStatus.optional(),
    admin_notes: displayText().max(ADMIN_NOTES_MAX_LENGTH, `Admin notes can be at most ${ADMIN_NOTES_MAX_LENGTH} characters.`).optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.admin_notes !== undefined, 'Send a status, admin notes or both.');
export type FeedbackUpdateBody = z.output<typeof feedbackUpdateBody>;
