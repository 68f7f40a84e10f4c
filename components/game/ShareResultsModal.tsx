'use client';

import { useId, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { TextAreaField } from '@/components/ui/Field';
import { Modal, ModalBody, ModalHeader } from '@/components/ui/Modal';
import { useToast } from '@/components/ui/toast';
import { resultColour } from '@/lib/appearance/result-palettes';
import type { CellResult } from '@/lib/games/types';
import { ResultSwatch } from './ResultSwatch';
import styles from './ShareResultsModal.module.css';
import { SHARE_COPIED, SHARE_FAILED } from '@/lib/messages/game';

export interface ShareResultsModalProps {
  /** The text to share, shown as it will be pasted. */
  text: string;
  /** The title handed to the system share sheet. */
  title: string;
  /** The results grid the text's emoji squares stand for, drawn so that it reads without an emoji font (or colour). */
  rows: readonly (readonly CellResult[])[];
  onClose: () => void;
}

const systemShareSheet = () => (typeof navigator !== 'undefined' && typeof navigator.share === 'function' ? navigator.share.bind(navigator) : null);

/**
 * The Share Your Results modal (game-side §2): the result text on screen, a Copy button with the
 * toasts of §8, and the system share sheet where the browser has one. When copying fails the text is
 * selected, so that the player can copy it by hand as the toast asks.
 */
export function ShareResultsModal({ text, title, rows, onClose }: ShareResultsModalProps) {
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const { showToast } = useToast();
  const share = systemShareSheet();

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      showToast(SHARE_COPIED, { type: 'success' });
      onClose();
    } catch {
      showToast(SHARE_FAILED, { type: 'error' });
      textRef.current?.focus();
      textRef.current?.select();
    }
  }

  async function openShareSheet() {
    if (!share) return;
    try {
      await share({ title, text });
    } catch (error) {
      // The player closing the sheet is not an error; anything else still leaves Copy at hand.
      if ((error as Error)?.name !== 'AbortError') console.warn('[share] the share sheet failed', error);
    }
  }

  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className={styles.dialog}>
      <ModalHeader titleId={`${id}-title`} title="Share Your Results" closeLabel="Close share dialog" onClose={onClose} />
      <ModalBody className={styles.body}>
        <div className={styles.grid} aria-hidden="true" data-testid="share-grid">
          {rows.map((row, index) => (
            <div key={index} className={styles.gridRow}>
              {row.map((result, column) => (
                // As the text's squares: three kinds, so a higher or lower cell is drawn partial (~).
                <ResultSwatch key={column} result={resultColour(result)} className={styles.square} />
              ))}
            </div>
          ))}
        </div>
        <TextAreaField
          unwrapped
          id={`${id}-text`}
          label="Your results"
          labelClassName={styles.label}
          ref={textRef}
          controlClassName={styles.text}
          readOnly
          value={text}
          rows={text.split('\n').length}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className={styles.actions}>
          <Button className={styles.action} onClick={() => void copy()} data-autofocus>
            Copy
          </Button>
          {share && (
            <Button variant="outline" className={styles.action} onClick={() => void openShareSheet()}>
              Share…
            </Button>
          )}
        </div>
      </ModalBody>
    </Modal>
  );
}
