import Link from '@/components/ui/Link';
import { buttonClass } from '@/components/ui/Button';
import styles from './AccountPages.module.css';

/** An honest placeholder for a page whose step has not been built yet. */
export function ComingSoon({ title, what }: { title: string; what: string }) {
  return (
    <section className={styles.card} aria-labelledby="soon-heading">
      <h1 id="soon-heading">{title}</h1>
      <p className={styles.lead}>This page is not built yet: {what} will appear here in a coming update.</p>
      <Link href="/stats" className={buttonClass('secondary')}>
        See your stats
      </Link>
    </section>
  );
}
