'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { getTimeInfo } from '@/lib/client/endpoints';
import {
  msUntilNextTick,
  RESET_REFETCH_DELAY_MS,
  resetAtOnClientClock,
  secondsUntil,
  shouldRefetchAfterHidden,
  type TimeInfo,
} from './countdown';

type TimerState =
  | { status: 'loading' | 'error' }
  | { status: 'ready'; resetAt: number; fetchedAt: number; now: number };

export type ResetCountdownState = { status: 'loading' | 'error' } | { status: 'ready'; secondsLeft: number };

/** One call to /api/time/info as the timer's next state; never rejects. */
async function fetchTimeInfo(): Promise<{ state: TimerState; info?: TimeInfo }> {
  try {
    const info = await getTimeInfo();
    const fetchedAt = Date.now();
    return { state: { status: 'ready', resetAt: resetAtOnClientClock(info, fetchedAt), fetchedAt, now: fetchedAt }, info };
  } catch (error) {
    console.error('Failed to load reset timer', error);
    return { state: { status: 'error' } };
  }
}

const withNow = (state: TimerState): TimerState => (state.status === 'ready' ? { ...state, now: Date.now() } : state);

/**
 * Seconds until the daily reset (game-side §4 "Reset countdown"): fetched from GET /api/time/info,
 * ticking every second; at 0 it refetches after 1 s, and again when the tab comes back after
 * being hidden for more than 30 s. `onTimeInfo` hears every answer (the page takes the date from it).
 */
export function useResetCountdown(onTimeInfo?: (info: TimeInfo) => void): ResetCountdownState {
  const [state, setState] = useState<TimerState>({ status: 'loading' });
  const onTimeInfoRef = useRef(onTimeInfo);
  useEffect(() => {
    onTimeInfoRef.current = onTimeInfo;
  }, [onTimeInfo]);

  const load = useCallback(() => {
    void fetchTimeInfo().then((answer) => {
      setState(answer.state);
      if (answer.info) onTimeInfoRef.current?.(answer.info);
    });
  }, []);

  useEffect(load, [load]);

  // One tick per shown second, re-armed after every update.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const timer = window.setTimeout(() => setState(withNow), msUntilNextTick(state.resetAt, state.now));
    return () => window.clearTimeout(timer);
  }, [state]);

  const secondsLeft = state.status === 'ready' ? secondsUntil(state.resetAt, state.now) : null;
  const fetchedAt = state.status === 'ready' ? state.fetchedAt : null;

  // At 0: 'Resetting...', then ask again; a server still on the old day gets asked again a second later.
  useEffect(() => {
    if (secondsLeft !== 0) return;
    const timer = window.setTimeout(load, RESET_REFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, fetchedAt, load]);

  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      if (shouldRefetchAfterHidden(hiddenAt, Date.now())) load();
      else setState(withNow);
      hiddenAt = null;
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [load]);

  return state.status === 'ready' ? { status: 'ready', secondsLeft: secondsLeft ?? 0 } : state;
}
