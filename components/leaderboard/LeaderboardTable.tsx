import Link from 'next/link';
import type { LeaderboardUser } from '@/lib/progress/types';
import styles from './LeaderboardTable.module.css';
import { LEADERBOARD_ROWS, padRows, profileHref } from './ranking';
import { RankLabel } from './RankLabel';

const COLUMNS = ['Rank', 'Username', 'Current Streak', 'Best Streak', 'Daily Games', 'Total Games'];
const DASH = '-';

interface LeaderboardTableProps {
  /** The ranked players, or null while loading (skeleton rows). */
  users: readonly LeaderboardUser[] | null;
  caption: string;
}

/** Ten rows always: the players, then dashes; shimmering placeholders while loading. */
export function LeaderboardTable({ users, caption }: LeaderboardTableProps) {
  const loading = users === null;
  return (
    <div className={styles.scroller} role="region" aria-label="Leaderboard table" tabIndex={0}>
      <table className={styles.table} aria-busy={loading}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: LEADERBOARD_ROWS }, (_, index) => <SkeletonRow key={index} />)
            : padRows(users).map((user, index) =>
                user ? <PlayerRow key={user.id} user={user} rank={index + 1} /> : <DashRow key={`empty-${index}`} />,
              )}
        </tbody>
      </table>
    </div>
  );
}

function PlayerRow({ user, rank }: { user: LeaderboardUser; rank: number }) {
  return (
    <tr>
      <td className={styles.rank}>
        <RankLabel rank={rank} />
      </td>
      <td className={styles.username}>
        <Link href={profileHref(user.username)} title={user.username}>
          {user.username}
        </Link>
      </td>
      <td className={styles.number}>{user.current_streak}</td>
      <td className={styles.number}>{user.best_streak}</td>
      <td className={styles.number}>{user.total_daily_games_played}</td>
      <td className={styles.number}>{user.total_games_played}</td>
    </tr>
  );
}

function DashRow() {
  return (
    <tr className={styles.dashRow}>
      {COLUMNS.map((column) => (
        <td key={column}>{DASH}</td>
      ))}
    </tr>
  );
}

function SkeletonRow() {
  return (
    <tr data-testid="skeleton-row">
      {COLUMNS.map((column) => (
        <td key={column}>
          <span className={styles.skeleton} />
        </td>
      ))}
    </tr>
  );
}
