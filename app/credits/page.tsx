import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHeader } from '@/components/layout/PageHeader';
import { donationLinks } from '@/lib/content/site-links';
import { GAMES } from '@/lib/games/registry';
import { SITE_NAME } from '@/lib/site';
import styles from '@/components/content/Content.module.css';
import { guardedPage } from '@/lib/auth/guarded-page';

const DESCRIPTION = `Who makes ${SITE_NAME}, what it is built with, and how to support it.`;

export const metadata: Metadata = pageMetadata({ title: 'Credits', description: DESCRIPTION, path: '/credits' });

const TECH_STACK = ['Next.js', 'React', 'TypeScript', 'PostgreSQL', 'Drizzle ORM', 'Auth.js', 'TanStack Query', 'Zod', 'Playwright'];

/** /credits (accounts-side §2.11): the author, the stack, what the site is, and the donation links that are configured. */
function CreditsPage() {
  const donations = donationLinks();
  const canDonate = donations.coffee !== null || donations.crypto.length > 0;
  return (
    <div className={styles.page}>
      <PageHeader title="Credits" subtitle={`The people and tools behind ${SITE_NAME}`} />
      <section className={styles.section} aria-labelledby="credits-author">
        <h2 id="credits-author">Made by</h2>
        <p>
          {SITE_NAME} is designed, built and run by a small independent team of players who wanted one place for the daily guessing games
          they kept coming back to.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="credits-about">
        <h2 id="credits-about">About</h2>
        <p>
          Every day each game hides one item: {GAMES.map((game) => game.title).join(', ')}. Type a guess and every category comes back
          coloured: right, close or wrong. Come back daily to keep your streak alive, or play endless rounds for practice.
        </p>
        <p>
          The game data comes from public sources (wikis and official references), checked by hand; if something looks wrong, report it from
          the victory screen.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="credits-stack">
        <h2 id="credits-stack">Built with</h2>
        <ul className={styles.badges}>
          {TECH_STACK.map((name) => (
            <li key={name} className={styles.badge}>
              {name}
            </li>
          ))}
        </ul>
      </section>
      {canDonate && (
        <section className={styles.section} aria-labelledby="credits-support">
          <h2 id="credits-support">Support the site</h2>
          <p className={styles.muted}>{SITE_NAME} has no ads and sells no data. If you enjoy it, a donation keeps the servers running.</p>
          {donations.coffee && (
            <div className={styles.links}>
              <a className={styles.link} href={donations.coffee} target="_blank" rel="noopener noreferrer">
                Buy us a coffee
              </a>
            </div>
          )}
          {donations.crypto.map((wallet) => (
            <div key={wallet.currency} className={`${styles.card} ${styles.address}`}>
              <span>Donate {wallet.currency}</span>
              <code>{wallet.address}</code>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}

export default guardedPage('/credits', CreditsPage);
