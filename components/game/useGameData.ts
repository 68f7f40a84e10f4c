'use client';

import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { fetchAccountDailyState, fetchAccountStreak } from '@/lib/client/account-progress';
import { apiRequest, errorMessage } from '@/lib/client/api';
import { loadDailyState, readLocalStreak, type LocalDailyState } from '@/lib/client/guest-storage';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';
import type { DailyInfo } from './round-state';

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

async function fetchSnapshot(game: GameConfig, attempt: number, accountId: string | null): Promise<GameSnapshot> {
  const [cards, daily] = await Promise.all([
    apiRequest<Record<string, AnyItem[]>>(game.apiEndpoint),
    apiRequest<DailyInfo>(game.dailyApiEndpoint),
  ]);
  const items = cards[game.itemsArrayField];
  if (!Array.isArray(items)) throw new Error('The item list is missing from the response.');
  // The server's date, not the browser clock, decides which saved state is today's.
  const { saved, streak } = accountId
    ? await accountProgress(accountId, game, daily.date)
    : { saved: loadDailyState(game, daily.date), streak: readLocalStreak(game, daily.date).current };
  const version = `${attempt}:${accountId ?? 'guest'}`;
  return { version, accountId, items, daily: { date: daily.date, puzzleNumber: daily.puzzleNumber, nextResetUTC: daily.nextResetUTC }, saved, streak };
}

/**
 * Loads the game once the viewer is known (game-side §4 "Loading a game"); `reload` fetches today's
 * puzzle again (retry, day change). Signing in or out in another tab loads the other player's round.
 */
export function useGameData(game: GameConfig) {
  const { status: authStatus, user } = useAuth();
  // undefined while the session is being decided; players without a username play as guests.
  const accountId = authStatus === 'loading' ? undefined : user?.username ? user.id : null;
  const [snapshot, setSnapshot] = useState<GameSnapshot | null>(null);
  const [status, setStatus] = useState<LoadStatus>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (accountId === undefined) return;
    let cancelled = false;
    fetchSnapshot(game, attempt, accountId).then(
      (next) => {
        if (cancelled) return;
        setSnapshot(next);
        setStatus({ kind: 'ready' });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('Loading the game failed', error);
        setStatus({ kind: 'error', message: LOAD_FAILED, detail: errorMessage(error, '') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [game, attempt, accountId]);

  const reload = useCallback(() => {
    setStatus({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { snapshot, status, reload };
}
