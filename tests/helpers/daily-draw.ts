import { noRepeatDays } from '@/lib/games/daily';
import { drawDailyItemName, itemNames } from '@/lib/games/items';
import type { GameId } from '@/lib/games/types';
import { addDays } from '@/lib/time';

/** K for a game of `itemCount` items: the days an item waits before it can come back. */
export const recentDaysFor = (itemCount: number) => noRepeatDays(itemCount);

/**
 * `days` answers from `first`, drawn in date order the way the server stores them (item-choice.ts): each
 * day among the items not in the K answers before it. `history` holds the answers of the days before `first`.
 */
export function simulateDraws(gameId: GameId, first: string, days: number, secret: string, history: string[] = []): string[] {
  const gap = noRepeatDays(itemNames(gameId).length);
  const answers = [...history];
  for (let day = 0; day < days; day++) {
    const recent = gap > 0 ? answers.slice(-gap) : [];
    answers.push(drawDailyItemName(gameId, addDays(first, day), secret, recent));
  }
  return answers.slice(history.length);
}
