/** Splits a player's stats into the played and the untried games (accounts-side §2.8). */
import type { GameConfig } from '@/lib/games/game-config';
import { GAMES, getGame } from '@/lib/games/registry';
import type { GameStatsEntry } from '@/lib/progress/types';
import { DAILY_TIME_ZONE } from '@/lib/time';
import type { PlayedGameRow } from './sort-stats';

export const NEVER_PLAYED_TEXT = 'Never';

// The daily calendar's time zone, so a win shows on the day it counted for.
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: DAILY_TIME_ZONE });

/** E.g. 'Nov 21, 2026', or 'Never'. */
export function formatLastPlayed(iso: string | null): string {
  if (iso === null) return NEVER_PLAYED_TEXT;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NEVER_PLAYED_TEXT : SHORT_DATE.format(date);
}

function hasPlayed(entry: GameStatsEntry): boolean {
  return entry.total_games_played > 0 || entry.total_daily_games_played > 0;
}

/** The stats of the games the player has played, as table rows (games unknown to the registry are skipped). */
export function playedGameRows(entries: readonly GameStatsEntry[]): PlayedGameRow[] {
  return entries.filter(hasPlayed).flatMap((entry) => {
    const game = getGame(entry.game_id);
    if (!game) return [];
    return [
      {
        id: game.id,
        name: game.title,
        route: game.route,
        icon: game.icon,
        colors: { primary: game.colors.primary, text: game.colors.text },
        currentStreak: entry.current_daily_streak,
        bestStreak: entry.best_daily_streak,
        dailyGames: entry.total_daily_games_played,
        totalGames: entry.total_games_played,
        lastPlayed: entry.last_played_date,
        lastPlayedText: formatLastPlayed(entry.last_played_date),
      },
    ];
  });
}

/** Every game (all five, by title) that the player has not played yet. */
export function unplayedGames(entries: readonly GameStatsEntry[]): GameConfig[] {
  const played = new Set(entries.filter(hasPlayed).map((entry) => entry.game_id));
  return GAMES.filter((game) => !played.has(game.id));
}
