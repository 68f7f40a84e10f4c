/** A signed-in player's daily progress as the game page reads it (game-side §4, §7). */
import type { LocalDailyState } from '@/lib/client/guest-storage';
import { getDailyState, getDailySummaryOf } from '@/lib/client/endpoints';
import type { GameConfig } from '@/lib/games/game-config';


/** The server copy of today's round, in the same shape as a guest's saved state; null when not started. */
export async function fetchAccountDailyState(userId: string, game: GameConfig, date: string): Promise<LocalDailyState | null> {
  const state = await getDailyState(userId, game, date);
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
  const summary = await getDailySummaryOf(userId, date);
  return summary.gameData[game.id]?.currentStreak ?? 0;
}
