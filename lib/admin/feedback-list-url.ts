/**
 * The admin Feedback list's state in the address (accounts-side §4.7): its page, search and filters read
 * from the query string and written back to it, other parameters (the tab) kept.
 */
import { STATUS_FILTER_OPTIONS, TYPE_FILTER_OPTIONS, type FeedbackStatus, type FeedbackType } from './feedback-display';

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
