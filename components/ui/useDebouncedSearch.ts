'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A search box whose text shows at once and is handed on once typing pauses for `delayMs` (the admin
 * lists: 500 ms for players, 300 ms for feedback). Returns what is typed and the box's change handler.
 */
export function useDebouncedSearch(initial: string, delayMs: number, onSettled: (search: string) => void) {
  const [typed, setTyped] = useState(initial);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function type(value: string) {
    setTyped(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSettled(value), delayMs);
  }
  return [typed, type] as const;
}
