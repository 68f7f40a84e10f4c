/** Splits a player's stats into the played and the untried games (accounts-side §2.8). */
import type { GameConfig } from '@/lib/games/game-config';
import { GAMES, getGame } from '@/lib/games/registry';
import type { GameStatsEntry } from '@/lib/progress/types';
import type { TriedGame } from '@/lib/services/stats/game-stats';
import { formatDateTimeOr } from '@/lib/time-display';
import type { PlayedGameRow } from './sort-stats';
import { NEVER_PLAYED_TEXT } from '@/lib/messages/accounts';

function hasPlayed(entry: GameStatsEntry): boolean {
  return entry.total_games_played > 0 || entry.total_daily_games_played > 0;
}

/** A game guessed in but never won: zeros, and the time of its last guess. */
function triedGameEntry(tried: TriedGame): GameStatsEntry {
  return {
    game_id: tried.game_id,
    game_name: tried.game_id,
    total_games_played: 0,
    total_daily_games_played: 0,
    current_daily_streak: 0,
    best_daily_streak: 0,
    last_played_date: tried.last_guess_at,
  };
}

function withTriedGames(entries: readonly GameStatsEntry[], tried: readonly TriedGame[]): GameStatsEntry[] {
  const played = entries.filter(hasPlayed);
  const counted = new Set(played.map((entry) => entry.game_id));
  return [...played, ...tried.filter((game) => !counted.has(game.game_id)).map(triedGameEntry)];
}

/**
 * The games the player has played (won, or guessed in without a win), as table rows; games unknown to
 * the registry are skipped.
 */
export function playedGameRows(entries: readonly GameStatsEntry[], tried: readonly TriedGame[] = []): PlayedGameRow[] {
  return withTriedGames(entries, tried).flatMap((entry) => {
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
        lastPlayedText: formatDateTimeOr(entry.last_played_date, NEVER_PLAYED_TEXT),
      },
    ];
  });
}

/**
 * Every game (all five, Pokemon included, by title) that the player has not tried yet: no win and
 * no guess.
 */
export function unplayedGames(entries: readonly GameStatsEntry[], tried: readonly TriedGame[] = []): GameConfig[] {
  const played = new Set(withTriedGames(entries, tried).map((entry) => entry.game_id));
  return GAMES.filter((game) => !played.has(game.id));
}
