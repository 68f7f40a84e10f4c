'use client';

import { useSearchParams } from 'next/navigation';
import { useRef, useState } from 'react';
import { readUserListState, writeUserListState, type UserListState } from '@/lib/admin/users-display';

/** The user list's search, sort, page and selected player, read from the address once and written back on every change. */
export function useUserListState() {
  const params = useSearchParams();
  const [state, setState] = useState(() => readUserListState(params));
  const latest = useRef(state);
  /** Changes the state from its latest value (a delayed search must not undo a sort chosen meanwhile). */
  function update(change: (current: UserListState) => UserListState) {
    const next = change(latest.current);
    latest.current = next;
    setState(next);
    window.history.replaceState(null, '', `${window.location.pathname}${writeUserListState(window.location.search, next)}`);
  }
  return [state, update] as const;
}
