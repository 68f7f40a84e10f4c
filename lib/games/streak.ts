/** Streak rules shared by guest storage and the server (game-side §4 "Local streak"). */
import { addDays, daysBetween, isValidDateString } from '../calendar-day';

/** The older guest format: a running count and the date it was last extended. */
export interface LegacyStreak {
  count: number;
  lastCompletedDate: string;
}

// A corrupted legacy count must not expand into millions of dates.
const MAX_MIGRATED_DAYS = 3660;

function uniqueSortedDates(dates: readonly string[]): string[] {
  return [...new Set(dates.filter(isValidDateString))].sort();
}

/** Consecutive completed days ending today, or yesterday if today is not done yet; otherwise 0. */
export function currentStreak(completionDates: readonly string[], today: string): number {
  const done = new Set(completionDates.filter(isValidDateString));
  let day = done.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (done.has(day)) {
    count++;
    day = addDays(day, -1);
  }
  return count;
}

/** The longest run of consecutive completed days. */
export function bestStreak(completionDates: readonly string[]): number {
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const date of uniqueSortedDates(completionDates)) {
    run = previous !== undefined && daysBetween(previous, date) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = date;
  }
  return best;
}

/** Adds a completion date, keeping the list sorted and free of duplicates. */
export function addCompletion(completionDates: readonly string[], date: string): string[] {
  return uniqueSortedDates([...completionDates, date]);
}

/** The legacy count as the `count` consecutive days ending lastCompletedDate (oldest first). */
export function migrateLegacyStreak({ count, lastCompletedDate }: LegacyStreak): string[] {
  if (!isValidDateString(lastCompletedDate) || !Number.isFinite(count) || count < 1) return [];
  const days = Math.min(Math.floor(count), MAX_MIGRATED_DAYS);
  return Array.from({ length: days }, (_, i) => addDays(lastCompletedDate, i - days + 1));
}

/** Reads whatever a guest's storage holds under the streak key (a date list or the legacy object) as a date list. */
export function parseStoredStreak(stored: unknown): string[] {
  if (Array.isArray(stored)) return uniqueSortedDates(stored.filter((d): d is string => typeof d === 'string'));
  if (stored && typeof stored === 'object') {
    const { count, lastCompletedDate } = stored as Partial<Record<keyof LegacyStreak, unknown>>;
    if (typeof count === 'number' && typeof lastCompletedDate === 'string') return migrateLegacyStreak({ count, lastCompletedDate });
  }
  return [];
}

/**
 * A streak as the server keeps it (game_stats): updated when a win is recorded, so the leaderboard
 * never recomputes it from history. `current` is the run ending on `lastWinDate`.
 */
export interface KeptStreak {
  current: number;
  best: number;
  lastWinDate: string | null;
}

export const NO_STREAK: KeptStreak = { current: 0, best: 0, lastWinDate: null };

/**
 * The kept streak after a daily win on `winDate`: the run grows when the last win was the day before,
 * otherwise it starts again at 1. A win on or before the last one changes nothing (wins are recorded
 * once per day, in day order).
 */
export function advanceKeptStreak(kept: KeptStreak, winDate: string): KeptStreak {
  if (kept.lastWinDate !== null && daysBetween(kept.lastWinDate, winDate) <= 0) return kept;
  const current = kept.lastWinDate !== null && daysBetween(kept.lastWinDate, winDate) === 1 ? kept.current + 1 : 1;
  return { current, best: Math.max(kept.best, current), lastWinDate: winDate };
}

/** The kept current streak as seen on `today`: 0 once the last win is older than yesterday. */
export function effectiveCurrentStreak(kept: Pick<KeptStreak, 'current' | 'lastWinDate'>, today: string): number {
  if (kept.lastWinDate === null) return 0;
  const age = daysBetween(kept.lastWinDate, today);
  return age === 0 || age === 1 ? kept.current : 0;
}

/**
 * The kept streak recounted from a player's win days: the run ending on the last win, and the best of
 * the history and the kept best (which an admin may have set). For a win that lands after a later day's.
 */
export function keptStreakFromHistory(winDates: readonly string[], keptBest: number): KeptStreak {
  const dates = uniqueSortedDates(winDates);
  const lastWinDate = dates.at(-1) ?? null;
  if (lastWinDate === null) return { current: 0, best: keptBest, lastWinDate };
  const current = currentStreak(dates, lastWinDate);
  return { current, best: Math.max(keptBest, bestStreak(dates), current), lastWinDate };
}
