/**
 * The rules of a game's edited statistics (accounts-side §5): the statistics editor asks them as the
 * admin types, and the server's schema (admin-users.ts) refuses the same. No zod here: the editor's
 * bundle stays small.
 */
export const DAILY_ABOVE_TOTAL = 'Daily games cannot be more than total games.';
export const BEST_ABOVE_DAILY = 'Best streak cannot be more than daily games (a streak is made of daily wins).';

/** What is wrong with one game's edited figures, or null: the server's schema and the editor ask the same. */
export function statsProblem(stat: { total_games_played: number; total_daily_games_played: number; best_daily_streak: number }): string | null {
  if (stat.total_daily_games_played > stat.total_games_played) return DAILY_ABOVE_TOTAL;
  if (stat.best_daily_streak > stat.total_daily_games_played) return BEST_ABOVE_DAILY;
  return null;
}
