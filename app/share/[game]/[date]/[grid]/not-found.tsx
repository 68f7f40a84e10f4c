import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/Button';
import styles from '@/components/account/AccountPages.module.css';

/** The title of the 404 itself: page.tsx's generateMetadata does not run for the not-found boundary. */
export const metadata: Metadata = { title: 'Shared result not found', robots: { index: false } };

/** A share link that no released puzzle could give (a made-up date or grid): a real 404 in the site's look. */
export default function SharedResultNotFound() {
  return (
    <section className={styles.card} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Shared result not found</h1>
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
