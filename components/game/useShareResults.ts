'use client';

import { useToast } from '@/components/ui/toast';
import type { GameConfig } from '@/lib/games/game-config';
import { shareText } from '@/lib/games/share';
import { shareRows, type Round } from './round-state';
import type { GameSnapshot } from './useGameData';

export const SHARE_COPIED = 'Results copied to clipboard! Share your victory!';
export const SHARE_FAILED = 'Failed to copy. Please try selecting and copying manually.';

/** Copies the daily round's emoji grid (game-side §5 "Share text") and says whether it worked. */
export function useShareResults(game: GameConfig, snapshot: GameSnapshot | null, round: Round) {
  const { showToast } = useToast();
  return async function share() {
    if (!snapshot) return;
    const text = shareText({
      game,
      date: snapshot.daily.date,
      puzzleNumber: snapshot.daily.puzzleNumber,
      rows: shareRows(game, round),
      won: round.won,
      siteUrl: window.location.origin,
    });
    try {
      await navigator.clipboard.writeText(text);
      showToast(SHARE_COPIED, { type: 'success' });
    } catch {
      showToast(SHARE_FAILED, { type: 'error' });
    }
  };
}
