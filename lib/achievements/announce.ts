/**
 * When achievement toasts and the confetti show (accounts-side §4.2, §5, §9): pure, so it is tested
 * without a browser. An achievement is announced once per browser session; a batch is staggered.
 */
import type { NewAchievement } from './types';

export const ACHIEVEMENT_STAGGER_MS = 200;
export const CONFETTI_DELAY_MS = 800;
export const CONFETTI_DURATION_MS = 4000;
export const CONFETTI_PIECES_PER_SIDE = 200;
/** sessionStorage key: the ids already announced in this browser session. */
export const ANNOUNCED_KEY = 'guessdle_announced_achievements';

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

/** Reads the announced ids (an unreadable or missing entry is an empty set). */
export function readAnnounced(storage: Pick<Storage, 'getItem'> | null): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ANNOUNCED_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function writeAnnounced(storage: Pick<Storage, 'setItem'> | null, ids: ReadonlySet<number>): void {
  try {
    storage?.setItem(ANNOUNCED_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: the toast may show again in this session, nothing worse.
  }
}
