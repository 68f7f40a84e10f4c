'use client';

import { useEffect, useState } from 'react';
import { useTimeInfo } from '@/lib/client/queries/time-info';
import {
  msUntilNextTick,
  RESET_REFETCH_DELAY_MS,
  resetAtOnClientClock,
  secondsUntil,
  shouldRefetchAfterHidden,
} from './countdown';

export type ResetCountdownState = { status: 'loading' | 'error' } | { status: 'ready'; secondsLeft: number };

/**
 * Seconds until the daily reset (game-side §4 "Reset countdown"): read from GET /api/time/info,
 * ticking every second; at 0 it asks again after 1 s, and again when the tab comes back after
 * being hidden for more than 30 s. The answer is the shared time-info query, which /daily takes its date from.
 */
export function useResetCountdown(): ResetCountdownState {
  const { data, dataUpdatedAt, isError, refetch } = useTimeInfo();
  const [clock, setClock] = useState(0);
  const resetAt = data ? resetAtOnClientClock(data, dataUpdatedAt) : null;
  // The clock never reads earlier than the answer it counts from.
  const now = Math.max(clock, dataUpdatedAt);
  const secondsLeft = resetAt === null ? null : secondsUntil(resetAt, now);

  // One tick per shown second, re-armed after every update.
  useEffect(() => {
    if (resetAt === null) return;
    const timer = window.setTimeout(() => setClock(Date.now()), msUntilNextTick(resetAt, now));
    return () => window.clearTimeout(timer);
  }, [resetAt, now]);

  // At 0: 'Resetting...', then ask again; a server still on the old day gets asked again a second later.
  useEffect(() => {
    if (secondsLeft !== 0) return;
    const timer = window.setTimeout(() => void refetch(), RESET_REFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, dataUpdatedAt, refetch]);

  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      if (shouldRefetchAfterHidden(hiddenAt, Date.now())) void refetch();
      else setClock(Date.now());
      hiddenAt = null;
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [refetch]);

  if (isError) return { status: 'error' };
  return secondsLeft === null ? { status: 'loading' } : { status: 'ready', secondsLeft };
}
