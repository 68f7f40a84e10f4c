import styles from './PageHeader.module.css';

/** A page's title and one-line subtitle, the same on every inner page. */
export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className={styles.header}>
      <h1>{title}</h1>
      <p>{subtitle}</p>
    </header>
  );
}
