'use client';

import { nextSort, readListState, writeListState, type ListState } from './list-state';
import { useAddressState } from './useAddressState';

/**
 * A table's sort, page and search, kept in the address (useAddressState). Changing the sort or the search
 * goes back to page 1.
 */
export function useListState<Key extends string>(defaults: ListState<Key>, sortKeys: readonly Key[]) {
  const [state, update] = useAddressState(
    (params) => readListState(params, defaults, sortKeys),
    (query, next: ListState<Key>) => writeListState(query, next, defaults),
  );

  return {
    ...state,
    sortBy: (key: Key) => update((current) => ({ ...current, sort: nextSort(current.sort, key), page: 1 })),
    goToPage: (page: number) => update((current) => ({ ...current, page })),
    searchFor: (search: string) => update((current) => ({ ...current, search, page: 1 })),
  };
}
