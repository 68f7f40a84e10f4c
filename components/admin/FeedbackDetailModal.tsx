'use client';

import Link from '@/components/ui/Link';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { SelectField, TextAreaField } from '@/components/ui/Field';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@/components/ui/Modal';
import type { AdminFeedbackItem } from '@/lib/client/endpoints';
import { useUpdateFeedback } from '@/lib/client/queries/admin-feedback';
import { FEEDBACK_TYPE_LABELS, MODAL_STATUS_OPTIONS, modalStatusOf, senderName, statusText, type ModalStatus } from '@/lib/admin/feedback-display';
import { reportCategoryLabel } from '@/lib/feedback/report-categories';
import { getGame } from '@/lib/games/registry';
import { FEEDBACK_UPDATE_FAILED } from '@/lib/messages/admin';
import { formatDateTime } from '@/lib/time-display';
import styles from './Admin.module.css';

interface FeedbackDetailModalProps {
  item: AdminFeedbackItem;
  onClose: () => void;
}

/**
 * One feedback record in full (accounts-side §2.13): who sent it, what they wrote, the data report's
 * game, item and categories, the dates, and the admin's status and notes. Everything a sender typed is
 * rendered as text.
 */
export function FeedbackDetailModal({ item, onClose }: FeedbackDetailModalProps) {
  const titleId = useId();
  const notesId = useId();
  const statusId = useId();
  const savedStatus = modalStatusOf(item.status);
  const [status, setStatus] = useState<ModalStatus>(savedStatus);
  const [notes, setNotes] = useState(item.admin_notes ?? '');
  const [savedNotes, setSavedNotes] = useState(item.admin_notes ?? '');
  const notesChange = useUpdateFeedback();
  const statusChange = useUpdateFeedback();
  const isBug = item.type === 'bug';
  const failed = notesChange.isError || statusChange.isError;

  function saveNotes() {
    notesChange.mutate({ id: item.id, admin_notes: notes }, { onSuccess: () => setSavedNotes(notes) });
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.detailModal}>
      <ModalHeader titleId={titleId} title={`${FEEDBACK_TYPE_LABELS[item.type]}: ${item.subject}`} closeLabel="Close feedback" onClose={onClose} />
      <ModalBody className={styles.detailBody}>
        <Section title="From">
          <p>{senderName(item)}</p>
          {item.email && <p className={styles.email}>{item.email}</p>}
        </Section>
        <Section title={isBug ? 'What went wrong' : 'Message'}>
          <p className={styles.longText}>{item.message}</p>
        </Section>
        {isBug && item.page_section && (
          <Section title="Page/Section">
            <p className={styles.longText}>{item.page_section}</p>
          </Section>
        )}
        {isBug && item.reproduction_steps && (
          <Section title="How to Reproduce">
            <p className={styles.longText}>{item.reproduction_steps}</p>
          </Section>
        )}
        {item.type === 'data_correction' && <DataReport item={item} />}
        <Section title="Details">
          <dl className={styles.details}>
            <dt>Status</dt>
            <dd>{statusText(item.status)}</dd>
            <dt>Created</dt>
            <dd>{formatDateTime(item.created_at)}</dd>
            <dt>Updated</dt>
            <dd>{formatDateTime(item.updated_at)}</dd>
          </dl>
        </Section>
        <Section title="Admin Actions">
          <SelectField className={styles.adminField} id={statusId} label="Status" controlClassName={styles.control} value={status} onChange={(event) => setStatus(event.target.value as ModalStatus)}>
            {MODAL_STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            className={styles.adminField}
            id={notesId}
            label="Admin Notes"
            controlClassName={styles.textarea}
            rows={4}
            maxLength={2000}
            placeholder="Add internal notes about this feedback..."
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            after={
              notes !== savedNotes && (
                <Button size="small" className={styles.saveNotes} onClick={saveNotes} disabled={notesChange.isPending}>
                  {notesChange.isPending ? 'Saving...' : 'Save Notes'}
                </Button>
              )
            }
          />
          {failed && (
            <p className={styles.error} role="alert">
              {FEEDBACK_UPDATE_FAILED}
            </p>
          )}
        </Section>
      </ModalBody>
      <ModalFooter>
        {status !== savedStatus && (
          <Button onClick={() => statusChange.mutate({ id: item.id, status })} disabled={statusChange.isPending}>
            {statusChange.isPending ? 'Saving...' : 'Save'}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </ModalFooter>
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.detailSection}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** A data-correction report: the game, the item (linked to its game's page) and the ticked categories. */
function DataReport({ item }: { item: AdminFeedbackItem }) {
  const game = item.game_id ? getGame(item.game_id) : undefined;
  return (
    <Section title="Data Report">
      <dl className={styles.details}>
        <dt>Game</dt>
        <dd>{game?.title ?? item.game_id ?? 'Unknown'}</dd>
        <dt>Item</dt>
        <dd>{game ? <Link href={game.route}>{item.item_name}</Link> : item.item_name}</dd>
        <dt>Categories</dt>
        <dd>{(item.categories ?? []).map((key) => reportCategoryLabel(game, key)).join(', ') || 'None'}</dd>
      </dl>
    </Section>
  );
}
