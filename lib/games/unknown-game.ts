import { GAME_IDS } from './types';

/** The route that renders 'Game Not Found' (app/game-not-found/[gameId]). */
export const UNKNOWN_GAME_ROUTE = '/game-not-found';

const GAME_PAGE = /^\/solve\/([^/]+)\/?$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * `/solve/{id}` for an id that is not a game → the path that renders its 404 (the address bar keeps
 * `/solve/{id}`); null for a game's page and any other path.
 */
export function unknownGameRewrite(pathname: string): string | null {
  const segment = GAME_PAGE.exec(pathname)?.[1];
  if (segment === undefined) return null;
  const id = decoded(segment);
  if (id !== null && (GAME_IDS as readonly string[]).includes(id)) return null;
  return `${UNKNOWN_GAME_ROUTE}/${segment}`;
}
