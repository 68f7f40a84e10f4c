import type { Metadata } from 'next';
import { tryDecode } from '../http/decode';
import { GAME_IDS } from './types';

/** The route that renders 'Game Not Found' (app/game-not-found/[gameId]). */
export const UNKNOWN_GAME_ROUTE = '/game-not-found';

const GAME_PAGE = /^\/solve\/([^/]+)\/?$/;

/** The 404's title, for the route and its not-found boundary alike. */
export const GAME_NOT_FOUND_METADATA: Metadata = { title: 'Game Not Found', robots: { index: false } };

/**
 * `/solve/{id}` for an id that is not a game → the path that renders its 404 (the address bar keeps
 * `/solve/{id}`); null for a game's page and any other path.
 */
export function unknownGameRewrite(pathname: string): string | null {
  const segment = GAME_PAGE.exec(pathname)?.[1];
  if (segment === undefined) return null;
  const id = tryDecode(segment);
  if (id !== undefined && (GAME_IDS as readonly string[]).includes(id)) return null;
  return `${UNKNOWN_GAME_ROUTE}/${segment}`;
}
