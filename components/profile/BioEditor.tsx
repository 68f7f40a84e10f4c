'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { TextAreaField } from '@/components/ui/Field';
import { useBioMutation } from '@/lib/client/queries/profile';
import { BIO_MAX_LENGTH, bioLength, isBioWithinLimit } from '@/lib/validation/bio';
import styles from './BioEditor.module.css';
import { BIO_FAILED_MESSAGE } from '@/lib/messages/accounts';

export const BIO_PLACEHOLDER = 'Tell other about yourself. (300 characters max)';

/**
 * The editable bio (accounts-side §4.4, §5): shown as text; Edit opens a textarea with the n/300 counter
 * (a line break counts as 50, the same function as the server's); Save is disabled over the limit; Cancel
 * restores the last saved text.
 */
export function BioEditor({ userId, savedBio }: { userId: string; savedBio: string }) {
  const counterId = useId();
  const mutation = useBioMutation(userId);
  const [draft, setDraft] = useState<string | null>(null);
  const editing = draft !== null;
  const length = bioLength(draft ?? '');
  const over = !isBioWithinLimit(draft ?? '');

  function cancel() {
    mutation.reset();
    setDraft(null);
  }

  function save() {
    if (draft === null || over) return;
    mutation.mutate(draft, { onSuccess: () => setDraft(null) });
  }

  if (!editing) {
    return (
      <div className={styles.bio}>
        <div className={styles.head}>
          <h2>About</h2>
          <Button variant="outline" size="small" onClick={() => setDraft(savedBio)}>
            {savedBio ? 'Edit bio' : 'Add a bio'}
          </Button>
        </div>
        {savedBio ? <p className={styles.text}>{savedBio}</p> : <p className={styles.empty}>No bio yet.</p>}
      </div>
    );
  }

  return (
    <form
      className={styles.bio}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className={styles.head}>
        <h2>About</h2>
        <span id={counterId} className={over ? styles.over : styles.counter} aria-live="polite">
          {length}/{BIO_MAX_LENGTH}
        </span>
      </div>
      <TextAreaField
        unwrapped
        hideLabel
        label="Bio"
        controlClassName={styles.textarea}
        value={draft}
        placeholder={BIO_PLACEHOLDER}
        rows={5}
        describedBy={[counterId]}
        aria-invalid={over || undefined}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
      />
      {mutation.isError && (
        <p className={styles.error} role="alert">
          {BIO_FAILED_MESSAGE}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={cancel} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={over || mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
