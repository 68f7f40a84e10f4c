'use client';

import { GAME_LOAD_FAILED } from '@/lib/messages/game';
import { useCallback, useMemo } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { errorMessage } from '@/lib/client/api';
import { useGameSnapshot, type SnapshotContent } from '@/lib/client/queries/game';
import type { GameConfig } from '@/lib/games/game-config';

/** Everything a round starts from (lib/client/queries/game.ts), as one version of it. */
export interface GameSnapshot extends SnapshotContent {
  /** Changes on every (re)load, so the board can start over from a fresh snapshot. */
  version: string;
}

export type LoadStatus = { kind: 'loading' } | { kind: 'error'; message: string; detail: string } | { kind: 'ready' };


/**
 * Loads the game once the viewer is known (game-side §4 "Loading a game"); `reload` fetches today's
 * puzzle again (retry, day change). Signing in or out in another tab loads the other player's round.
 * The snapshot is read once per visit and only changes on `reload`: a round in play is never reset by
 * a background refresh. The catalogue stays cached for the whole visit.
 */
export function useGameData(game: GameConfig) {
  const { status: authStatus, user } = useAuth();
  // undefined while the session is being decided; players without a username play as guests.
  const accountId = authStatus === 'loading' ? undefined : user?.username ? user.id : null;
  const { data, dataUpdatedAt, error, isError, isFetching, refetch } = useGameSnapshot(game, accountId);

  // Each load is a new version, so the board starts over from it.
  const snapshot = useMemo<GameSnapshot | null>(
    () => (data ? { ...data, version: `${dataUpdatedAt}:${data.accountId ?? 'guest'}` } : null),
    [data, dataUpdatedAt],
  );
  const status: LoadStatus = isFetching
    ? { kind: 'loading' }
    : isError
      ? { kind: 'error', message: GAME_LOAD_FAILED, detail: errorMessage(error, '') }
      : snapshot
        ? { kind: 'ready' }
        : { kind: 'loading' };

  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);

  return { snapshot, status, reload };
}
