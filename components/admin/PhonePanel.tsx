'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { showAsModal } from '@/components/ui/show-as-modal';
import styles from './AdminUsers.module.css';

interface PhonePanelProps {
  /** The id of the heading that names the panel; it takes focus when the panel opens. */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A full-screen panel over the page, for a phone (issue 26 §10): a modal <dialog>, so the page behind is
 * inert and the panel opens in view at its top, with focus on its heading. Escape calls onClose, unless
 * a dialog opened inside it (the edit dialog) already took that key.
 */
export function PhonePanel({ labelledBy, onClose, children }: PhonePanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const hide = showAsModal(dialog);
    dialog.scrollTop = 0;
    document.getElementById(labelledBy)?.focus({ preventScroll: true });
    return hide;
  }, [labelledBy]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.phonePanel}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault(); // the parent decides: the browser must not close the panel itself
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault(); // keeps the browser from also firing 'cancel'
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
