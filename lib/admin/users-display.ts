/**
 * The admin User Management tab's rules that the browser and the server share (accounts-side §2.13,
 * §4.7, §9): page size, the sortable columns, the statistics fields. The list's sort, page and search
 * live in the address through components/ui/useListState.ts like every table's.
 */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const USER_SEARCH_DELAY_MS = 500;
/** How long the statistics editor's success note stays (accounts-side §9). */
export const STATS_SAVED_NOTE_MS = 3_000;

export const ADMIN_USER_SORTS = ['created_at', 'username', 'email', 'role', 'last_login', 'total_games_across_all', 'max_current_streak', 'max_best_streak'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** The statistics editor's fields: digits only; an empty field reads as 0 (accounts-side §5). */
export function digitsOnly(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 7);
}

export function fieldNumber(text: string): number {
  return text === '' ? 0 : Number(text);
}

export const DAILY_ABOVE_TOTAL = 'Daily games cannot be more than total games.';
export const BEST_ABOVE_DAILY = 'Best streak cannot be more than daily games (a streak is made of daily wins).';

/** What is wrong with one game's edited figures, or null: the server's schema and the editor ask the same. */
export function statsProblem(stat: { total_games_played: number; total_daily_games_played: number; best_daily_streak: number }): string | null {
  if (stat.total_daily_games_played > stat.total_games_played) return DAILY_ABOVE_TOTAL;
  if (stat.best_daily_streak > stat.total_daily_games_played) return BEST_ABOVE_DAILY;
  return null;
}
