'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Modal, ModalBody, ModalHeader } from '@/components/ui/Modal';
import { errorMessage } from '@/lib/client/api';
import { useAccountExport } from '@/lib/client/queries/account';
import styles from './AccountPages.module.css';

/** Saves `data` as a JSON file through a temporary link (the answer is already in memory). */
function saveJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * /settings: what the privacy text promises ("users can access, update or delete their data through
 * settings"): Download my data (one JSON file) and Delete my account (typed confirmation).
 */
export function YourData({ userId, username }: { userId: string; username: string }) {
  const accountExport = useAccountExport(userId);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setExporting(true);
    setExportError(null);
    try {
      const data = await accountExport.mutateAsync();
      saveJson(data, `guessdle-data-${username}-${data.exported_at.slice(0, 10)}.json`);
    } catch (failure) {
      setExportError(errorMessage(failure, 'Could not prepare your data. Please try again.'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className={styles.yourData} aria-labelledby="your-data-heading">
      <h2 id="your-data-heading">Your data</h2>
      <p className={styles.note}>Everything we keep about you, in one JSON file: your account, stats, daily games, wins, achievements and the feedback you sent.</p>
      <Button variant="secondary" onClick={() => void download()} disabled={exporting}>
        {exporting ? 'Preparing...' : 'Download my data'}
      </Button>
      {exportError && (
        <p className={styles.error} role="alert">
          {exportError}
        </p>
      )}
      <p className={styles.note}>Deleting your account removes it and everything tied to it for good. Feedback you sent is kept without your name or e-mail.</p>
      <Button variant="outline" className={styles.danger} onClick={() => setDeleting(true)}>
        Delete my account
      </Button>
      {deleting && <DeleteAccountModal userId={userId} username={username} onClose={() => setDeleting(false)} />}
    </section>
  );
}

function DeleteAccountModal({ userId, username, onClose }: { userId: string; username: string; onClose: () => void }) {
  const titleId = useId();
  const { deleteAccount } = useAuth();
  const router = useRouter();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirmDeletion() {
    setPending(true);
    setError(null);
    try {
      await deleteAccount(userId, typed);
      router.replace('/');
      router.refresh();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not delete your account. Please try again.'));
      setPending(false);
    }
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.deleteDialog}>
      <ModalHeader titleId={titleId} title="Delete your account?" closeLabel="Close account deletion" onClose={onClose} />
      <ModalBody className={styles.deleteBody}>
        <p className={styles.lead}>
          This deletes your account, picture, bio, stats, streaks, daily games and achievements for good, and signs you out everywhere. It cannot be undone.
        </p>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (typed === username) void confirmDeletion();
          }}
        >
          <Field label={`Type your username (${username}) to confirm`} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} data-autofocus error={error} />
          <div className={styles.modalActions}>
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="outline" className={styles.danger} disabled={typed !== username || pending}>
              {pending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </ModalBody>
    </Modal>
  );
}
