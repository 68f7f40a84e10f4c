import type { PlayedGameRow } from '@/components/stats/sort-stats';
import type { GameId } from '@/lib/games/types';
import type { GameStatsEntry } from '@/lib/progress/types';

export function row(name: string, overrides: Partial<PlayedGameRow> = {}): PlayedGameRow {
  return {
    id: 'bible-books',
    name,
    route: '/solve/bible-books',
    icon: 'cross',
    colors: { primary: '#000', text: '#fff' },
    currentStreak: 0,
    bestStreak: 0,
    dailyGames: 0,
    totalGames: 0,
    lastPlayed: null,
    lastPlayedText: 'Never',
    ...overrides,
  };
}

export function entry(gameId: GameId, overrides: Partial<GameStatsEntry> = {}): GameStatsEntry {
  return {
    game_id: gameId,
    game_name: gameId,
    total_games_played: 3,
    total_daily_games_played: 2,
    current_daily_streak: 1,
    best_daily_streak: 2,
    last_played_date: '2026-11-21T18:05:00.000Z',
    ...overrides,
  };
}
