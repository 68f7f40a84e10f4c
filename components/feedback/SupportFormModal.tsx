'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { Button } from '@/components/ui/Button';
import { Field, SelectField } from '@/components/ui/Field';
import { Modal, ModalBody, ModalHeader } from '@/components/ui/Modal';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/client/api';
import { useSubmitFeedback } from '@/lib/client/queries/feedback';
import { FEEDBACK_TEXT_MAX, FEEDBACK_TYPE_OPTIONS, SUCCESS_CLOSE_MS, type SupportFormKind } from '@/lib/feedback/messages';
import { LongTextField } from './LongTextField';
import styles from './SupportForm.module.css';
import { FORM_MESSAGES } from '@/lib/messages/accounts';

type Phase = 'idle' | 'submitting' | 'success' | 'error';
type FeedbackType = (typeof FEEDBACK_TYPE_OPTIONS)[number]['value'];

const EMPTY = { type: 'feedback' as FeedbackType, subject: '', message: '', page: '', whatWentWrong: '', howToReproduce: '', email: '' };

interface SupportFormModalProps {
  kind: SupportFormKind;
  onClose: () => void;
}

/**
 * The footer's Submit Feedback and Report Bug forms (accounts-side §2.14, §4.5): idle, submitting,
 * success (closes and resets after 1.5 s) or error (stays open). The e-mail is asked of signed-out
 * visitors only; a signed-in player is reached at their account's address.
 */
export function SupportFormModal({ kind, onClose }: SupportFormModalProps) {
  const titleId = useId();
  const { user, status } = useAuth();
  const { showToast } = useToast();
  const submit = useSubmitFeedback();
  const [form, setForm] = useState(EMPTY);
  const [phase, setPhase] = useState<Phase>('idle');
  const closeTimer = useRef<number | undefined>(undefined);
  const messages = FORM_MESSAGES[kind];
  const signedOut = status !== 'loading' && !user;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function body() {
    const email = signedOut ? form.email.trim() || null : null;
    if (kind === 'bug') {
      const page = form.page.trim();
      return { type: 'bug' as const, subject: `Bug: ${page}`.slice(0, FEEDBACK_TEXT_MAX), message: form.whatWentWrong, email, pageSection: page, reproductionSteps: form.howToReproduce || null };
    }
    return { type: form.type, subject: form.subject, message: form.message, email };
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (phase === 'submitting' || phase === 'success') return;
    setPhase('submitting');
    submit.mutate(body(), {
      onSuccess: () => {
        setPhase('success');
        closeTimer.current = window.setTimeout(() => {
          setForm(EMPTY);
          setPhase('idle');
          onClose();
        }, SUCCESS_CLOSE_MS);
      },
      onError: (error) => {
        setPhase('error');
        showToast(errorMessage(error, messages.toastError), { type: 'error' });
      },
    });
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.modal}>
      <ModalHeader titleId={titleId} title={messages.title} closeLabel={`Close ${messages.title}`} onClose={onClose} />
      <ModalBody>
        <form className={styles.form} onSubmit={send}>
          {kind === 'feedback' ? (
            <>
              <SelectField className={styles.field} id={`${titleId}-type`} label="Type" controlClassName={styles.select} value={form.type} onChange={(event) => set('type')(event.target.value)}>
                {FEEDBACK_TYPE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </SelectField>
              <Field label="Subject" value={form.subject} onChange={(event) => set('subject')(event.target.value)} required maxLength={FEEDBACK_TEXT_MAX} data-autofocus />
              <LongTextField label="Message" value={form.message} onChange={set('message')} required />
            </>
          ) : (
            <>
              <Field label="Page" hint="Which page or section? For example: Pokemon daily, Leaderboard." value={form.page} onChange={(event) => set('page')(event.target.value)} required maxLength={FEEDBACK_TEXT_MAX} data-autofocus />
              <LongTextField label="What went wrong" value={form.whatWentWrong} onChange={set('whatWentWrong')} required />
              <LongTextField label="How to reproduce" value={form.howToReproduce} onChange={set('howToReproduce')} rows={4} />
            </>
          )}
          {signedOut && <Field label="E-mail (optional)" hint="Only if you would like an answer." type="email" autoComplete="email" value={form.email} onChange={(event) => set('email')(event.target.value)} maxLength={254} />}
          {phase === 'success' && (
            <p className={styles.success} role="status">
              {messages.success}
            </p>
          )}
          {phase === 'error' && (
            <p className={styles.error} role="alert">
              {messages.inlineError}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={phase === 'submitting' || phase === 'success'}>
              {phase === 'submitting' ? 'Submitting...' : 'Submit'}
            </Button>
          </div>
        </form>
      </ModalBody>
    </Modal>
  );
}
