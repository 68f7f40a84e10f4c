import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './Field.module.css';

/** What every form field of the site has around its control: the label, a hint, an error, and their wiring. */
interface FrameProps {
  label: ReactNode;
  /** Shown under the control and read with it. */
  hint?: string;
  /** Shown under the control and read with it; marks the control invalid. */
  error?: string | null;
  /** 'alert' (default) announces the error when it appears; 'none' leaves it to be read with the control. */
  errorRole?: 'alert' | 'none';
  /** Ids of other elements that describe the control (a checklist, a live status, a counter). */
  describedBy?: string[];
  id?: string;
  /** The field's class, instead of the site's column of label, control, hint and error. */
  className?: string;
  labelClassName?: string;
  errorClassName?: string;
  /** The label is read by screen readers but not shown (the field's heading says what it is). */
  hideLabel?: boolean;
  /** Shown right after the control, before the hint and the error (a counter: give it an id in describedBy). */
  after?: ReactNode;
  /** No box of its own: the label and the control sit in the caller's row (a toolbar, a filter bar). */
  unwrapped?: boolean;
}

/** The attributes that tie a control to its label, hint and error. */
interface ControlWiring {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

function FieldFrame({ label, hint, error, errorRole = 'alert', describedBy = [], id, className, labelClassName, errorClassName, hideLabel, after, unwrapped, control }: FrameProps & { control: (wiring: ControlWiring) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [...describedBy, hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const labelClass = [labelClassName, hideLabel ? 'visually-hidden' : ''].filter(Boolean).join(' ');
  const parts = (
    <>
      <label htmlFor={controlId} className={labelClass || undefined}>
        {label}
      </label>
      {control({ id: controlId, 'aria-describedby': described || undefined, 'aria-invalid': error ? true : undefined })}
      {after}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClassName ?? styles.error} role={errorRole === 'alert' ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </>
  );
  return unwrapped ? parts : <div className={className ?? styles.field}>{parts}</div>;
}

type Native<T> = Omit<T, 'id' | 'className'> & FrameProps & {
  /** The control's class, instead of the site's text input look ('' for none: a range, a checkbox). */
  controlClassName?: string;
};

/** Splits a field's props into the frame's and the control's. */
function split<T extends FrameProps & { controlClassName?: string }>(props: T) {
  const { label, hint, error, errorRole, describedBy, id, className, labelClassName, errorClassName, hideLabel, after, unwrapped, controlClassName, ...control } = props;
  return { frame: { label, hint, error, errorRole, describedBy, id, className, labelClassName, errorClassName, hideLabel, after, unwrapped }, controlClass: controlClassName ?? styles.input, control };
}

/** A labelled text input with its hint and error wired for screen readers. */
export function Field(props: Native<ComponentPropsWithRef<'input'>>) {
  const { frame, controlClass, control } = split(props);
  return <FieldFrame {...frame} control={(wiring) => <input {...wiring} className={controlClass || undefined} {...control} />} />;
}

/** A labelled select, wired like Field. */
export function SelectField(props: Native<ComponentPropsWithRef<'select'>>) {
  const { frame, controlClass, control } = split(props);
  return <FieldFrame {...frame} control={(wiring) => <select {...wiring} className={controlClass || undefined} {...control} />} />;
}

/** A labelled textarea, wired like Field. */
export function TextAreaField(props: Native<ComponentPropsWithRef<'textarea'>>) {
  const { frame, controlClass, control } = split(props);
  return <FieldFrame {...frame} control={(wiring) => <textarea {...wiring} className={controlClass || undefined} {...control} />} />;
}
