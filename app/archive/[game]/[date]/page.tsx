import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { notFound, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { ArchiveBoard } from '@/components/game/ArchiveBoard';
import { gameThemeStyle } from '@/components/ui/game-theme';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHeader } from '@/components/layout/PageHeader';
import { guardedPage } from '@/lib/auth/guarded-page';
import { archiveDayStatus } from '@/lib/games/archive';
import { archiveDayPath, archivePath, archiveTrail } from '@/lib/games/archive-paths';
import { puzzleNumber } from '@/lib/games/daily';
import { getGame } from '@/lib/games/registry';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { chicagoDate } from '@/lib/time';
import { formatCalendarDay } from '@/lib/time-display';
import styles from '../page.module.css';

interface ArchiveDayPageProps {
  params: Promise<{ game: string; date: string }>;
}

/** The game and date of a released day, or null (the page then answers 404, or redirects today's date). */
async function releasedDay(params: ArchiveDayPageProps['params']) {
  const { game: id, date } = await params;
  const game = getGame(id);
  if (!game) return { game: null, date, status: 'malformed' as const };
  return { game, date, status: archiveDayStatus(date, chicagoDate()) };
}

export async function generateMetadata({ params }: ArchiveDayPageProps): Promise<Metadata> {
  const { game, date, status } = await releasedDay(params);
  if (!game || status !== 'released') return { robots: { index: false } };
  const title = `${game.title} #${puzzleNumber(date)}`;
  const description = `The daily ${game.title} puzzle of ${formatCalendarDay(date)} (#${puzzleNumber(date)}), from the archive. Play it now: archive rounds never change your streak.`;
  return pageMetadata({ title, description, path: archiveDayPath(game.id, date) });
}

/**
 * /archive/{game}/{YYYY-MM-DD} (issue 29 item 6): a past day's puzzle on the game board, in archive mode.
 * Today's date goes to the game page; a later day, a day before puzzle #1 or a malformed date is a 404.
 * Rendered per request: which day is today decides.
 */
async function ArchiveDayPage({ params }: ArchiveDayPageProps) {
  await connection();
  const { game, date, status } = await releasedDay(params);
  if (!game) notFound();
  if (status === 'today') redirect(game.route);
  if (status !== 'released') notFound();
  const number = puzzleNumber(date);
  return (
    <div className={styles.page} style={gameThemeStyle(game)}>
      <JsonLd data={breadcrumbList([...archiveTrail(game), { name: `#${number}`, path: archiveDayPath(game.id, date) }])} />
      <PageHeader title={`${game.title} #${number}`} subtitle={`The daily puzzle of ${formatCalendarDay(date, { weekday: true })}, from the archive.`} />
      <p className={styles.links}>
        <Link href={archivePath(game.id)}>All past puzzles</Link>
        <Link href={game.route}>Play today&apos;s {game.title}</Link>
      </p>
      <ArchiveBoard game={game} date={date} />
    </div>
  );
}

export default guardedPage('/archive/[game]/[date]', ArchiveDayPage);
