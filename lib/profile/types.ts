/**
 * Response shapes of the profile calls (accounts-side §3 "User", "Public profile"; §7.1). Shared by the
 * services that build them, the pages that render them and the browser's endpoints.
 */
import type { ClosestAchievement } from '@/lib/achievements/closest';
import type { AccountUser } from '@/lib/auth/account-user';
import type { GameStatsSummary } from '@/lib/progress/types';
import type { ProfileBadge } from './badge';

/** An unlocked achievement in a profile's strip and the badge picker. */
export interface ProfileAchievement extends ProfileBadge {
  category: string;
  /** ISO timestamp of the unlock. */
  unlocked_at: string;
}

/** GET /auth/users/profile/{userId}: the player's own profile (or any player's, for an admin). */
export interface OwnProfile {
  user: AccountUser;
  summary: GameStatsSummary;
  achievements: ProfileAchievement[];
}

/**
 * GET /auth/public-profile/{id}: only what the public page shows. No id, e-mail, role or last login;
 * the badge and achievements without their database ids.
 */
export interface PublicProfile {
  username: string;
  profile_picture: string | null;
  bio: string;
  badge: Omit<ProfileBadge, 'id'> | null;
  created_at: string;
  summary: GameStatsSummary;
  achievements: Omit<ProfileAchievement, 'id'>[];
  total_achievements: number;
}

/** A player's history on both profile pages (issue 29): the calendar's wins per Chicago day, and the closest achievements. */
export interface ProfileHistory {
  /** Today in Chicago: the calendar's last day. */
  today: string;
  /** Daily wins (all games) per day of the calendar's window, days without a win left out. */
  winsByDate: Record<string, number>;
  closest: ClosestAchievement[];
}
