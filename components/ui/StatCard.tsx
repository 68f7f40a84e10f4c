import type { ReactNode } from 'react';
import styles from './StatCard.module.css';

interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A class that composes StatCard.module.css's `card` to change it (composing keeps the override after the base). */
  className?: string;
  /** The same for the value: composes `value`. */
  valueClassName?: string;
  valueTestId?: string;
  /** What follows the figure inside the card (e.g. a progress bar, as another <dd>). */
  children?: ReactNode;
}

/** One summary figure of a <dl>: a small uppercase label over a big number (/daily, /stats, profiles, admin). */
export function StatCard({ label, value, className, valueClassName, valueTestId, children }: StatCardProps) {
  return (
    <div className={className ?? styles.card}>
      <dt>{label}</dt>
      <dd className={valueClassName ?? styles.value} data-testid={valueTestId}>
        {value}
      </dd>
      {children}
    </div>
  );
}
