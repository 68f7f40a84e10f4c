/**
 * The admin User Management tab's rules that the browser and the server share (accounts-side §2.13,
 * §4.7, §9): page size, the sortable columns, and the list's state in the address.
 */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const USER_SEARCH_DELAY_MS = 500;
/** How long the statistics editor's success note stays (accounts-side §9). */
export const STATS_SAVED_NOTE_MS = 3_000;

export const ADMIN_USER_SORTS = ['created_at', 'username', 'email', 'role', 'last_login', 'total_games_across_all', 'max_current_streak', 'max_best_streak'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

export interface UserListState {
  search: string;
  page: number;
  sortBy: AdminUserSort;
  sortOrder: SortOrder;
  /** The player whose details are open. */
  selected: string | null;
}

export const DEFAULT_USER_LIST: UserListState = { search: '', page: 1, sortBy: 'created_at', sortOrder: 'desc', selected: null };

function isSort(value: string | null): value is AdminUserSort {
  return value !== null && (ADMIN_USER_SORTS as readonly string[]).includes(value);
}

/** The list's state from the address (?q, page, sort, order, user); anything unknown falls back to the default. */
export function readUserListState(params: Pick<URLSearchParams, 'get'>): UserListState {
  const page = Number(params.get('page'));
  const sortBy = params.get('sort');
  const order = params.get('order');
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sortBy: isSort(sortBy) ? sortBy : DEFAULT_USER_LIST.sortBy,
    sortOrder: order === 'asc' || order === 'desc' ? order : DEFAULT_USER_LIST.sortOrder,
    selected: params.get('user') || null,
  };
}

/** The address's query for a state (defaults left out), keeping ?tab. */
export function writeUserListState(currentSearch: string, state: UserListState): string {
  const params = new URLSearchParams(currentSearch);
  const entries: [string, string | null][] = [
    ['q', state.search.trim() || null],
    ['page', state.page > 1 ? String(state.page) : null],
    ['sort', state.sortBy !== DEFAULT_USER_LIST.sortBy ? state.sortBy : null],
    ['order', state.sortOrder !== DEFAULT_USER_LIST.sortOrder ? state.sortOrder : null],
    ['user', state.selected],
  ];
  for (const [key, value] of entries) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A click on a column: the same column flips its order, another starts descending; both go back to page 1. */
export function withSort(state: UserListState, column: AdminUserSort): UserListState {
  const sortOrder: SortOrder = state.sortBy === column ? (state.sortOrder === 'asc' ? 'desc' : 'asc') : 'desc';
  return { ...state, sortBy: column, sortOrder, page: 1 };
}

/** A new search goes back to page 1. */
export function withSearch(state: UserListState, search: string): UserListState {
  return { ...state, search, page: 1 };
}

/** The statistics editor's fields: digits only; an empty field reads as 0 (accounts-side §5). */
export function digitsOnly(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 7);
}

export function fieldNumber(text: string): number {
  return text === '' ? 0 : Number(text);
}

export const DAILY_ABOVE_TOTAL = 'Daily games cannot be more than total games.';
export const BEST_ABOVE_DAILY = 'Best streak cannot be more than daily games (a streak is made of daily wins).';

/** What is wrong with one game's edited figures, or null: the server's schema and the editor ask the same. */
export function statsProblem(stat: { total_games_played: number; total_daily_games_played: number; best_daily_streak: number }): string | null {
  if (stat.total_daily_games_played > stat.total_games_played) return DAILY_ABOVE_TOTAL;
  if (stat.best_daily_streak > stat.total_daily_games_played) return BEST_ABOVE_DAILY;
  return null;
}
