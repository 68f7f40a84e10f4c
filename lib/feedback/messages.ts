import { FORM_MESSAGES } from '@/lib/messages/accounts';

/** The footer's two forms (their messages: lib/messages/accounts.ts). */
export type SupportFormKind = keyof typeof FORM_MESSAGES;

/** Each text of the two forms holds at most 1000 characters; the counters warn above 900 (accounts-side §5). */
export const FEEDBACK_TEXT_MAX = 1000;
export const FEEDBACK_TEXT_WARN = 900;

/** How long the success message stays before the form closes and resets (§4.5). */
export const SUCCESS_CLOSE_MS = 1500;

/** Every kind of feedback, named as the forms and the admin tab show it. */
export const FEEDBACK_TYPE_LABELS = {
  feedback: 'Feedback',
  bug: 'Bug Report',
  feature: 'Feature Request',
  question: 'Question',
  other: 'Other',
  data_correction: 'Data Correction',
} as const;

/** The kinds a visitor picks in Submit Feedback (bugs and data reports have forms of their own). */
export const FEEDBACK_TYPE_OPTIONS = (['feedback', 'feature', 'question', 'other'] as const).map((value) => ({ value, label: FEEDBACK_TYPE_LABELS[value] }));
