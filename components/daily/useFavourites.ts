'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readFavourites, toggleFavourite } from '@/lib/client/guest-storage';
import { announceLocalStorageChange, subscribeToLocalStorage } from './local-storage-changes';

const readSnapshot = () => JSON.stringify(readFavourites());
const NOT_READ_ON_SERVER = () => null;

/**
 * The favourite game ids from browser storage (null until read after hydration) and a toggle
 * that returns false when the browser refused to store the change.
 */
export function useFavourites() {
  const snapshot = useSyncExternalStore(subscribeToLocalStorage, readSnapshot, NOT_READ_ON_SERVER);
  const favourites = useMemo(() => (snapshot === null ? null : (JSON.parse(snapshot) as string[])), [snapshot]);

  const toggle = useCallback((gameId: string): boolean => {
    const wanted = toggleFavourite(gameId);
    announceLocalStorageChange();
    return readFavourites().includes(gameId) === wanted.includes(gameId);
  }, []);

  return { favourites, toggleFavourite: toggle };
}
