'use client';

import { useId, useMemo, useState, type FormEvent } from 'react';
import { useToast } from '@/components/ui/toast';
import { useDataCorrectionReport } from '@/lib/client/queries/feedback';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';
import { REPORT_FAILED, REPORT_SUBMITTED } from '@/lib/messages/game';
import { NOTES_MAX_LENGTH as NOTES_MAX, reportCategoryChoices, reportProblems, type ReportProblems } from '@/lib/validation/report-rules';
import { Button } from '@/components/ui/Button';
import { SelectField, TextAreaField } from '@/components/ui/Field';
import { Modal, ModalFooter, ModalHeader } from '@/components/ui/Modal';
import styles from './ReportDataModal.module.css';

export interface ReportDataModalProps {
  game: GameConfig;
  items: readonly AnyItem[];
  initialItemName?: string;
  onClose: () => void;
}


/** 'Report Incorrect Data': which item, which categories (plus the hint) are wrong, and optional notes. */
export function ReportDataModal({ game, items, initialItemName, onClose }: ReportDataModalProps) {
  const id = useId();
  const { showToast } = useToast();
  const sortedNames = useMemo(() => items.map((item) => item.name).sort((a, b) => a.localeCompare(b, 'en')), [items]);
  const categoryChoices = useMemo(() => reportCategoryChoices(game), [game]);
  const [itemName, setItemName] = useState(() => sortedNames.find((name) => name.toLowerCase() === initialItemName?.trim().toLowerCase()) ?? '');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<ReportProblems>({});
  const report = useDataCorrectionReport();
  const submitting = report.isPending;

  function toggleCategory(key: string) {
    const next = new Set(ticked);
    if (!next.delete(key)) next.add(key);
    setTicked(next);
    if (next.size > 0) setErrors((current) => ({ ...current, categories: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = reportProblems(itemName, ticked.size);
    setErrors(problems);
    if (problems.item || problems.categories) return;
    const categories = categoryChoices.map((c) => c.key).filter((key) => ticked.has(key));
    report.mutate(
      { game: game.id, item: itemName, categories, notes: notes.trim() },
      {
        onSuccess: () => {
          showToast(REPORT_SUBMITTED, { type: 'success' });
          onClose();
        },
        onError: (error) => {
          console.error('[report] data correction failed', error);
          showToast(REPORT_FAILED, { type: 'error' });
        },
      },
    );
  }

  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className={styles.dialog}>
      <ModalHeader titleId={`${id}-title`} title="Report Incorrect Data" closeLabel="Close report form" onClose={onClose} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.body}>
          <p className={styles.intro}>Spotted a mistake? Tell us which {game.itemName} is wrong and where.</p>
          <SelectField
            className={styles.field}
            id={`${id}-item`}
            label={game.itemNameCapitalized}
            labelClassName={styles.label}
            controlClassName={styles.select}
            errorClassName={styles.error}
            error={errors.item}
            value={itemName}
            onChange={(event) => {
              setItemName(event.target.value);
              if (event.target.value) setErrors((current) => ({ ...current, item: undefined }));
            }}
          >
            <option value="">Choose a {game.itemName}...</option>
            {sortedNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <fieldset className={styles.field} aria-describedby={errors.categories ? `${id}-categories-error` : undefined}>
            <legend className={styles.label}>Which categories have incorrect data?</legend>
            <div className={styles.checkboxes}>
              {categoryChoices.map(({ key, label }) => (
                <label key={key} className={styles.checkbox}>
                  <input type="checkbox" checked={ticked.has(key)} onChange={() => toggleCategory(key)} />
                  {label}
                </label>
              ))}
            </div>
            {errors.categories && <FieldError id={`${id}-categories-error`} message={errors.categories} />}
          </fieldset>
          <TextAreaField
            className={styles.field}
            id={`${id}-notes`}
            label={
              <>
                Notes <span className={styles.optional}>(optional)</span>
              </>
            }
            labelClassName={styles.label}
            controlClassName={styles.textarea}
            rows={4}
            maxLength={NOTES_MAX}
            value={notes}
            placeholder="What should it say instead?"
            describedBy={[`${id}-notes-count`]}
            onChange={(event) => setNotes(event.target.value.slice(0, NOTES_MAX))}
            after={
              <p id={`${id}-notes-count`} className={styles.counter}>
                {notes.length}/{NOTES_MAX}
              </p>
            }
          />
        </div>
        <ModalFooter>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Report'}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  );
}
