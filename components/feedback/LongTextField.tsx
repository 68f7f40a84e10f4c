import { useId } from 'react';
import { TextAreaField } from '@/components/ui/Field';
import { FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_WARN } from '@/lib/feedback/messages';
import styles from './SupportForm.module.css';

interface LongTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  rows?: number;
  placeholder?: string;
}

/** A labelled textarea with its 'n/1000' counter, which warns above 900 (accounts-side §2.14). */
export function LongTextField({ label, value, onChange, required, rows = 5, placeholder }: LongTextFieldProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const warn = value.length > FEEDBACK_TEXT_WARN;
  return (
    <TextAreaField
      className={styles.field}
      id={id}
      label={
        <>
          {label}
          {!required && <span className={styles.optional}> (optional)</span>}
        </>
      }
      controlClassName={styles.textarea}
      rows={rows}
      maxLength={FEEDBACK_TEXT_MAX}
      required={required}
      placeholder={placeholder}
      value={value}
      describedBy={[counterId]}
      onChange={(event) => onChange(event.target.value)}
      after={
        <p id={counterId} className={warn ? `${styles.counter} ${styles.counterWarn}` : styles.counter} data-warn={warn || undefined}>
          {value.length}/{FEEDBACK_TEXT_MAX}
        </p>
      }
    />
  );
}
