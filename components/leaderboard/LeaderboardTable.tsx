import Link from '@/components/ui/Link';
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable';
import type { LeaderboardUser } from '@/lib/progress/types';
import styles from './LeaderboardTable.module.css';
import { LEADERBOARD_ROWS, padRows, profileHref } from './ranking';
import { RankLabel } from './RankLabel';

const DASH = '-';

/** A player's row, or null for a padding row of dashes (accounts-side §2.10: always ten rows). */
type Row = LeaderboardUser | null;

const figure = (value: (user: LeaderboardUser) => number) => (user: Row) => (user ? value(user) : DASH);

const COLUMNS: readonly DataTableColumn<Row>[] = [
  { key: 'rank', header: 'Rank', className: styles.rank, cell: (user, index) => (user ? <RankLabel rank={index + 1} /> : DASH) },
  {
    key: 'username',
    header: 'Username',
    className: styles.username,
    cell: (user) => (user ? <Link href={profileHref(user.username)} title={user.username}>{user.username}</Link> : DASH),
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

/** Ten rows always: the players (a name too long for its line cut with an ellipsis, in full in its title), then dashes; shimmering placeholders while loading. */
export function LeaderboardTable({ users, caption }: LeaderboardTableProps) {
  return (
    <DataTable
      label="Leaderboard table"
      caption={caption}
      columns={COLUMNS}
      rows={users === null ? null : padRows(users)}
      rowKey={(user, index) => user?.id ?? `empty-${index}`}
      rowProps={(user) => (user ? {} : { className: styles.dashRow })}
      skeletonRows={LEADERBOARD_ROWS}
      tableClassName={styles.table}
    />
  );
}
