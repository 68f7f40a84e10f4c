'use client';

import { useState } from 'react';
import { Modal, ModalBody, ModalHeader } from '@/components/ui/Modal';
import type { CategoryConfig, GameConfig } from '@/lib/games/game-config';
import { ResultSwatch } from './ResultSwatch';
import styles from './HowToPlay.module.css';

function ruleText(category: CategoryConfig, game: GameConfig): string {
  switch (category.rule) {
    case 'number':
      return 'correct when equal; otherwise partial with an arrow: ↑ the answer is higher, ↓ the answer is lower.';
    case 'list':
    case 'split-list':
      return 'correct when all values match, partial when some are shared, incorrect when none are.';
    case 'sts-cost':
      return 'correct when the cost is the same (X and Unplayable count as costs).';
    case 'exact':
      return `correct when it matches the hidden ${game.itemName}, incorrect otherwise.`;
  }
}

/**
 * The How to Play button and its dialog. The text is rendered on the server too, inside the closed
 * dialog; the dialog opens at its top with focus on itself (not on a control further down).
 */
export function HowToPlay({ game, className, onOpen }: { game: GameConfig; className?: string; onOpen?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const titleId = `how-to-play-${game.id}`;

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
      >
        How to Play
      </button>
      <Modal labelledBy={titleId} open={open} onClose={close} className={styles.dialog}>
        <ModalHeader titleId={titleId} title={`How to Play: ${game.title}`} closeLabel="Close How to Play" onClose={close} />
        <ModalBody className={styles.body} textLabelledBy={titleId}>
          <p>
            Guess the hidden {game.itemName}. Type a name and pick it from the suggestions, or choose one from the directory.
            Each guess becomes a row of cells comparing it with the answer; each cell shows its result by colour and by symbol.
          </p>
          <ul className={styles.legend}>
            <li><ResultSwatch result="correct" className={styles.swatch} /> <strong>Correct</strong>: the same as the answer.</li>
            <li><ResultSwatch result="partial" className={styles.swatch} /> <strong>Partial</strong>: partly right. In place of ~, an arrow ↑ means the answer&apos;s value is higher, ↓ that it is lower.</li>
            <li><ResultSwatch result="incorrect" className={styles.swatch} /> <strong>Incorrect</strong>: wrong.</li>
          </ul>
          <h3>Categories</h3>
          <ul className={styles.categories}>
            {game.categories.map((category) => (
              <li key={category.key}>
                <strong>{category.label}</strong>: {ruleText(category, game)}
              </li>
            ))}
          </ul>
          <h3>Daily and endless</h3>
          <p>
            The Daily Challenge is the same {game.itemName} for everyone and changes at midnight US Central time; solving it
            extends your Daily Streak. After a win, Play Again starts Endless Mode: a random {game.itemName} each round, just
            for fun, never counted in your streak.
          </p>
          <h3>Hint</h3>
          <p>
            After {game.hintUnlockAttempts} guesses you can reveal a hint ({game.hintLabel.toLowerCase()}).
          </p>
        </ModalBody>
      </Modal>
    </>
  );
}
