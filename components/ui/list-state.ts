/**
 * A list's state as the URL keeps it (sort, page, search), so a reload, a shared link or the back
 * button shows the same list. Pure: the hook in useListState.ts reads and writes the address.
 */
export type SortDirection = 'ascending' | 'descending';

export interface SortState<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

export interface ListState<Key extends string = string> {
  sort: SortState<Key>;
  /** 1-based. */
  page: number;
  search: string;
}

const LIST_PARAMS = { sort: 'sort', direction: 'dir', page: 'page', search: 'q' } as const;
const DIRECTION_PARAM: Record<SortDirection, string> = { ascending: 'asc', descending: 'desc' };

/** The state a query string asks for; anything missing or unknown falls back to the defaults. */
export function readListState<Key extends string>(
  params: { get(name: string): string | null } | null,
  defaults: ListState<Key>,
  sortKeys: readonly Key[],
): ListState<Key> {
  const key = params?.get(LIST_PARAMS.sort);
  const direction = params?.get(LIST_PARAMS.direction);
  const page = Number(params?.get(LIST_PARAMS.page));
  const sortKey = sortKeys.find((candidate) => candidate === key);
  return {
    sort: sortKey
      ? { key: sortKey, direction: direction === DIRECTION_PARAM.descending ? 'descending' : 'ascending' }
      : defaults.sort,
    page: Number.isInteger(page) && page >= 1 ? page : defaults.page,
    search: (params?.get(LIST_PARAMS.search) ?? defaults.search).slice(0, 100),
  };
}

/** The query string for a state: only what differs from the defaults, other parameters kept. */
export function writeListState<Key extends string>(current: string, state: ListState<Key>, defaults: ListState<Key>): string {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string, isDefault: boolean) => (isDefault ? params.delete(name) : params.set(name, value));
  const defaultSort = state.sort.key === defaults.sort.key && state.sort.direction === defaults.sort.direction;
  set(LIST_PARAMS.sort, state.sort.key, defaultSort);
  set(LIST_PARAMS.direction, DIRECTION_PARAM[state.sort.direction], defaultSort);
  set(LIST_PARAMS.page, String(state.page), state.page === defaults.page);
  set(LIST_PARAMS.search, state.search, state.search === defaults.search);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Clicking the active header flips its direction; clicking another header sorts by it, ascending. */
export function nextSort<Key extends string>(current: SortState<Key>, clicked: Key): SortState<Key> {
  if (current.key !== clicked) return { key: clicked, direction: 'ascending' };
  return { key: clicked, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
