import Link from 'next/link';
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable';
import type { LeaderboardUser } from '@/lib/progress/types';
import styles from './LeaderboardTable.module.css';
import { LEADERBOARD_ROWS, profileHref } from './ranking';
import { RankLabel } from './RankLabel';

const figure = (value: (user: LeaderboardUser) => number): DataTableColumn<LeaderboardUser>['cell'] => (user) => value(user);

const COLUMNS: readonly DataTableColumn<LeaderboardUser>[] = [
  { key: 'rank', header: 'Rank', className: styles.rank, cell: (_user, index) => <RankLabel rank={index + 1} /> },
  {
    key: 'username',
    header: 'Username',
    className: styles.username,
    cell: (user) => <Link href={profileHref(user.username)}>{user.username}</Link>,
  },
  { key: 'currentStreak', header: 'Current Streak', numeric: true, className: styles.figure, cell: figure((user) => user.current_streak) },
  { key: 'bestStreak', header: 'Best Streak', numeric: true, className: styles.figure, cell: figure((user) => user.best_streak) },
  { key: 'dailyGames', header: 'Daily Games', numeric: true, className: styles.figure, cell: figure((user) => user.total_daily_games_played) },
  { key: 'totalGames', header: 'Total Games', numeric: true, className: styles.figure, cell: figure((user) => user.total_games_played) },
];

interface LeaderboardTableProps {
  /** The ranked players, or null while loading (skeleton rows). */
  users: readonly LeaderboardUser[] | null;
  caption: string;
}

/** The ranked players, at most ten, each name in full; shimmering placeholders while loading. */
export function LeaderboardTable({ users, caption }: LeaderboardTableProps) {
  return (
    <DataTable
      label="Leaderboard table"
      caption={caption}
      columns={COLUMNS}
      rows={users === null ? null : users.slice(0, LEADERBOARD_ROWS)}
      rowKey={(user) => user.id}
      skeletonRows={LEADERBOARD_ROWS}
      tableClassName={styles.table}
    />
  );
}
