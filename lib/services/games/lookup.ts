import 'server-only';
import type { GameConfig } from '@/lib/games/game-config';
import { findItemByName } from '@/lib/games/items';
import { GAME_IDS_IN_SPEC_ORDER, gameNotFoundText, getGame } from '@/lib/games/registry';
import type { AnyItem } from '@/lib/games/types';
import { ApiError, unprocessable } from '@/lib/http/errors';

/** The game with this id, or a 404 that lists the valid ids (game-side §2 "Game Not Found"). */
export function requireGame(id: string): GameConfig {
  const game = getGame(id);
  if (!game) throw new ApiError(404, `Game Not Found. ${gameNotFoundText(id)}`, 'game_not_found', { validIds: GAME_IDS_IN_SPEC_ORDER });
  return game;
}

/** The item the player named, or 422 'Not a valid {itemName}'. */
export function requireItem(game: GameConfig, name: string): AnyItem {
  const item = findItemByName(game.id, name);
  if (!item) throw unprocessable(`Not a valid ${game.itemName}`, 'unknown_item');
  return item;
}
