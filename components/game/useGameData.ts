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

/** The player a board loads for: undefined while the session is being decided; players without a username play as guests. */
export function useBoardAccountId(): string | null | undefined {
  const { status, user } = useAuth();
  return status === 'loading' ? undefined : user?.username ? user.id : null;
}

/** The parts of a snapshot query (the daily's, or an archive day's) the board reads. */
interface SnapshotQuery {
  data: SnapshotContent | undefined;
  dataUpdatedAt: number;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A snapshot query as the board takes it: a versioned snapshot, its load status and a reload. */
export function useBoardSnapshot({ data, dataUpdatedAt, error, isError, isFetching, refetch }: SnapshotQuery) {
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

/**
 * Loads the game once the viewer is known (game-side §4 "Loading a game"); `reload` fetches today's
 * puzzle again (retry, day change). Signing in or out in another tab loads the other player's round.
 * The snapshot is read once per visit and only changes on `reload`: a round in play is never reset by
 * a background refresh. The catalogue stays cached for the whole visit.
 */
export function useGameData(game: GameConfig) {
  return useBoardSnapshot(useGameSnapshot(game, useBoardAccountId()));
}
