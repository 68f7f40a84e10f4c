'use client';

import { useCallback, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import type { GameConfig } from '@/lib/games/game-config';
import { PlayArea } from './PlayArea';
import { useDayChange } from './useDayChange';
import { useGameData } from './useGameData';

/**
 * The interactive part of /solve/{gameId}. It loads the game, moves to the new puzzle when the day
 * changes, and starts the play area over from each fresh load (the `key`). The first load keeps the
 * board the server rendered (useGameRound starts the round from it): remounting it would throw away and
 * rebuild every element of the first screen, which the phone pays for in blocking time and in a late
 * Largest Contentful Paint.
 */
export function GameBoard({ game }: { game: GameConfig }) {
  const { snapshot, status, reload } = useGameData(game);
  const { showToast } = useToast();
  const [firstVersion, setFirstVersion] = useState<string | null>(null);
  if (snapshot && firstVersion === null) setFirstVersion(snapshot.version);
  const boardKey = !snapshot || firstVersion === null || snapshot.version === firstVersion ? 'first' : snapshot.version;

  const moveToNewDay = useCallback(() => {
    showToast("A new day has begun: here is today's puzzle.", { type: 'info' });
    reload();
  }, [reload, showToast]);
  useDayChange(snapshot?.daily.nextResetUTC, moveToNewDay);

  return <PlayArea key={boardKey} game={game} snapshot={snapshot} status={status} onReload={reload} />;
}
