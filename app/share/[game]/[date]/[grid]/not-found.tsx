import Link from '@/components/ui/Link';
import { buttonClass } from '@/components/ui/Button';
import styles from '@/components/account/AccountPages.module.css';
import { SHARED_RESULT_NOT_FOUND } from '@/lib/messages/accounts';

/** A share link that no released puzzle could give (a made-up date or grid): a real 404 in the site's look. */
export default function SharedResultNotFound() {
  return (
    <section className={styles.card} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{SHARED_RESULT_NOT_FOUND}</h1>
      <p className={styles.lead}>
        This link does not hold a result of a released daily puzzle. Links are made by Share Results after a daily win; check
        that it was copied whole, or play today&apos;s puzzles.
      </p>
      <Link href="/daily" className={buttonClass('primary')}>
        Play today&apos;s puzzles
      </Link>
    </section>
  );
}
