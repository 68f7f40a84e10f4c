import 'server-only';
import { createHash } from 'node:crypto';
import type { GameConfig } from '@/lib/games/game-config';
import { getItems } from '@/lib/games/items';

interface CatalogueBody {
  json: string;
  etag: string;
}

const cache = new Map<string, CatalogueBody>();

/** The whole collection under the game's itemsArrayField, serialised once per process with its ETag. */
export function catalogue(game: GameConfig): CatalogueBody {
  let body = cache.get(game.id);
  if (!body) {
    const json = JSON.stringify({ [game.itemsArrayField]: getItems(game.id) });
    body = { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
    cache.set(game.id, body);
  }
  return body;
}
