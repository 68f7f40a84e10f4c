import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import Link from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/PageHeader';
import { ResultSwatch } from '@/components/game/ResultSwatch';
import { readSharedResult, sharedResultTitle } from '@/lib/games/shared-result';
import { SITE_NAME } from '@/lib/site';
import styles from './page.module.css';
import { guardedPage } from '@/lib/auth/guarded-page';
import { SHARED_RESULT_NOT_FOUND } from '@/lib/messages/accounts';

interface SharedResultPageProps {
  params: Promise<{ game: string; date: string; grid: string }>;
}

const SQUARE_NAMES = { correct: 'right', partial: 'close', incorrect: 'wrong' } as const;

export async function generateMetadata({ params }: SharedResultPageProps): Promise<Metadata> {
  const { game, date, grid } = await params;
  const result = readSharedResult(game, date, grid);
  if (!result) return { title: SHARED_RESULT_NOT_FOUND, robots: { index: false } };
  const title = sharedResultTitle(result);
  const description = `A ${result.game.title} daily result from ${result.date} on ${SITE_NAME}. Can you do better? Play today's puzzle.`;
  // A shared result is for its preview and its readers, not for search results; the preview image is ./opengraph-image.
  return pageMetadata({ title, description, path: `/share/${game}/${date}/${grid}`, image: 'own', robots: { index: false, follow: true } });
}

/** Where a shared daily result's link leads: the grid of colours and symbols (no guesses, no answer) and the way to play. */
async function SharedResultPage({ params }: SharedResultPageProps) {
  const { game, date, grid } = await params;
  const result = readSharedResult(game, date, grid);
  if (!result) notFound();
  return (
    <div className={styles.page}>
      <PageHeader title={sharedResultTitle(result)} subtitle={`A shared ${SITE_NAME} daily result from ${result.date}`} />
      <div className={styles.grid} role="img" aria-label={`${result.rows.length} rows of coloured squares`}>
        {result.rows.map((row, rowIndex) => (
          <div key={rowIndex} className={styles.row} title={row.map((square) => SQUARE_NAMES[square]).join(', ')}>
            {row.map((square, index) => (
              <ResultSwatch key={index} result={square} className={styles.square} />
            ))}
          </div>
        ))}
      </div>
      <p className={styles.muted}>✓ is right, ~ is close, ✗ is wrong. The guesses stay a secret.</p>
      <Link className={styles.play} href={result.game.route}>
        Play today&apos;s {result.game.title}
      </Link>
    </div>
  );
}

export default guardedPage('/share/[game]/[date]/[grid]', SharedResultPage);
