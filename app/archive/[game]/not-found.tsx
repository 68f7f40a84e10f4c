import Link from '@/components/ui/Link';
import { buttonClass } from '@/components/ui/Button';
import styles from '@/components/account/AccountPages.module.css';
import { ARCHIVE_NOT_FOUND_TITLE } from '@/lib/messages/game';

/** A day the archive does not hold (a later day, one before puzzle #1, a malformed date): a real 404 in the site's look. */
export default function ArchiveDayNotFound() {
  return (
    <section className={styles.card} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{ARCHIVE_NOT_FOUND_TITLE}</h1>
      <p className={styles.lead}>
        The archive holds every daily puzzle from puzzle #1 to yesterday, at addresses such as /archive/pokemon/2025-09-01.
        Today&apos;s puzzles are on the daily page.
      </p>
      <Link href="/daily" className={buttonClass('primary')}>
        Play today&apos;s puzzles
      </Link>
    </section>
  );
}
