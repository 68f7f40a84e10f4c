/**
 * How the admin Feedback tab names and moves feedback (accounts-side §2.13, §4.7): the filters' options,
 * labels, the preview, the forward-step buttons and the modal's other spelling of statuses (the list's
 * state in the address is feedback-list-url.ts). Pure, so the rules are tested without a browser.
 */
import type { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@/db/schema/feedback';
import { FEEDBACK_TYPE_LABELS as TYPE_LABELS } from '@/lib/feedback/messages';

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Typed against the stored types: a type without a label fails to compile. */
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = TYPE_LABELS;

export const TYPE_FILTER_OPTIONS: { value: FeedbackType | ''; label: string }[] = [
  { value: '', label: 'All Types' },
  ...(Object.entries(FEEDBACK_TYPE_LABELS) as [FeedbackType, string][]).map(([value, label]) => ({ value, label })),
];

export const STATUS_FILTER_OPTIONS: { value: FeedbackStatus | ''; label: string }[] = [
  { value: '', label: 'All Status' },
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
];

/** The detail modal's dropdown spells statuses its own way (§4.7); the server accepts both. */
export const MODAL_STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
] as const;
export type ModalStatus = (typeof MODAL_STATUS_OPTIONS)[number]['value'];

const MODAL_STATUS_OF: Record<FeedbackStatus, ModalStatus> = { new: 'open', in_progress: 'in-progress', resolved: 'resolved', closed: 'closed' };

export function modalStatusOf(status: FeedbackStatus): ModalStatus {
  return MODAL_STATUS_OF[status];
}

/** 'in_progress' is shown 'in progress'. */
export function statusText(status: FeedbackStatus): string {
  return status.replace(/_/g, ' ');
}

export const PREVIEW_LENGTH = 100;

/** The first 100 characters of the message, with an ellipsis when there is more. */
export function messagePreview(message: string): string {
  const characters = [...message];
  return characters.length > PREVIEW_LENGTH ? `${characters.slice(0, PREVIEW_LENGTH).join('')}…` : message;
}

export const ANONYMOUS = 'Anonymous';

export function senderName(item: { username: string | null }): string {
  return item.username ?? ANONYMOUS;
}

/** The row's forward-step button: new → Start, in progress → Resolve, resolved → Close; none once closed. */
export function nextStep(status: FeedbackStatus): { label: 'Start' | 'Resolve' | 'Close'; status: FeedbackStatus } | null {
  switch (status) {
    case 'new':
      return { label: 'Start', status: 'in_progress' };
    case 'in_progress':
      return { label: 'Resolve', status: 'resolved' };
    case 'resolved':
      return { label: 'Close', status: 'closed' };
    case 'closed':
      return null;
  }
}

/** The admin list's page size (accounts-side §7.5). */
export const FEEDBACK_PAGE_SIZE = 10;

