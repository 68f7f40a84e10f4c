import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ArchiveList } from '@/components/archive/ArchiveList';
import { PageHeader } from '@/components/layout/PageHeader';
import { gameThemeStyle } from '@/components/ui/game-theme';
import { JsonLd } from '@/components/ui/JsonLd';
import { guardedPage } from '@/lib/auth/guarded-page';
import { archivePath, archiveTrail } from '@/lib/games/archive-paths';
import type { GameConfig } from '@/lib/games/game-config';
import { GAMES, getGame } from '@/lib/games/registry';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';
import styles from './page.module.css';

interface ArchivePageProps {
  params: Promise<{ game: string }>;
}

export function generateStaticParams() {
  return GAMES.map((game) => ({ game: game.id }));
}

/** The five games only, built once: any other id is the site's 404. */
export const dynamicParams = false;

const titleOf = (game: GameConfig) => `${game.title} Archive`;
const descriptionOf = (game: GameConfig) =>
  `Every past daily ${game.title} puzzle since puzzle #1, with your result for each day. Play the days you missed: archive rounds never change your streak.`;

export async function generateMetadata({ params }: ArchivePageProps): Promise<Metadata> {
  const game = getGame((await params).game);
  if (!game) return {};
  return pageMetadata({ title: titleOf(game), description: descriptionOf(game), path: archivePath(game.id) });
}

/**
 * /archive/{game} (issue 29 item 6): the released days from puzzle #1 to yesterday, newest first and paged
 * (?page=N). Built once per game: the list and the player's results are read in the browser.
 */
async function ArchivePage({ params }: ArchivePageProps) {
  const game = getGame((await params).game);
  if (!game) notFound();
  return (
    <div className={styles.page} style={gameThemeStyle(game)}>
      <JsonLd data={breadcrumbList(archiveTrail(game))} />
      <PageHeader title={titleOf(game)} subtitle={`Every past daily ${game.itemName} since puzzle #1. Archive rounds never change your streak.`} />
      <p className={styles.links}>
        <Link href={game.route}>Play today&apos;s {game.title}</Link>
      </p>
      <Suspense fallback={<p>Loading the past puzzles…</p>}>
        <ArchiveList game={game} />
      </Suspense>
    </div>
  );
}

export default guardedPage('/archive/[game]', ArchivePage);
