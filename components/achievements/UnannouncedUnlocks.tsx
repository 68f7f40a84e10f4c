'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { fetchOwnAchievements } from '@/lib/client/queries/achievements';
import { checkedThisSession, markChecked } from './unlocks-checked';
import { useAnnounceOnce } from './useAnnounceAchievements';

/**
 * Announces the unlocks no call of this browser announced (accounts-side §4.2: every unlock once): those
 * given with the account (Founder, once the username is set), by an admin, or by the admin refresh. Once
 * a browser session, on the first page a player with a username sees; the unseen ones (NEW) are candidates.
 */
export function UnannouncedUnlocks() {
  const { user } = useAuth();
  const userId = user?.username ? user.id : null;
  const client = useQueryClient();
  // Not the announcing of a call's unlocks: the lists were just read, and reading them again would drop NEW.
  const announce = useAnnounceOnce();

  useEffect(() => {
    if (!userId || checkedThisSession(userId)) return;
    fetchOwnAchievements(client, userId).then(
      ({ achievements }) => {
        markChecked(userId);
        announce(achievements.filter((achievement) => achievement.unlocked && !achievement.notified));
      },
      (error: unknown) => console.warn('Could not look for unannounced achievements:', error), // the next page tries again
    );
  }, [userId, client, announce]);

  return null;
}
