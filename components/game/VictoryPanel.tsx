import type { ReactNode, Ref } from 'react';
import { displayValue } from '@/lib/games/compare';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';
import { itemField } from '@/lib/games/item-fields';
import type { RoundMode } from './round-state';
import { Button } from '@/components/ui/Button';
import styles from './VictoryPanel.module.css';

interface VictoryPanelProps {
  game: GameConfig;
  answer: AnyItem;
  guesses: number;
  mode: RoundMode;
  /** The day's puzzle number (daily and archive rounds). */
  puzzleNumber?: number;
  /** The hint where the game allows showing it after a win (never for AoE2). */
  hint: string | null;
  /** Whether the win is stored (signed-in players): components/game/SaveStatus.tsx. */
  saveStatus?: ReactNode;
  busy: boolean;
  onPlayAgain: () => void;
  onShare: () => void;
  onReport: () => void;
  ref?: Ref<HTMLElement>;
}

export function VictoryPanel({ game, answer, guesses, mode, puzzleNumber, hint, saveStatus, busy, onPlayAgain, onShare, onReport, ref }: VictoryPanelProps) {
  return (
    <section ref={ref} className={styles.victory} aria-labelledby="victory-heading" tabIndex={-1} data-testid="victory">
      <h2 id="victory-heading" className={styles.heading}>
        You found it: <span className={styles.answer}>{answer.name}</span>
      </h2>
      <p className={styles.summary}>
        {mode === 'archive' ? `Puzzle #${puzzleNumber ?? ''}` : `${mode === 'daily' ? "Today's" : 'This endless'} ${game.itemName}`} solved in {guesses}{' '}
        {guesses === 1 ? 'guess' : 'guesses'}.
      </p>
      {saveStatus}
      <dl className={styles.details}>
        {game.categories.map((category) => (
          <div key={category.key}>
            <dt>{category.label}</dt>
            <dd>{displayValue(category, itemField(answer, category.key))}</dd>
          </div>
        ))}
        {hint && (
          <div className={styles.wide}>
            <dt>{game.hintLabel}</dt>
            <dd>{hint}</dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        {/* An archive round has no next round: the page links back to the archive. */}
        {mode !== 'archive' && (
          <Button className={styles.action} onClick={onPlayAgain} disabled={busy}>
            Play Again
          </Button>
        )}
        {mode !== 'endless' && (
          <Button variant="outline" className={styles.action} onClick={onShare} aria-haspopup="dialog">
            Share Results
          </Button>
        )}
        <button type="button" className={styles.link} onClick={onReport} aria-haspopup="dialog">
          Report incorrect data
        </button>
      </div>
    </section>
  );
}
