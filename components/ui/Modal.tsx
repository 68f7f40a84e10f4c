'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Modal.module.css';
import { showAsModal } from './show-as-modal';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  /**
   * Whether the dialog is shown. Leave it out when the parent mounts the modal only while open; pass it
   * to keep the dialog's content in the page (and in the server HTML) while it is closed.
   */
  open?: boolean;
  className?: string;
  children: ReactNode;
}

/** Tab and Shift+Tab cycle through the dialog's own controls, so focus never leaves it. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The site's modal dialog. On open it shows a modal <dialog> (the page behind is inert), scrolls its
 * content to the top and puts focus on the dialog itself (or on an element marked data-autofocus).
 * Tab stays inside; Escape, a click outside the panel and the caller's close button all call onClose;
 * on close focus returns to where it was.
 */
export function Modal({ labelledBy, onClose, open = true, className, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOutside = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const hide = showAsModal(dialog);
    for (const scroller of [dialog, ...dialog.querySelectorAll<HTMLElement>('[data-modal-body]')]) scroller.scrollTop = 0;
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus({ preventScroll: true });
    return () => {
      hide();
      if (previousFocus?.isConnected) previousFocus.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-labelledby={labelledBy}
      aria-modal="true"
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault(); // the parent decides: the browser must not close the dialog itself
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') trapTab(event);
        if (event.key !== 'Escape') return;
        event.preventDefault(); // keeps the browser from also firing 'cancel'
        onClose();
      }}
      onPointerDown={(event) => {
        pressStartedOutside.current = event.target === dialogRef.current;
      }}
      onClick={(event) => {
        // A click on the backdrop, outside the panel (not a text selection dragged out of the panel).
        if (event.target === dialogRef.current && pressStartedOutside.current) onClose();
        pressStartedOutside.current = false;
      }}
    >
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}

interface ModalBodyProps {
  className?: string;
  /**
   * For a body of text with no controls (How to Play): the id of the heading that names it. The body is
   * then a region in the Tab order, so the keyboard can scroll it (axe scrollable-region-focusable).
   */
  textLabelledBy?: string;
  children: ReactNode;
}

/** A modal's scrolling content; it is back at its top each time the modal opens. */
export function ModalBody({ className, textLabelledBy, children }: ModalBodyProps) {
  const scrollableText = textLabelledBy ? { role: 'region', 'aria-labelledby': textLabelledBy, tabIndex: 0 } : {};
  return (
    <div className={`${styles.body} ${className ?? ''}`} data-modal-body {...scrollableText}>
      {children}
    </div>
  );
}

/** The buttons under a modal's content, kept in view while the content scrolls. */
export function ModalFooter({ children }: { children: ReactNode }) {
  return <footer className={styles.footer}>{children}</footer>;
}

interface ModalHeaderProps {
  titleId: string;
  title: string;
  /** The close button's accessible name, e.g. 'Close directory'. */
  closeLabel: string;
  onClose: () => void;
}

/** The title bar shared by the modals: the heading that names the dialog and a close button. */
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
