'use client';

import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast';
import type { GameConfig } from '@/lib/games/game-config';
import { PlayArea } from './PlayArea';
import { useDayChange } from './useDayChange';
import { useGameData } from './useGameData';

/**
 * The interactive part of /solve/{gameId}. It loads the game, moves to the new puzzle when the day
 * changes, and starts the play area over from each fresh load (the `key`).
 */
export function GameBoard({ game }: { game: GameConfig }) {
  const { snapshot, status, reload } = useGameData(game);
  const { showToast } = useToast();

  const moveToNewDay = useCallback(() => {
    showToast("A new day has begun: here is today's puzzle.", { type: 'info' });
    reload();
  }, [reload, showToast]);
  useDayChange(snapshot?.daily.nextResetUTC, moveToNewDay);

  return <PlayArea key={snapshot?.version ?? 'loading'} game={game} snapshot={snapshot} status={status} onReload={reload} />;
}
