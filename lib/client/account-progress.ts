/** A signed-in player's daily progress, read from and reported to the server (game-side §4, §7). */
import type { LocalDailyState } from '@/lib/client/guest-storage';
import type { GameConfig } from '@/lib/games/game-config';
import type { DailyGameStateResponse, DailySummaryResponse, GameStatsReportResponse } from '@/lib/progress/types';
import { apiRequest } from './api';

export const CLOUD_SAVE_FAILED = 'Failed to save your progress to the cloud. Playing offline for now.';

function statePath(userId: string, game: GameConfig, date: string): string {
  return `/api/daily-game-states/user/${encodeURIComponent(userId)}/game/${game.id}/date/${date}`;
}

export function summaryPath(userId: string, date: string): string {
  return `/api/daily-game-states/user/${encodeURIComponent(userId)}/summary/${date}`;
}

/** The server copy of today's round, in the same shape as a guest's saved state; null when not started. */
export async function fetchAccountDailyState(userId: string, game: GameConfig, date: string): Promise<LocalDailyState | null> {
  const state = await apiRequest<DailyGameStateResponse>(statePath(userId, game, date));
  if (state.guessed_cards.length === 0 && !state.is_hint_revealed) return null;
  const saved: LocalDailyState = {
    date,
    game_won: state.game_won,
    is_hint_revealed: state.is_hint_revealed,
    current_card_id: state.current_card_id,
    guessed_cards: state.guessed_cards,
    attempts_data: state.attempts_data,
  };
  if (state.hint) saved.hint = state.hint;
  if (state.answer) saved.answer = state.answer;
  return saved;
}

export async function fetchAccountStreak(userId: string, game: GameConfig, date: string): Promise<number> {
  const summary = await apiRequest<DailySummaryResponse>(summaryPath(userId, date));
  return summary.gameData[game.id]?.currentStreak ?? 0;
}

/** Confirms a daily win with the server (which recorded it when judging) and returns the new streak. */
export async function reportAccountDailyWin(userId: string, game: GameConfig, date: string, attempts: number): Promise<number> {
  await apiRequest<GameStatsReportResponse>(`/api/game-stats/user/${encodeURIComponent(userId)}/game/${game.id}`, {
    method: 'POST',
    body: { is_daily: true, attempts_count: attempts },
  });
  return fetchAccountStreak(userId, game, date);
}
