/**
 * A game's page is `/solve/{id}` (each game's config.route says the same; tests/unit/games/game-paths.test.ts
 * holds them together). Kept apart from the configs so code on every page can know a game page without them.
 */
import { GAME_IDS, type GameId } from './types';

export const gamePagePath = (id: GameId) => `/solve/${id}`;

const GAME_PAGE_PATHS: ReadonlySet<string> = new Set(GAME_IDS.map(gamePagePath));

export function isGamePagePath(pathname: string | null): boolean {
  return pathname !== null && GAME_PAGE_PATHS.has(pathname);
}
