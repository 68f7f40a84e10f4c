import 'server-only';
import { createHash } from 'node:crypto';
import type { GameConfig } from '@/lib/games/game-config';
import { withoutHint } from '@/lib/games/item-fields';
import { getItems } from '@/lib/games/items';

interface CatalogueBody {
  json: string;
  etag: string;
}

const cache = new Map<string, CatalogueBody>();

/**
 * The whole collection under the game's itemsArrayField, without the hints (lib/games/item-fields.ts
 * `withoutHint`), serialised once per process with its ETag.
 */
export function catalogue(game: GameConfig): CatalogueBody {
  let body = cache.get(game.id);
  if (!body) {
    const json = JSON.stringify({ [game.itemsArrayField]: getItems(game.id).map((item) => withoutHint(game, item)) });
    body = { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
    cache.set(game.id, body);
  }
  return body;
}
