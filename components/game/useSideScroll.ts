'use client';

import { useEffect, useState, type RefObject } from 'react';

interface SideScroll {
  /** Content hidden to the left (the player has scrolled). */
  moreLeft: boolean;
  /** Content hidden to the right: the cue to scroll sideways. */
  moreRight: boolean;
}

const NONE: SideScroll = { moreLeft: false, moreRight: false };

/** Whether a horizontally scrolling element hides content on either side; follows scrolling and resizing. */
export function useSideScroll(ref: RefObject<HTMLElement | null>): SideScroll {
  const [state, setState] = useState<SideScroll>(NONE);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const next = { moreLeft: hidden > 1 && element.scrollLeft > 1, moreRight: hidden > 1 && element.scrollLeft < hidden - 1 };
      setState((current) => (current.moreLeft === next.moreLeft && current.moreRight === next.moreRight ? current : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    // The box resizes with the window; its content grows with every guess.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);

  return state;
}
