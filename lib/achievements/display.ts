/** How the achievement pages word their facts (accounts-side §2.9, §9). */
import { formatDateTime } from '@/lib/time-display';
import type { AchievementView } from './types';

/** 'Unlocked on Nov 24, 2026, 2:05 PM Chicago time' (the site's one date formatter). */
export function unlockedOnText(iso: string): string {
  return `Unlocked on ${formatDateTime(iso)}`;
}

export function playersText(count: number): string {
  return count === 1 ? '1 player has this achievement' : `${count} players have this achievement`;
}

export const ACHIEVEMENT_FILTERS = ['All', 'Unlocked', 'Locked', 'Special', 'Daily Streak', 'Total Wins'] as const;
export type AchievementFilter = (typeof ACHIEVEMENT_FILTERS)[number];

/** Special: everything that is not a streak or a win count (user groups, activities, per-game and hidden ones). */
export function matchesFilter(achievement: Pick<AchievementView, 'category'> & { unlocked: boolean }, filter: AchievementFilter): boolean {
  switch (filter) {
    case 'All':
      return true;
    case 'Unlocked':
      return achievement.unlocked;
    case 'Locked':
      return !achievement.unlocked;
    case 'Daily Streak':
      return achievement.category === 'daily-streak';
    case 'Total Wins':
      return achievement.category === 'total-wins';
    case 'Special':
      return achievement.category !== 'daily-streak' && achievement.category !== 'total-wins';
  }
}

export const NO_ACHIEVEMENTS_FOUND = 'No achievements found';
export const LOAD_FAILED_OWN = 'Failed to load achievements. Please refresh the page to try again.';
export const LOAD_FAILED_PUBLIC = 'Failed to load achievements';
export const MARK_FAILED = 'Failed to update achievement notifications. Please try again.';

/** Progress toward an achievement on the own page (accounts-side §9): streak days or wins over the threshold, at most 100%. */
export function progressPercent(entry: Pick<AchievementView, 'category' | 'threshold'>, progress: { currentDailyStreak: number; currentWins: number }): number | null {
  if (!entry.threshold) return null;
  const value = entry.category === 'daily-streak' ? progress.currentDailyStreak : entry.category === 'total-wins' ? progress.currentWins : null;
  if (value === null) return null;
  return Math.min(100, Math.round((value / entry.threshold) * 100));
}
