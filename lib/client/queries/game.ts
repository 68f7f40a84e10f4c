/**
 * The game page's resources: the game catalogue (fixed per deployment, kept for the whole visit), today's
 * puzzle, and a signed-in player's saved round and streak. A round starts from one snapshot of them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getCards, getDailyInfo, getDailyState, getDailySummaryOf } from '@/lib/client/endpoints';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';

export const gameKeys = {
  catalogue: (game: GameConfig) => ['catalogue', game.id] as const,
  dailyPuzzle: (game: GameConfig) => ['daily-puzzle', game.id] as const,
  dailyState: (userId: string, game: GameConfig, date: string) => ['daily-state', userId, game.id, date] as const,
  dailySummary: (userId: string, date: string) => ['daily-summary', userId, date] as const,
  snapshot: (game: GameConfig, accountId: string | null) => ['game-snapshot', game.id, accountId] as const,
};

/** Every item of the game; the list only changes with a deployment, so one read per visit. */
export async function fetchCatalogue(client: QueryClient, game: GameConfig): Promise<readonly AnyItem[]> {
  const cards = await client.fetchQuery({ queryKey: gameKeys.catalogue(game), queryFn: () => getCards(game), staleTime: Infinity });
  const items = cards[game.itemsArrayField];
  if (!Array.isArray(items)) throw new Error('The item list is missing from the response.');
  return items;
}

/** Today's date, puzzle number and next reset, always asked afresh (the day may have changed). */
export function fetchDailyPuzzle(client: QueryClient, game: GameConfig) {
  return client.fetchQuery({ queryKey: gameKeys.dailyPuzzle(game), queryFn: () => getDailyInfo(game), staleTime: 0 });
}

export function fetchDailyState(client: QueryClient, userId: string, game: GameConfig, date: string) {
  return client.fetchQuery({ queryKey: gameKeys.dailyState(userId, game, date), queryFn: () => getDailyState(userId, game, date), staleTime: 0 });
}

export function fetchDailySummary(client: QueryClient, userId: string, date: string) {
  return client.fetchQuery({ queryKey: gameKeys.dailySummary(userId, date), queryFn: () => getDailySummaryOf(userId, date), staleTime: 0 });
}
