'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { nextSort, readListState, writeListState, type ListState } from './list-state';

/**
 * A table's sort, page and search, read from the URL at first and written back to it on every change
 * (history.replaceState, which Next.js keeps its router in step with: no new history entry, no reload).
 * Changing the sort or the search goes back to page 1.
 */
export function useListState<Key extends string>(defaults: ListState<Key>, sortKeys: readonly Key[]) {
  const params = useSearchParams();
  const [state, setState] = useState(() => readListState(params, defaults, sortKeys));

  function update(next: ListState<Key>) {
    setState(next);
    const query = writeListState(window.location.search, next, defaults);
    window.history.replaceState(null, '', `${window.location.pathname}${query}${window.location.hash}`);
  }

  return {
    ...state,
    sortBy: (key: Key) => update({ ...state, sort: nextSort(state.sort, key), page: 1 }),
    goToPage: (page: number) => update({ ...state, page }),
    searchFor: (search: string) => update({ ...state, search, page: 1 }),
  };
}
