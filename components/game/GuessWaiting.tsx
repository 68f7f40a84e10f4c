import { useGuessWaiting } from '@/lib/client/queries/play';
import type { GameConfig } from '@/lib/games/game-config';
import { GUESS_WAITING_FOR_CONNECTION } from '@/lib/messages/game';
import styles from './SaveStatus.module.css';

/**
 * Says that a guess waits for the connection (issue 36 item 7). The live region is always on the page, empty
 * until then, so that screen readers announce the words when they appear.
 */
export function GuessWaiting({ game }: { game: GameConfig }) {
  const waiting = useGuessWaiting(game);
  return (
    <p className={`${styles.status} ${waiting ? styles.saving : ''}`} role="status" aria-live="polite" data-testid="guess-waiting">
      {waiting && GUESS_WAITING_FOR_CONNECTION}
    </p>
  );
}
