/** Response shapes of the achievement calls (accounts-side §3 "Achievement", §7.2), shared by services, pages and the browser. */
import type { Rarity } from '@/lib/profile/badge';

export interface AchievementView {
  id: number;
  key: string;
  name: string;
  description: string;
  image_filename: string;
  category: string;
  game_type: string | null;
  threshold: number | null;
  sort_order: number;
  rarity: Rarity;
  globalStats: { unlockedCount: number };
}

/** A player's view of one achievement; `notified` and `progress` only on their own list. */
export interface PlayerAchievementView extends AchievementView {
  unlocked: boolean;
  /** ISO timestamp of the unlock, or null. */
  unlocked_date: string | null;
}

export interface OwnAchievementView extends PlayerAchievementView {
  notified: boolean;
  /** The live streak (in this achievement's game, or the best one) and the wins (this game's dailies for a game's own goal, else all) its progress reads. */
  progress: { currentDailyStreak: number; currentWins: number };
}

/** The own list's entries carry `progress`; a public list's do not. */
export function isOwnView(achievement: PlayerAchievementView): achievement is OwnAchievementView {
  return 'progress' in achievement;
}

/** What a call that can unlock returns for each achievement it unlocked. */
export interface NewAchievement {
  id: number;
  key: string;
  name: string;
  description: string;
  image_filename: string;
  rarity: Rarity;
  category: string;
}

/** The player a public achievements page is about. */
export interface AchievementsOwner {
  username: string;
  profile_picture: string | null;
  created_at: string;
}
