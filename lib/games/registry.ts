/** The five games. Config only: items live in items.ts, so importing this keeps a browser bundle small. */
import type { GameConfig } from './game-config';
import { GAME_IDS, type GameId } from './types';
import { aoe2UnitsConfig } from './aoe2-units/config';
import { bibleBooksConfig } from './bible-books/config';
import { pokemonConfig } from './pokemon/config';
import { slayTheSpireConfig } from './slay-the-spire/config';
import { subnauticaCreaturesConfig } from './subnautica-creatures/config';

/** All games, sorted by title (game-side §3). */
export const GAMES: readonly GameConfig[] = [
  aoe2UnitsConfig,
  bibleBooksConfig,
  pokemonConfig,
  slayTheSpireConfig,
  subnauticaCreaturesConfig,
].sort((a, b) => a.title.localeCompare(b.title, 'en'));

/** The order in which the 'Game Not Found' page lists the valid ids (game-side §2). */
export const GAME_IDS_IN_SPEC_ORDER: readonly GameId[] = [
  'slay-the-spire',
  'bible-books',
  'subnautica-creatures',
  'aoe2-units',
  'pokemon',
];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

export function getGame(id: string): GameConfig | undefined {
  return GAMES.find((game) => game.id === id);
}

/** The explanation shown under 'Game Not Found'. */
export function gameNotFoundText(id: string): string {
  return `The game configuration for "${id}" was not found. Valid games: ${GAME_IDS_IN_SPEC_ORDER.join(', ')}.`;
}
