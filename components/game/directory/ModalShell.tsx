'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './ModalShell.module.css';

interface ModalShellProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal <dialog> for a component that its parent mounts only while open. showModal() makes the page
 * behind it inert and keeps Tab inside; Escape, a click on the backdrop and the caller's close button
 * all call onClose. Focus moves into the dialog on open and back to where it was on close.
 */
export function ModalShell({ labelledBy, onClose, className, children }: ModalShellProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (unit tests) has no showModal(); the open attribute shows the dialog there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
    const bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = bodyOverflow;
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (previousFocus?.isConnected) previousFocus.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-labelledby={labelledBy}
      aria-modal="true"
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault(); // the parent unmounts us; the browser must not close the dialog itself
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault(); // keeps the browser from also firing 'cancel'
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose(); // a click on the backdrop, outside the panel
      }}
    >
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}

interface ModalHeaderProps {
  titleId: string;
  title: string;
  /** The close button's accessible name, e.g. 'Close directory'. */
  closeLabel: string;
  onClose: () => void;
}

/** The title bar shared by the game modals: the heading that names the dialog and a close button. */
export function ModalHeader({ titleId, title, closeLabel, onClose }: ModalHeaderProps) {
  return (
    <header className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </header>
  );
}
