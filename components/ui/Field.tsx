import { useId, type InputHTMLAttributes } from 'react';
import styles from './Field.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input and read with it. */
  hint?: string;
  /** Shown under the input as an alert; marks the input invalid. */
  error?: string | null;
  /** Ids of other elements that describe the input (a checklist, a live status). */
  describedBy?: string[];
  id?: string;
}

/** A labelled text input with its hint and error wired for screen readers. */
export function Field({ label, hint, error, describedBy = [], id, className, ...inputProps }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [...describedBy, hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} className={styles.input} aria-describedby={described || undefined} aria-invalid={error ? true : undefined} {...inputProps} />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
