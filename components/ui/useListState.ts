'use client';

import { useSearchParams } from 'next/navigation';
import { useRef, useState } from 'react';
import { nextSort, readListState, writeListState, type ListState } from './list-state';

/**
 * A table's sort, page and search, read from the URL at first and written back to it on every change
 * (history.replaceState, which Next.js keeps its router in step with: no new history entry, no reload).
 * Changing the sort or the search goes back to page 1. Each change starts from the latest state, so a
 * search sent after a typing pause does not undo a sort chosen meanwhile.
 */
export function useListState<Key extends string>(defaults: ListState<Key>, sortKeys: readonly Key[]) {
  const params = useSearchParams();
  const [state, setState] = useState(() => readListState(params, defaults, sortKeys));
  const latest = useRef(state);

  function update(change: (current: ListState<Key>) => ListState<Key>) {
    const next = change(latest.current);
    latest.current = next;
    setState(next);
    const query = writeListState(window.location.search, next, defaults);
    window.history.replaceState(null, '', `${window.location.pathname}${query}${window.location.hash}`);
  }

  return {
    ...state,
    sortBy: (key: Key) => update((current) => ({ ...current, sort: nextSort(current.sort, key), page: 1 })),
    goToPage: (page: number) => update((current) => ({ ...current, page })),
    searchFor: (search: string) => update((current) => ({ ...current, search, page: 1 })),
  };
}
