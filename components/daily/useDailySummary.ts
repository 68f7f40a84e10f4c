'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { readGuestSummary, type DailySummary } from './daily-summary';
import { subscribeToLocalStorage } from './local-storage-changes';

const NOT_READ_ON_SERVER = () => null;

/**
 * Today's per-game streaks and completion, or null while unknown (server render and hydration,
 * so the first client render matches the HTML).
 *
 * `serverSummary` is the feed for a signed-in viewer: when it is given (not undefined) it is used
 * instead of browser storage, as long as it describes `date`; a summary for another day gives null
 * (a neutral placeholder) until fresh data arrives. Without it, a guest's browser storage is read.
 */
export function useDailySummary(date: string, serverSummary?: DailySummary | null): DailySummary | null {
  // The snapshot is a string so that unchanged storage compares equal between renders.
  const guestSnapshot = useSyncExternalStore(
    subscribeToLocalStorage,
    () => (serverSummary === undefined ? JSON.stringify(readGuestSummary(date)) : null),
    NOT_READ_ON_SERVER,
  );
  const guestSummary = useMemo(() => (guestSnapshot === null ? null : (JSON.parse(guestSnapshot) as DailySummary)), [guestSnapshot]);

  if (serverSummary !== undefined) return serverSummary?.date === date ? serverSummary : null;
  return guestSummary;
}
