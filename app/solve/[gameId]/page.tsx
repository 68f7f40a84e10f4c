import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { notFound } from 'next/navigation';
import { GameBoard } from '@/components/game/GameBoard';
import { GameIcon } from '@/components/ui/GameIcon';
import { JsonLd } from '@/components/ui/JsonLd';
import { breadcrumbList } from '@/lib/seo/structured-data';
import type { GameConfig } from '@/lib/games/game-config';
import { GAMES, getGame } from '@/lib/games/registry';
import { absoluteUrl, SITE_NAME, siteUrl } from '@/lib/site';
import styles from './page.module.css';
import { gameThemeStyle } from '@/components/ui/game-theme';
import { guardedPage } from '@/lib/auth/guarded-page';
import Link from '@/components/ui/Link';
import { archivePath } from '@/lib/games/archive-paths';

interface GamePageProps {
  params: Promise<{ gameId: string }>;
}

export function generateStaticParams() {
  return GAMES.map((game) => ({ gameId: game.id }));
}

/** The five games only, built once; the proxy shows any other id as 'Game Not Found' (app/game-not-found). */
export const dynamicParams = false;

function pageDescription(game: GameConfig): string {
  return `${game.description} A new daily puzzle every day, plus endless mode. Free to play in your browser.`;
}

export async function generateMetadata({ params }: GamePageProps): Promise<Metadata> {
  const game = getGame((await params).gameId);
  if (!game) return {};
  // The preview is the game's own picture (./opengraph-image.tsx).
  return pageMetadata({ title: game.title, description: pageDescription(game), path: game.route, image: 'own' });
}

/**
 * The game as a schema.org Game: what it is, nothing more. Not a SoftwareApplication (WebApplication,
 * VideoGame): Google's Software App result for those needs a rating or reviews, which the site does not have
 * and does not make up. The page's breadcrumb trail is its rich result.
 */
function structuredData(game: GameConfig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Game',
    name: game.title,
    description: pageDescription(game),
    url: absoluteUrl(game.route),
    genre: game.category,
    inLanguage: 'en',
    isAccessibleForFree: true,
    numberOfPlayers: { '@type': 'QuantitativeValue', value: 1 },
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: siteUrl() },
  };
}

async function GamePage({ params }: GamePageProps) {
  const game = getGame((await params).gameId);
  if (!game) notFound();

  const theme = gameThemeStyle(game);

  return (
    <div className={styles.page} style={theme}>
      <JsonLd data={structuredData(game)} />
      <JsonLd data={breadcrumbList([{ name: 'Daily Challenges', path: '/daily' }, { name: game.title, path: game.route }])} />
      <header className={styles.header}>
        <span className={styles.icon}>
          <GameIcon name={game.icon} size={34} />
        </span>
        <div className={styles.titles}>
          <p className={styles.category}>{game.category}</p>
          <h1 className={styles.title}>{game.title}</h1>
          <p className={styles.description}>{game.description}</p>
        </div>
      </header>
      <GameBoard game={game} />
      {/* Below the board: the phone's first screen keeps the guess box and the latest row (issue 26 item 13). */}
      <p className={styles.archiveLink}>
        <Link href={archivePath(game.id)}>Past puzzles</Link>: play the {game.title} days you missed.
      </p>
    </div>
  );
}

export default guardedPage('/solve/[gameId]', GamePage);
