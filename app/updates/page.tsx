import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHeader } from '@/components/layout/PageHeader';
import { CHANGELOG, type ChangeCategory } from '@/lib/content/changelog';
import { formatCalendarDay as releaseDate } from '@/lib/time-display';
import { SITE_NAME } from '@/lib/site';
import styles from '@/components/content/Content.module.css';
import { guardedPage } from '@/lib/auth/guarded-page';

const SUBTITLE = `What is new in ${SITE_NAME}: new games, features and fixes`;

export const metadata: Metadata = pageMetadata({ title: 'Updates', description: `${SUBTITLE}, version by version.`, path: '/updates' });

const CATEGORY_ORDER: ChangeCategory[] = ['New', 'Improved', 'Fixed'];

/** /updates (accounts-side §2.11, §9): the versions, newest first, each change under its category. */
function UpdatesPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Updates" subtitle={SUBTITLE} />
      <ol className={styles.timeline}>
        {CHANGELOG.map((entry) => (
          <li key={entry.version} className={styles.release}>
            <div className={styles.releaseHeader}>
              <h2>Version {entry.version}</h2>
              <time className={styles.muted} dateTime={entry.date}>
                {releaseDate(entry.date)}
              </time>
            </div>
            {CATEGORY_ORDER.filter((category) => entry.changes[category]?.length).map((category) => (
              <div key={category}>
                <h3 className={styles.category}>{category}</h3>
                <ul>
                  {entry.changes[category]!.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              </div>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}

export default guardedPage('/updates', UpdatesPage);
