'use client';

import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { buttonClass } from '@/components/ui/Button';
import styles from '@/components/account/AccountPages.module.css';
import { DATABASE_OUTAGE_MESSAGE, DATABASE_OUTAGE_TITLE } from '@/lib/messages/site';

interface UnavailablePanelProps {
  title?: string;
  message?: string;
  /** What Retry does; by default the page is fetched again from the server. */
  onRetry?: () => void;
}

/** The plain state a page shows instead of an error when it cannot be built (the database is away). */
export function UnavailablePanel({ title = DATABASE_OUTAGE_TITLE, message = DATABASE_OUTAGE_MESSAGE, onRetry }: UnavailablePanelProps) {
  const router = useRouter();
  return (
    <section className={styles.card} role="alert" aria-labelledby="unavailable-heading">
      <h1 id="unavailable-heading">{title}</h1>
      <p className={styles.lead}>{message}</p>
      <button type="button" className={buttonClass('primary')} onClick={() => (onRetry ? onRetry() : router.refresh())}>
        Retry
      </button>
      <Link href="/daily" className={buttonClass('secondary')}>
        Play today&apos;s puzzles
      </Link>
    </section>
  );
}
