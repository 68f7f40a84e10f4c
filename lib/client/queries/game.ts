/**
 * The game page's cached resources: the game catalogue (fixed per deployment, kept for the whole visit)
 * and the snapshot a round starts from (components/game/useGameData.ts: today's puzzle and the player's
 * saved round and streak, read afresh on every load).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getCards } from '@/lib/client/endpoints';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';

export const gameKeys = {
  catalogue: (game: GameConfig) => ['catalogue', game.id] as const,
  snapshot: (game: GameConfig, accountId: string | null) => ['game-snapshot', game.id, accountId] as const,
};

/** Every item of the game; the list only changes with a deployment, so one read per visit. */
export async function fetchCatalogue(client: QueryClient, game: GameConfig): Promise<readonly AnyItem[]> {
  const cards = await client.fetchQuery({ queryKey: gameKeys.catalogue(game), queryFn: () => getCards(game), staleTime: Infinity, gcTime: Infinity });
  const items = cards[game.itemsArrayField];
  if (!Array.isArray(items)) throw new Error('The item list is missing from the response.');
  return items;
}
