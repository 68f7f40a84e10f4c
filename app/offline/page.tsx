import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/PageHeader';
import { Reconnect } from '@/components/offline/Reconnect';
import { ButtonLink } from '@/components/ui/Button';
import { guardedPage } from '@/lib/auth/guarded-page';
import { OFFLINE_MESSAGE, OFFLINE_TITLE } from '@/lib/messages/site';
import styles from '@/components/content/Content.module.css';

/** Not for search engines (nor the sitemap): it only stands in for pages the browser could not load. */
export const metadata: Metadata = { title: 'Offline', robots: { index: false, follow: false } };

/**
 * /offline (issue 30 item 4): prerendered, and kept by the service worker (public/sw.js) from its install,
 * which shows it in place of any page it cannot serve without a connection. The link home is a plain
 * anchor, a full page load: the worker serves the home page from its cache while offline. When the connection
 * returns, the page the visitor asked for loads again by itself, or on Try again (components/offline/Reconnect.tsx).
 */
function OfflinePage() {
  return (
    <div className={styles.page}>
      <PageHeader title={OFFLINE_TITLE} subtitle={OFFLINE_MESSAGE} />
      <section className={styles.section} aria-labelledby="offline-what-works">
        <h2 id="offline-what-works">What still works</h2>
        <p>
          The home page and the pages you opened before open without a connection. This page was not kept, or it shows your own data, which
          is only ever read from the server.
        </p>
        <p>Guesses are judged only by the server, never in your browser: a guess made while offline is not judged until you are back.</p>
      </section>
      <div className={styles.links}>
        <Reconnect />
        <ButtonLink href="/">Back to the home page</ButtonLink>
      </div>
    </div>
  );
}

export default guardedPage('/offline', OfflinePage);
