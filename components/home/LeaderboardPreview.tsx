'use client';

import Link from '@/components/ui/Link';
import { profileHref } from '@/components/leaderboard/ranking';
import { RankLabel } from '@/components/leaderboard/RankLabel';
import { useLeaderboard } from '@/lib/client/queries/leaderboard';
import type { LeaderboardUser } from '@/lib/progress/types';
import styles from './LeaderboardPreview.module.css';
import { EMPTY_PREVIEW_TEXT } from '@/lib/messages/accounts';

/** The home page shows the top five (game-side §9). */
export const PREVIEW_ROWS = 5;

/**
 * The top five players by current streak, fetched after mount so the home page needs no database read.
 * A failed fetch is logged and shows the empty preview (game-side §8).
 */
export function LeaderboardPreview() {
  const { data, isError } = useLeaderboard('all', PREVIEW_ROWS);
  const users: LeaderboardUser[] | null = data ? data.users.slice(0, PREVIEW_ROWS) : isError ? [] : null;

  return (
    <section className={styles.preview} aria-labelledby="leaderboard-preview-heading">
      <div className={styles.heading}>
        <h2 id="leaderboard-preview-heading">Top Players</h2>
        <p>Ranked by current daily streak</p>
      </div>
      {users === null ? (
        <ol className={styles.list} aria-busy="true" aria-label="Loading top players">
          {Array.from({ length: PREVIEW_ROWS }, (_, index) => (
            <li key={index} className={styles.row} data-testid="preview-skeleton">
              <span className={styles.skeleton} />
            </li>
          ))}
        </ol>
      ) : users.length === 0 ? (
        <p className={styles.empty}>{EMPTY_PREVIEW_TEXT}</p>
      ) : (
        <ol className={styles.list}>
          {users.map((user, index) => (
            <li key={user.id} className={styles.row}>
              <span className={styles.rank}>
                <RankLabel rank={index + 1} />
              </span>
              <Link href={profileHref(user.username)} className={styles.username}>
                {user.username}
              </Link>
              <span className={styles.streak}>
                <strong>{user.current_streak}</strong> day streak
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link href="/leaderboard" className={styles.viewAll}>
        View Full Leaderboard
      </Link>
    </section>
  );
}
