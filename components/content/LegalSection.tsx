import type { ReactNode } from 'react';
import styles from './Content.module.css';

/** One numbered part of the privacy policy or the terms. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export const LEGAL_LAST_UPDATED = 'Last updated: August 2025';
