'use client';

import { useEffect, useRef } from 'react';

/** A little after the reset, so the server is surely on the new day when the page asks. */
const RESET_MARGIN_MS = 1500;
/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Calls `onNewDay` once the daily reset instant has passed: by a timer while the tab is open, and
 * when a hidden tab (whose timers the browser may have paused) becomes visible again.
 */
export function useDayChange(nextResetUTC: string | undefined, onNewDay: () => void) {
  const callback = useRef(onNewDay);
  useEffect(() => {
    callback.current = onNewDay;
  }, [onNewDay]);

  useEffect(() => {
    if (!nextResetUTC) return;
    const resetAt = Date.parse(nextResetUTC);
    if (Number.isNaN(resetAt)) return;
    let fired = false;
    const fire = () => {
      if (fired) return;
      fired = true;
      callback.current();
    };
    const timer = window.setTimeout(fire, Math.min(MAX_TIMEOUT_MS, Math.max(0, resetAt - Date.now() + RESET_MARGIN_MS)));
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() >= resetAt) fire();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [nextResetUTC]);
}
