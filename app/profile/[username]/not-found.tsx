import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { buttonClass } from '@/components/ui/Button';
import styles from '@/components/account/AccountPages.module.css';

/** The title of the 404 itself: page.tsx's generateMetadata does not run for the not-found boundary. */
export const metadata: Metadata = { title: 'User not found', robots: { index: false } };

/** /profile/{unknown name}: a real 404 (accounts-side §2.6, §8). */
export default function ProfileNotFound() {
  return (
    <section className={styles.card} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">User not found</h1>
      <p className={styles.lead}>No player has that username. Usernames are letters and digits; check the spelling, or find players on the leaderboard.</p>
      <Link href="/leaderboard" className={buttonClass('primary')}>
        See the leaderboard
      </Link>
    </section>
  );
}
