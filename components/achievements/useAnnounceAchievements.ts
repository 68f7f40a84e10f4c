'use client';

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { planAnnouncements, readAnnounced, writeAnnounced } from '@/lib/achievements/announce';
import type { NewAchievement } from '@/lib/achievements/types';
import { ACHIEVEMENTS_QUERY_ROOT } from '@/lib/client/queries/achievements';
import { fireAchievementConfetti } from './achievement-confetti';

export const ACHIEVEMENT_UNLOCKED = 'Achievement unlocked!';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Shows the toasts for achievements a call just unlocked: each once per browser session, a batch 200 ms
 * apart, with the confetti 800 ms later. The player's achievement lists are read again afterwards.
 */
export function useAnnounceAchievements() {
  const { showToast } = useToast();
  const client = useQueryClient();
  return useCallback(
    (achievements: readonly NewAchievement[] | undefined) => {
      if (!achievements?.length) return;
      void client.invalidateQueries({ queryKey: [ACHIEVEMENTS_QUERY_ROOT] });
      const storage = sessionStore();
      const announced = readAnnounced(storage);
      const plan = planAnnouncements(achievements, announced);
      for (const { achievement } of plan.toasts) announced.add(achievement.id);
      writeAnnounced(storage, announced);
      for (const { achievement, delayMs } of plan.toasts) {
        window.setTimeout(
          () => showToast(ACHIEVEMENT_UNLOCKED, { type: 'achievement', achievement: { name: achievement.name, description: achievement.description, imageFilename: achievement.image_filename, rarity: achievement.rarity } }),
          delayMs,
        );
      }
      if (plan.confettiDelayMs !== null) window.setTimeout(() => void fireAchievementConfetti(), plan.confettiDelayMs);
    },
    [client, showToast],
  );
}
