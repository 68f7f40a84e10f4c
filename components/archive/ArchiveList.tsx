'use client';

import Link from '@/components/ui/Link';
import { useAuth } from '@/components/auth/AuthProvider';
import { DataTablePager } from '@/components/ui/DataTablePager';
import { useAddressParam } from '@/components/ui/useAddressParam';
import { errorMessage } from '@/lib/client/api';
import { useArchiveList } from '@/lib/client/queries/archive';
import { archiveResultLabel } from '@/lib/games/archive-result';
import { archiveDayPath } from '@/lib/games/archive-paths';
import type { GameConfig } from '@/lib/games/game-config';
import { ARCHIVE_GUEST_NOTE, ARCHIVE_LOAD_FAILED } from '@/lib/messages/game';
import { formatCalendarDay } from '@/lib/time-display';
import styles from './ArchiveList.module.css';

/** ?page=N as a page number; anything else is page 1. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The day list of /archive/{game}: every released day, newest first, a page at a time (?page=N), each with
 * the player's result and a link to play it. A signed-in player's results come from the server, a guest's
 * from this browser.
 */
export function ArchiveList({ game }: { game: GameConfig }) {
  const { status, user } = useAuth();
  const accountId = status === 'loading' ? undefined : user?.username ? user.id : null;
  const [pageParam, setPageParam] = useAddressParam('page');
  const page = pageOf(pageParam);
  const list = useArchiveList(game, page, accountId);

  if (list.isError) {
    return (
      <div className={styles.message} role="alert">
        <p>{errorMessage(list.error, ARCHIVE_LOAD_FAILED)}</p>
        {page !== 1 && (
          <button type="button" className={styles.retry} onClick={() => setPageParam(null)}>
            Go to the newest days
          </button>
        )}
      </div>
    );
  }
  const answer = list.data;
  return (
    <section className={styles.archive} aria-labelledby="archive-days-heading" aria-busy={!answer || list.isPlaceholderData}>
      <h2 id="archive-days-heading" className={styles.heading}>
        Past puzzles{answer ? `: ${answer.total} ${answer.total === 1 ? 'day' : 'days'}` : ''}
      </h2>
      {accountId === null && <p className={styles.note}>{ARCHIVE_GUEST_NOTE}</p>}
      {!answer ? (
        <p className={styles.note}>Loading the past puzzles…</p>
      ) : answer.days.length === 0 ? (
        <p className={styles.note}>No past puzzles yet: puzzle #1 is today&apos;s.</p>
      ) : (
        <ol className={styles.days}>
          {answer.days.map((day) => (
            <li key={day.date}>
              <Link className={styles.day} href={archiveDayPath(game.id, day.date)} data-testid={`archive-day-${day.date}`}>
                <span className={styles.number}>#{day.puzzleNumber}</span>
                <time className={styles.date} dateTime={day.date}>
                  {formatCalendarDay(day.date)}
                </time>
                <span className={`${styles.result} ${day.result ? styles[day.result.status] : ''}`}>{day.result ? archiveResultLabel(day.result) : '…'}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      {answer && <DataTablePager page={answer.page} pageCount={answer.pageCount} onPage={(next) => setPageParam(next === 1 ? null : String(next))} />}
    </section>
  );
}
