/**
 * What the daily page shows per game: today's completion and the streaks. The shape mirrors the
 * server's daily summary (game-side §3 "Daily summary", §7 GET .../summary/{date}), so a signed-in
 * viewer's server data and a guest's browser storage feed the same components.
 */
import { isCompletedToday, readLocalStreak } from '@/lib/client/guest-storage';
import type { GameConfig } from '@/lib/games/game-config';
import { GAMES } from '@/lib/games/registry';
import type { GameId } from '@/lib/games/types';
import type { DailySummary, GameSummaryEntry as GameDaySummary } from '@/lib/progress/types';

export type { DailySummary, GameDaySummary };

export interface CompletionStats {
  completed: number;
  total: number;
  /** Rounded to a whole percent. */
  percent: number;
}

const NOTHING_YET: GameDaySummary = { currentStreak: 0, bestStreak: 0, isCompleted: false };

export function gameDay(summary: DailySummary, gameId: GameId): GameDaySummary {
  return summary.gameData[gameId] ?? NOTHING_YET;
}

/** A guest's summary for `date`, read from browser storage (never throws). */
export function readGuestSummary(date: string, games: readonly GameConfig[] = GAMES): DailySummary {
  const gameData: DailySummary['gameData'] = {};
  for (const game of games) {
    const streak = readLocalStreak(game, date);
    gameData[game.id] = { currentStreak: streak.current, bestStreak: streak.best, isCompleted: isCompletedToday(game, date) };
  }
  return { date, gameData };
}

export function completionStats(summary: DailySummary, games: readonly GameConfig[] = GAMES): CompletionStats {
  const completed = games.filter((game) => gameDay(summary, game.id).isCompleted).length;
  const total = games.length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}
