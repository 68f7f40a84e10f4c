'use client';

import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { fetchAccountDailyState, fetchAccountStreak } from '@/lib/client/account-progress';
import { errorMessage } from '@/lib/client/api';
import { loadDailyState, readLocalStreak, type LocalDailyState } from '@/lib/client/guest-storage';
import { getDailyInfo, type DailyInfo } from '@/lib/client/endpoints';
import { fetchCatalogue, gameKeys } from '@/lib/client/queries/game';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';

/** Everything a round starts from: the items, today's puzzle and the player's saved progress for it. */
export interface GameSnapshot {
  /** Changes on every (re)load, so the board can start over from a fresh snapshot. */
  version: string;
  /** The signed-in player whose progress lives on the server, or null for a guest (browser storage). */
  accountId: string | null;
  items: readonly AnyItem[];
  daily: DailyInfo;
  saved: LocalDailyState | null;
  streak: number;
}

export type LoadStatus = { kind: 'loading' } | { kind: 'error'; message: string; detail: string } | { kind: 'ready' };

const LOAD_FAILED = 'Could not load the game. Check your connection and try again.';

/** A signed-in player's saved round and streak; a failed read is logged and counts as none (game-side §8). */
async function accountProgress(accountId: string, game: GameConfig, date: string) {
  const [saved, streak] = await Promise.all([
    fetchAccountDailyState(accountId, game, date).catch((error: unknown) => (console.error('Loading your saved round failed', error), null)),
    fetchAccountStreak(accountId, game, date).catch((error: unknown) => (console.error('Loading your streak failed', error), 0)),
  ]);
  return { saved, streak };
}

type SnapshotContent = Omit<GameSnapshot, 'version'>;

async function fetchSnapshot(client: QueryClient, game: GameConfig, accountId: string | null): Promise<SnapshotContent> {
  const [items, daily] = await Promise.all([fetchCatalogue(client, game), getDailyInfo(game)]);
  // The server's date, not the browser clock, decides which saved state is today's.
  const { saved, streak } = accountId
    ? await accountProgress(accountId, game, daily.date)
    : { saved: loadDailyState(game, daily.date), streak: readLocalStreak(game, daily.date).current };
  return { accountId, items, daily: { date: daily.date, puzzleNumber: daily.puzzleNumber, nextResetUTC: daily.nextResetUTC }, saved, streak };
}

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
  const client = useQueryClient();
  const query = useQuery({
    queryKey: gameKeys.snapshot(game, accountId ?? null),
    queryFn: () =>
      fetchSnapshot(client, game, accountId ?? null).catch((failure: unknown) => {
        console.error('Loading the game failed', failure);
        throw failure;
      }),
    enabled: accountId !== undefined,
    staleTime: Infinity,
    // A later visit reads the saved round again (it may have been played in between).
    gcTime: 0,
  });
  const { data, dataUpdatedAt, error, isError, isFetching, refetch } = query;

  // Each load is a new version, so the board starts over from it.
  const snapshot = useMemo<GameSnapshot | null>(
    () => (data ? { ...data, version: `${dataUpdatedAt}:${data.accountId ?? 'guest'}` } : null),
    [data, dataUpdatedAt],
  );
  const status: LoadStatus = isFetching
    ? { kind: 'loading' }
    : isError
      ? { kind: 'error', message: LOAD_FAILED, detail: errorMessage(error, '') }
      : snapshot
        ? { kind: 'ready' }
        : { kind: 'loading' };

  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);

  return { snapshot, status, reload };
}
