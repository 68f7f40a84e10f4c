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

/** The grid's order: the player's unlocks first, each group in catalogue order (the sort is stable). */
export function unlockedFirst<T extends { unlocked: boolean }>(achievements: readonly T[]): T[] {
  return [...achievements].sort((a, b) => Number(b.unlocked) - Number(a.unlocked));
}

export interface AchievementProgress {
  current: number;
  target: number;
  unit: 'days' | 'wins';
  /** current over target, at most 100. */
  percent: number;
}

/**
 * Progress toward an achievement on the own page (accounts-side §9): a streak achievement counts the
 * current streak in days, every other achievement with a threshold (total wins, a game's daily wins)
 * counts wins; the percentage stops at 100. Achievements without a threshold have none.
 */
export function achievementProgress(
  entry: Pick<AchievementView, 'category' | 'threshold'>,
  progress: { currentDailyStreak: number; currentWins: number },
): AchievementProgress | null {
  if (!entry.threshold) return null;
  const unit = entry.category === 'daily-streak' ? 'days' : 'wins';
  const current = Math.max(0, unit === 'days' ? progress.currentDailyStreak : progress.currentWins);
  return { current, target: entry.threshold, unit, percent: Math.min(100, Math.floor((current / entry.threshold) * 100)) };
}

/** '2/3 days', '4/10 wins'. */
export function progressText({ current, target, unit }: AchievementProgress): string {
  return `${current}/${target} ${unit}`;
}
