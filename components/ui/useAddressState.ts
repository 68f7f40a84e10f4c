'use client';

import { useSearchParams } from 'next/navigation';
import { useRef, useState } from 'react';

type QueryParams = { get(name: string): string | null } | null;

/**
 * State kept in the address: read from the query string at first, written back on every change with
 * history.replaceState (Next.js keeps its router in step: no new history entry, no reload). Each change
 * starts from the latest state, so a change handed on later (a search after a typing pause) does not undo
 * one made meanwhile. `write` gets the current query string and returns the new one (other parameters kept).
 * The one way the site keeps state in the address: useListState, useAddressParam and the admin tabs build on it.
 */
export function useAddressState<State>(read: (params: QueryParams) => State, write: (query: string, state: State) => string) {
  const params = useSearchParams();
  const [state, setState] = useState(() => read(params));
  const latest = useRef(state);

  function update(change: (current: State) => State) {
    const next = change(latest.current);
    latest.current = next;
    setState(next);
    const query = write(window.location.search, next);
    window.history.replaceState(null, '', `${window.location.pathname}${query}${window.location.hash}`);
  }

  return [state, update] as const;
}
