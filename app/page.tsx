import type { Metadata } from 'next';
import { GameCard } from '@/components/home/GameCard';
import { JsonLd } from '@/components/ui/JsonLd';
import { LeaderboardPreview } from '@/components/home/LeaderboardPreview';
import { GAMES } from '@/lib/games/registry';
import { SITE_DESCRIPTION, SITE_NAME, siteUrl } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { guardedPage } from '@/lib/auth/guarded-page';

export const metadata: Metadata = pageMetadata({ description: SITE_DESCRIPTION, path: '/' });

function HomePage() {
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: siteUrl(),
    description: SITE_DESCRIPTION,
  };
  return (
    <>
      <JsonLd data={structuredData} />
      <header className={styles.header}>
        <h1>{SITE_NAME}</h1>
        <p>Five daily guessing games. Type a name, read the coloured clues, find the hidden item.</p>
      </header>
      <section aria-labelledby="games-heading">
        <h2 id="games-heading" className={styles.sectionTitle}>
          Today&apos;s games
        </h2>
        <ul className={styles.grid}>
          {GAMES.map((game) => (
            <li key={game.id}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      </section>
      <LeaderboardPreview />
    </>
  );
}

export default guardedPage('/', HomePage);
