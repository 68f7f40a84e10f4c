'use client';

import { useEffect, type RefObject } from 'react';

/** While `open`, a pointer down outside `container` or Escape calls `close` (the menu bar's pop-ups). */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: (byEscape: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    function closeOnOutside(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) close(false);
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape') close(true);
    }
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, container, close]);
}
