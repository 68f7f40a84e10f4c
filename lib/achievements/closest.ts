/**
 * The locked achievements a player is closest to (issue 29, on both profile pages), from the same progress the own
 * achievements page shows (./display.ts achievementProgress over getOwnAchievements' `progress`). Pure.
 *
 * "Closest" is the highest fraction done (current over target); ties go to the one with the fewest steps left, then
 * to catalogue order (sort_order). Only achievements with a goal have progress; one whose goal is already reached
 * while it stays locked (an admin revoked it) is not "close", and is left out; the hidden one (the easter egg) is
 * never listed, whatever its data says.
 */
import { catalogueEntry } from './definitions';
import { achievementProgress, type AchievementProgress } from './display';
import type { OwnAchievementView } from './types';

export const CLOSEST_COUNT = 3;

export interface ClosestAchievement {
  key: string;
  name: string;
  description: string;
  image_filename: string;
  rarity: OwnAchievementView['rarity'];
  progress: AchievementProgress;
}

const isHidden = (key: string) => catalogueEntry(key)?.rule.kind === 'capybara';

export function closestAchievements(achievements: readonly OwnAchievementView[], count = CLOSEST_COUNT): ClosestAchievement[] {
  const candidates = achievements.flatMap((achievement) => {
    if (achievement.unlocked || isHidden(achievement.key)) return [];
    const progress = achievementProgress(achievement, achievement.progress);
    if (!progress || progress.current >= progress.target) return [];
    return [{ achievement, progress, done: progress.current / progress.target, left: progress.target - progress.current }];
  });
  candidates.sort((a, b) => b.done - a.done || a.left - b.left || a.achievement.sort_order - b.achievement.sort_order);
  return candidates.slice(0, count).map(({ achievement, progress }) => ({
    key: achievement.key,
    name: achievement.name,
    description: achievement.description,
    image_filename: achievement.image_filename,
    rarity: achievement.rarity,
    progress,
  }));
}
