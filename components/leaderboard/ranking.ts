/**
 * Pure ranking helpers shared by /leaderboard and the home page preview (accounts-side §2.10, §7.3).
 * Kept free of the game registry so the home page's bundle stays small.
 */
import type { LeaderboardGame } from '@/lib/client/endpoints';

/** The full leaderboard always shows this many rows, padded with dashes (accounts-side §2.10). */
export const LEADERBOARD_ROWS = 10;

export type { LeaderboardGame };

export type Medal = 'gold' | 'silver' | 'bronze';
const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

/** The medal of ranks 1 to 3 (drawn by Medal.tsx), otherwise null. */
export function medalOf(rank: number): Medal | null {
  return MEDALS[rank - 1] ?? null;
}

/** A rank as text: '#n'. */
export function rankLabel(rank: number): string {
  return `#${rank}`;
}

/** The rows to draw: the given ones, then nulls (shown as dashes) up to `rows`. */
export function padRows<T>(items: readonly T[], rows: number = LEADERBOARD_ROWS): (T | null)[] {
  const shown: (T | null)[] = items.slice(0, rows);
  while (shown.length < rows) shown.push(null);
  return shown;
}

export function profileHref(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}
