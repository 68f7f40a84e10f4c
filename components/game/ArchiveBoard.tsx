'use client';

import { useArchiveSnapshot } from '@/lib/client/queries/archive';
import type { GameConfig } from '@/lib/games/game-config';
import { PlayArea } from './PlayArea';
import { useBoardAccountId, useBoardSnapshot } from './useGameData';

/**
 * The interactive part of /archive/{game}/{date}: the game board in archive mode, for a past day's puzzle.
 * No day change to follow (the day is the address's), no streak.
 */
export function ArchiveBoard({ game, date }: { game: GameConfig; date: string }) {
  const { snapshot, status, reload } = useBoardSnapshot(useArchiveSnapshot(game, date, useBoardAccountId()));
  // useGameRound starts the round over from each new snapshot (a sign-in or out elsewhere, a retry).
  return <PlayArea game={game} snapshot={snapshot} status={status} onReload={reload} />;
}
