import { hintLockMessage, hintState, hintUnlocksIn } from '@/lib/games/hint';
import type { GameConfig } from '@/lib/games/game-config';
import styles from './HintPanel.module.css';
import { HINT_WAS_AVAILABLE_MESSAGE } from '@/lib/messages/game';

export interface HintPanelProps {
  game: Pick<GameConfig, 'hintLabel' | 'hintUnlockAttempts'>;
  /** Guesses made in this round, the winning one included. */
  attempts: number;
  revealed: boolean;
  /** The revealed hint's text. */
  hint: string | null;
  won: boolean;
  busy?: boolean;
  onReveal: () => void;
}

/**
 * The hint, locked until enough guesses were made (game-side §4 "Hint"). After a win the hint text
 * moves to the victory block (where the game allows it, or when it was revealed), and this panel only
 * says 'Hint was available.' when the hint had unlocked before the winning guess but was never revealed.
 */
export function HintPanel({ game, attempts, revealed, hint, won, busy = false, onReveal }: HintPanelProps) {
  const heading = <h2 className={styles.heading}>{game.hintLabel}</h2>;

  if (won) {
    const wasAvailable = !revealed && hintUnlocksIn(attempts - 1, game.hintUnlockAttempts) === 0;
    if (!wasAvailable) return null;
    return (
      <section className={styles.panel} aria-label="Hint">
        {heading}
        <p className={styles.note}>{HINT_WAS_AVAILABLE_MESSAGE}</p>
      </section>
    );
  }

  const state = hintState(attempts, game.hintUnlockAttempts, revealed);
  return (
    <section className={styles.panel} aria-label="Hint" aria-live="polite">
      {heading}
      {state === 'locked' && <p className={styles.note}>{hintLockMessage(hintUnlocksIn(attempts, game.hintUnlockAttempts))}</p>}
      {state === 'available' && (
        <button type="button" className={styles.reveal} onClick={onReveal} disabled={busy}>
          Reveal hint
        </button>
      )}
      {state === 'revealed' && <p className={styles.hint}>{hint}</p>}
    </section>
  );
}
