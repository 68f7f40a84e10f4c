'use client';

import { ApiRequestError } from '@/lib/client/api';
import { usePlayerMomentCalls } from '@/lib/client/queries/achievements';
import { EASTER_EGG_WORD, HOW_TO_PLAY_VIEWED } from '@/lib/achievements/moments';
import type { GameConfig } from '@/lib/games/game-config';
import { useAnnounceAchievements } from './useAnnounceAchievements';

/**
 * The game page's moments that can unlock achievements for a signed-in player: How to Play opened and
 * the hidden word typed. A guest's are no-ops (the hidden word only clears the box). Failures other than
 * 401 are only logged (accounts-side §7.2): they never interrupt play.
 */
export function usePlayerMoments(game: GameConfig, signedIn: boolean) {
  const announce = useAnnounceAchievements();
  const { recordActivity, sendEasterEgg } = usePlayerMomentCalls();
  const quietly = (task: () => Promise<{ newAchievements: Parameters<typeof announce>[0] }>, what: string) => {
    if (!signedIn) return;
    task().then(
      ({ newAchievements }) => announce(newAchievements),
      (error: unknown) => {
        if (!(error instanceof ApiRequestError && error.status === 401)) console.error(`${what} failed`, error);
      },
    );
  };
  return {
    onHowToPlayOpened: () => quietly(() => recordActivity({ activity_type: HOW_TO_PLAY_VIEWED, game_id: game.id, activity_data: null }), 'Recording How to Play'),
    onSecretWord: () => quietly(() => sendEasterEgg(EASTER_EGG_WORD), 'The hidden word'),
  };
}
