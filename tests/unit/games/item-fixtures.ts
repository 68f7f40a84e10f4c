import { findItemByName } from '@/lib/games/items';
import type { GameId, ItemsByGame } from '@/lib/games/types';

/** A real item from the game's items.json; throws when the name is missing so a table row cannot silently pass. */
export function realItem<Id extends GameId>(gameId: Id, name: string): ItemsByGame[Id] {
  const item = findItemByName(gameId, name);
  if (!item) throw new Error(`${gameId} has no item named ${name}`);
  return item;
}
