'use client';

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/components/auth/AuthProvider';
import { useToast } from '@/components/ui/toast';
import { planAnnouncements, readAnnounced, writeAnnounced } from '@/lib/achievements/announce';
import type { NewAchievement } from '@/lib/achievements/types';
import { ACHIEVEMENTS_QUERY_ROOT } from '@/lib/client/queries/achievements';
import { fireAchievementConfetti } from './achievement-confetti';

export const ACHIEVEMENT_UNLOCKED = 'Achievement unlocked!';

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Celebrates achievements as an unlock does (accounts-side §4.2): a toast each, a batch 200 ms apart,
 * and the confetti 800 ms later. It shows everything it is given (the admin's toast test uses it as is).
 */
export function useCelebrateAchievements() {
  const { showToast } = useToast();
  return useCallback(
    (achievements: readonly NewAchievement[]) => {
      const plan = planAnnouncements(achievements, new Set());
      for (const { achievement, delayMs } of plan.toasts) {
        window.setTimeout(
          () => showToast(ACHIEVEMENT_UNLOCKED, { type: 'achievement', achievement: { name: achievement.name, description: achievement.description, imageFilename: achievement.image_filename, rarity: achievement.rarity } }),
          delayMs,
        );
      }
      if (plan.confettiDelayMs !== null) window.setTimeout(() => void fireAchievementConfetti(), plan.confettiDelayMs);
    },
    [showToast],
  );
}

/** Celebrates the achievements not yet announced to this player in this browser (remembered in localStorage). */
export function useAnnounceOnce() {
  const celebrate = useCelebrateAchievements();
  const userId = useAuth().user?.id;
  return useCallback(
    (achievements: readonly NewAchievement[]) => {
      if (!userId) return;
      const storage = localStore();
      const announced = readAnnounced(storage, userId);
      const fresh = planAnnouncements(achievements, announced).toasts.map(({ achievement }) => achievement);
      for (const achievement of fresh) announced.add(achievement.id);
      writeAnnounced(storage, userId, announced);
      celebrate(fresh);
    },
    [userId, celebrate],
  );
}

/**
 * Announces achievements a call just unlocked: each once to this player in this browser, celebrated as
 * above. The player's achievement lists are read again afterwards.
 */
export function useAnnounceAchievements() {
  const announceOnce = useAnnounceOnce();
  const client = useQueryClient();
  return useCallback(
    (achievements: readonly NewAchievement[] | undefined) => {
      if (!achievements?.length) return;
      void client.invalidateQueries({ queryKey: [ACHIEVEMENTS_QUERY_ROOT] });
      announceOnce(achievements);
    },
    [client, announceOnce],
  );
}
