'use client';

import { useSyncExternalStore } from 'react';

/** Phones: the width under which the site's modals are full-screen sheets (components/ui/Modal.module.css). */
export const NARROW_SCREEN_QUERY = '(max-width: 639.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches;

/** True on a phone-width screen; false on the server and until the browser has measured. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
