import type { Metadata } from 'next';
import { GAME_NOT_FOUND_METADATA } from '@/lib/games/unknown-game';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { guardedPage } from '@/lib/auth/guarded-page';

/** The page's own metadata too: the browser keeps the title the page resolves, not only the boundary's. */
export const metadata: Metadata = GAME_NOT_FOUND_METADATA;

/**
 * What /solve/{unknown id} shows (the proxy rewrites it here, lib/games/unknown-game.ts): rendered per
 * request as ./not-found.tsx with a 404. Per request, not cached per id as /solve/[gameId] would: a cached
 * copy would keep its first visitor's script nonce (so the page would not start for the next one), and
 * every made-up id would add a file to the server's cache.
 */
async function UnknownGame(): Promise<never> {
  await connection();
  notFound();
}

export default guardedPage('/game-not-found/[gameId]', UnknownGame);
