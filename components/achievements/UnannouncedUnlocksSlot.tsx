'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { checkedThisSession } from './unlocks-checked';

// Loaded only when there may be something to announce: it reads the achievement lists (the endpoints, the
// announcing), which every page's first load would otherwise carry (scripts/budget.mjs).
const UnannouncedUnlocks = lazy(() => import('./UnannouncedUnlocks').then((module) => ({ default: module.UnannouncedUnlocks })));

const neverChanges = () => () => {};

/**
 * In the root layout: a player with a username whose unlocks were not looked at yet this browser session
 * gets UnannouncedUnlocks. Read at the first render in the browser (sessionStorage is the browser's; the
 * server's HTML has nothing here), and kept: the check it leads to marks the session itself.
 */
export function UnannouncedUnlocksSlot() {
  const { user } = useAuth();
  const userId = user?.username ? user.id : null;
  const look = useSyncExternalStore(neverChanges, () => userId !== null && !checkedThisSession(userId), () => false);
  if (!look) return null;
  return (
    <Suspense fallback={null}>
      <UnannouncedUnlocks />
    </Suspense>
  );
}
