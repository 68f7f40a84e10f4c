'use client';

import { useCallback, useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '@/lib/client/api';
import { loadDailyState, readLocalStreak, type LocalDailyState } from '@/lib/client/guest-storage';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';
import type { DailyInfo } from './round-state';

/** Everything a round starts from: the items, today's puzzle and the guest's saved progress for it. */
export interface GameSnapshot {
  /** Changes on every (re)load, so the board can start over from a fresh snapshot. */
  version: number;
  items: readonly AnyItem[];
  daily: DailyInfo;
  saved: LocalDailyState | null;
  streak: number;
}

export type LoadStatus = { kind: 'loading' } | { kind: 'error'; message: string; detail: string } | { kind: 'ready' };

const LOAD_FAILED = 'Could not load the game. Check your connection and try again.';

async function fetchSnapshot(game: GameConfig, version: number): Promise<GameSnapshot> {
  const [cards, daily] = await Promise.all([
    apiRequest<Record<string, AnyItem[]>>(game.apiEndpoint),
    apiRequest<DailyInfo>(game.dailyApiEndpoint),
  ]);
  const items = cards[game.itemsArrayField];
  if (!Array.isArray(items)) throw new Error('The item list is missing from the response.');
  // The server's date, not the browser clock, decides which saved state is today's.
  const saved = loadDailyState(game, daily.date);
  const streak = readLocalStreak(game, daily.date).current;
  return { version, items, daily: { date: daily.date, puzzleNumber: daily.puzzleNumber, nextResetUTC: daily.nextResetUTC }, saved, streak };
}

/** Loads the game on mount; `reload` fetches today's puzzle again (retry, day change). */
export function useGameData(game: GameConfig) {
  const [snapshot, setSnapshot] = useState<GameSnapshot | null>(null);
  const [status, setStatus] = useState<LoadStatus>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    fetchSnapshot(game, attempt).then(
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
  }, [game, attempt]);

  const reload = useCallback(() => {
    setStatus({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { snapshot, status, reload };
}
