'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './Tooltip.module.css';

interface Placement {
  left: number;
  width: number;
  top?: number;
  bottom?: number;
}

const GAP_PX = 6;
const EDGE_PX = 8;
const MAX_WIDTH_PX = 300;

function placeNear(trigger: HTMLElement): Placement {
  const rect = trigger.getBoundingClientRect();
  const width = Math.min(MAX_WIDTH_PX, window.innerWidth - 2 * EDGE_PX);
  const centred = rect.left + rect.width / 2 - width / 2;
  const left = Math.min(Math.max(EDGE_PX, centred), window.innerWidth - width - EDGE_PX);
  // Low on the screen the tip opens upwards, so it stays visible.
  return rect.bottom > window.innerHeight * 0.6
    ? { left, width, bottom: window.innerHeight - rect.top + GAP_PX }
    : { left, width, top: rect.bottom + GAP_PX };
}

/**
 * A button that explains itself: the tip shows on hover, focus or tap and hides on Escape, blur or
 * scroll. It is positioned against the viewport, so a scrolling grid cannot clip it, and it stays in
 * the DOM (hidden) so `aria-describedby` always resolves and the text is in the server HTML.
 */
export function Tooltip({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const open = placement !== null;

  useEffect(() => {
    if (!open) return;
    const close = () => setPlacement(null);
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [open]);

  const show = () => {
    if (triggerRef.current) setPlacement(placeNear(triggerRef.current));
  };
  const hide = () => setPlacement(null);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={`${styles.trigger} ${className ?? ''}`}
        aria-describedby={id}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onClick={show}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            hide();
          }
        }}
      >
        {label}
        <span className={styles.icon} aria-hidden>
          i
        </span>
      </button>
      <span role="tooltip" id={id} className={styles.tip} hidden={!open} style={placement ?? undefined}>
        {children}
      </span>
    </>
  );
}
