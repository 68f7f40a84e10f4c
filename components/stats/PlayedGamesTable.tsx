'use client';

import { DataTable, type DataTableColumn } from '@/components/ui/DataTable';
import { GameNameLink } from '@/components/ui/GameNameLink';
import { useListState } from '@/components/ui/useListState';
import styles from './PlayedGamesTable.module.css';
import { DEFAULT_STATS_SORT, sortPlayedGames, STATS_SORT_KEYS, type PlayedGameRow, type StatsSortKey } from './sort-stats';
import { NO_PLAYED_GAMES_TEXT } from '@/lib/messages/accounts';

const LIST_DEFAULTS = { sort: DEFAULT_STATS_SORT, page: 1, search: '' };

const COLUMNS: readonly DataTableColumn<PlayedGameRow>[] = [
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    sortable: true,
    cell: (row) => <GameNameLink href={row.route} title={row.name} icon={row.icon} colors={row.colors} />,
  },
  { key: 'currentStreak', header: 'Current Streak', sortable: true, numeric: true, cell: (row) => row.currentStreak },
  { key: 'bestStreak', header: 'Best Streak', sortable: true, numeric: true, cell: (row) => row.bestStreak },
  { key: 'dailyGames', header: 'Daily Games', sortable: true, numeric: true, cell: (row) => row.dailyGames },
  { key: 'totalGames', header: 'Total Games', sortable: true, numeric: true, cell: (row) => row.totalGames },
  {
    key: 'lastPlayed',
    header: 'Last Played',
    sortable: true,
    className: styles.date,
    cell: (row) => (row.lastPlayed ? <time dateTime={row.lastPlayed}>{row.lastPlayedText}</time> : row.lastPlayedText),
  },
];

/** 'Games You've Played': each header sorts by its column; the sort is kept in the URL. On a phone each game is a card. */
export function PlayedGamesTable({ rows }: { rows: readonly PlayedGameRow[] }) {
  const list = useListState(LIST_DEFAULTS, STATS_SORT_KEYS);
  return (
    <DataTable
      label="Games You've Played table"
      columns={COLUMNS}
      rows={sortPlayedGames(rows, list.sort)}
      rowKey={(row) => row.id}
      empty={NO_PLAYED_GAMES_TEXT}
      sort={list.sort}
      onSort={(key) => list.sortBy(key as StatsSortKey)}
      phoneLayout="stack"
      tableClassName={styles.table}
    />
  );
}
