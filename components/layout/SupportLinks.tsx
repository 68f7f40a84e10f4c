'use client';

import { useRef, useState } from 'react';
import styles from './SupportLinks.module.css';

type Form = 'Submit Feedback' | 'Report Bug';

/**
 * The footer's Submit Feedback and Report Bug entries. The forms themselves arrive with the
 * feedback step; until then the dialog says so plainly instead of pretending to send anything.
 */
export function SupportLinks() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<Form | null>(null);

  function show(form: Form) {
    setOpen(form);
    dialog.current?.showModal();
  }

  return (
    <>
      <li><button type="button" onClick={() => show('Submit Feedback')}>Submit Feedback</button></li>
      <li><button type="button" onClick={() => show('Report Bug')}>Report Bug</button></li>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="support-dialog-title"
        onClose={() => setOpen(null)}
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      >
        <h2 id="support-dialog-title">{open}</h2>
        <p>This form is not available yet: it arrives in an upcoming update, and nothing is sent from here for now.</p>
        <form method="dialog">
          <button type="submit" className={styles.close}>Close</button>
        </form>
      </dialog>
    </>
  );
}
