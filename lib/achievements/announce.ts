/**
 * When achievement toasts and the confetti show (accounts-side §4.2, §5, §9): pure, so it is tested
 * without a browser. An achievement is announced once to each player in a browser (so at most once a
 * session, as §4.2 asks, and not again in the next session); a batch is staggered.
 */
import type { NewAchievement } from './types';

export const ACHIEVEMENT_STAGGER_MS = 200;
export const CONFETTI_DELAY_MS = 800;
export const CONFETTI_DURATION_MS = 4000;
export const CONFETTI_PIECES_PER_SIDE = 200;
/** localStorage key: the ids already announced to this player in this browser. */
export const announcedKey = (userId: string) => `guessdle_announced_achievements:${userId}`;

export interface AnnouncementPlan {
  toasts: { achievement: NewAchievement; delayMs: number }[];
  /** When the confetti starts, or null when there is nothing new to celebrate. */
  confettiDelayMs: number | null;
}

export function planAnnouncements(achievements: readonly NewAchievement[], alreadyAnnounced: ReadonlySet<number>): AnnouncementPlan {
  const seen = new Set(alreadyAnnounced);
  const fresh = achievements.filter((achievement) => {
    if (seen.has(achievement.id)) return false;
    seen.add(achievement.id);
    return true;
  });
  return {
    toasts: fresh.map((achievement, index) => ({ achievement, delayMs: index * ACHIEVEMENT_STAGGER_MS })),
    confettiDelayMs: fresh.length > 0 ? CONFETTI_DELAY_MS : null,
  };
}

export type ToastLength = 'short' | 'medium' | 'long';

/** The toast's length class from its description: up to 30 characters short, up to 60 medium, else long. */
export function toastLength(description: string): ToastLength {
  if (description.length <= 30) return 'short';
  if (description.length <= 60) return 'medium';
  return 'long';
}

/** Reads the ids announced to the player (an unreadable or missing entry is an empty set). */
export function readAnnounced(storage: Pick<Storage, 'getItem'> | null, userId: string): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(announcedKey(userId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function writeAnnounced(storage: Pick<Storage, 'setItem'> | null, userId: string, ids: ReadonlySet<number>): void {
  try {
    storage?.setItem(announcedKey(userId), JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: the toast may show again, nothing worse.
  }
}
