/**
 * How the admin Feedback tab names and moves feedback (accounts-side §2.13, §4.7): the filters' options,
 * labels, the preview, the forward-step buttons, the modal's other spelling of statuses, and the list's
 * state in the address. Pure, so the rules are tested without a browser.
 */
import { FEEDBACK_TYPE_LABELS as TYPE_LABELS } from '@/lib/feedback/messages';
import type { AdminFeedbackItem } from '@/lib/services/admin-feedback';

type FeedbackType = AdminFeedbackItem['type'];
type FeedbackStatus = AdminFeedbackItem['status'];

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

export function senderName(item: Pick<AdminFeedbackItem, 'username'>): string {
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

export interface FeedbackListState {
  page: number;
  search: string;
  type: FeedbackType | '';
  status: FeedbackStatus | '';
}

const PARAMS = { page: 'page', search: 'q', type: 'type', status: 'status' } as const;

/** The list a query string asks for; unknown values fall back to no filter and page 1. */
export function readFeedbackListState(params: { get(name: string): string | null } | null): FeedbackListState {
  const page = Number(params?.get(PARAMS.page));
  const type = params?.get(PARAMS.type) ?? '';
  const status = params?.get(PARAMS.status) ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (params?.get(PARAMS.search) ?? '').slice(0, 100),
    type: TYPE_FILTER_OPTIONS.some((option) => option.value === type) ? (type as FeedbackType | '') : '',
    status: STATUS_FILTER_OPTIONS.some((option) => option.value === status) ? (status as FeedbackStatus | '') : '',
  };
}

/** The query string for a list state: only what is set, other parameters (the tab) kept. */
export function writeFeedbackListState(current: string, state: FeedbackListState): string {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? params.set(name, value) : params.delete(name));
  set(PARAMS.page, state.page > 1 ? String(state.page) : '');
  set(PARAMS.search, state.search);
  set(PARAMS.type, state.type);
  set(PARAMS.status, state.status);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Any filter or search change goes back to page 1 (§4.7). */
export function withFilter(state: FeedbackListState, change: Partial<Omit<FeedbackListState, 'page'>>): FeedbackListState {
  return { ...state, ...change, page: 1 };
}
