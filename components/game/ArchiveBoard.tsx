'use client';

import { useMemo } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { errorMessage } from '@/lib/client/api';
import { useArchiveSnapshot } from '@/lib/client/queries/archive';
import type { GameConfig } from '@/lib/games/game-config';
import { GAME_LOAD_FAILED } from '@/lib/messages/game';
import { PlayArea } from './PlayArea';
import type { GameSnapshot, LoadStatus } from './useGameData';

/**
 * The interactive part of /archive/{game}/{date}: the game board in archive mode, for a past day's puzzle.
 * No day change to follow (the day is the address's), no streak.
 */
export function ArchiveBoard({ game, date }: { game: GameConfig; date: string }) {
  const { status: authStatus, user } = useAuth();
  const accountId = authStatus === 'loading' ? undefined : user?.username ? user.id : null;
  const { data, dataUpdatedAt, error, isError, isFetching, refetch } = useArchiveSnapshot(game, date, accountId);
  const snapshot = useMemo<GameSnapshot | null>(() => (data ? { ...data, version: `${dataUpdatedAt}:${data.accountId ?? 'guest'}` } : null), [data, dataUpdatedAt]);
  const status: LoadStatus = isFetching
    ? { kind: 'loading' }
    : isError
      ? { kind: 'error', message: GAME_LOAD_FAILED, detail: errorMessage(error, '') }
      : snapshot
        ? { kind: 'ready' }
        : { kind: 'loading' };
  // useGameRound starts the round over from each new snapshot (a sign-in or out elsewhere, a retry).
  return <PlayArea game={game} snapshot={snapshot} status={status} onReload={() => void refetch()} />;
}
